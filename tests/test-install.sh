#!/usr/bin/env bash
# TriboLab as a library: install the build tree into a throw-away prefix, then
# check what a user of the installed tree gets — the files in their places,
# only tl_* symbols exported by libtribo (SONAME with the major version), the
# README's C example built with nothing but `pkg-config --cflags --libs tribo`
# and with find_package(Tribo), and its numbers identical to tribolab-cli's.
# Usage: test-install.sh BUILD_DIR SOURCE_DIR   (EXTRA_CFLAGS from the environment)
set -euo pipefail
build=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

prefix=$tmp/prefix
cmake --install "$build" --prefix "$prefix" > "$tmp/install.log" || fail "cmake --install failed"

pc=$(find "$prefix" -name tribo.pc -path '*/pkgconfig/*' -print -quit)
[ -n "$pc" ] || fail "tribo.pc not installed"
libdir=$(dirname "$(dirname "$pc")")
for f in bin/tribolab-cli bin/tribolab-cli-export include/tribo/hertz.h include/tribo/fastsim.h \
         share/applications/org.tribolab.TriboLab.desktop share/metainfo/org.tribolab.TriboLab.metainfo.xml \
         share/icons/hicolor/scalable/apps/org.tribolab.TriboLab.svg \
         share/tribolab/presets/01-thesis-defaults.ini share/tribolab/lessons/01-hertz-cube-root.ini \
         include/tribo/lesson.h; do
  [ -e "$prefix/$f" ] || fail "$f not installed"
done
[ -e "$libdir/libtribo.so.0" ] || fail "libtribo.so.0 not in $libdir"
[ -e "$libdir/cmake/Tribo/TriboConfig.cmake" ] || fail "TriboConfig.cmake not installed"

# Only the public headers (the core's and the studies'): no private
# *_internal.h, no render or UI headers.
stray=$(find "$prefix/include" -type f ! -path '*/include/tribo/*.h' ! -path '*/include/tribo-study/*.h' \
        -o -name '*_internal.h')
[ -z "$stray" ] || fail "headers outside the public API installed: $stray"

# The exported symbols: all tl_*, and the public API is there.
soname=$(readelf -d "$libdir/libtribo.so.0" | sed -n 's/.*SONAME.*\[\(.*\)\]/\1/p')
[ "$soname" = "libtribo.so.0" ] || fail "SONAME is '$soname', expected libtribo.so.0"
nm -D --defined-only "$libdir/libtribo.so.0" | awk '$2 != "A" {sub(/@.*/, "", $3); print $3}' > "$tmp/symbols"
n=$(wc -l < "$tmp/symbols")
[ "$n" -gt 100 ] || fail "only $n symbols exported"
if grep -v '^tl_' "$tmp/symbols"; then fail "symbols above are exported without the tl_ prefix"; fi
for sym in tl_hertz_solve tl_contact_basics tl_fastsim_alloc tl_fastsim_solve tl_fastsim_free \
           tl_brush_alloc tl_exact_alloc tl_status_string; do
  grep -qx "$sym" "$tmp/symbols" || fail "$sym is not exported"
done
# libtribo-study, the views' pipelines on top of it, exports tl_study_* only.
[ -e "$libdir/libtribo-study.so.0" ] || fail "libtribo-study.so.0 not in $libdir"
nm -D --defined-only "$libdir/libtribo-study.so.0" | awk '$2 != "A" {sub(/@.*/, "", $3); print $3}' \
  > "$tmp/study-symbols"
grep -qx tl_study_hertz_update "$tmp/study-symbols" || fail "tl_study_hertz_update is not exported"
if grep -v '^tl_study_' "$tmp/study-symbols"; then fail "libtribo-study exports the symbols above"; fi
# a private helper (declared only in a *_internal.h) stays hidden
internal=$(sed -n 's/^[A-Za-z].*[ *]\(tl_[a-z0-9_]*\)(.*/\1/p' "$src"/core/src/*/*_internal.h | sort -u)
[ -n "$internal" ] || fail "no private helper found to check"
for sym in $internal; do
  if grep -qx "$sym" "$tmp/symbols"; then fail "private $sym is exported"; fi
done

# The README shows examples/hertz-fastsim.c verbatim (the first ```c block).
awk '/^```c$/ && !seen {on = 1; seen = 1; next} on && /^```$/ {on = 0} on' "$src/README.md" \
  > "$tmp/readme-example.c"
diff -u "$src/examples/hertz-fastsim.c" "$tmp/readme-example.c" \
  || fail "README's C example differs from examples/hertz-fastsim.c"

# Build it with pkg-config alone and run it against the installed library.
export PKG_CONFIG_PATH=$libdir/pkgconfig
flags=$(pkg-config --cflags --libs tribo) || fail "pkg-config does not know tribo"
# shellcheck disable=SC2086
cc -std=c11 -Wall -Werror ${EXTRA_CFLAGS:-} "$src/examples/hertz-fastsim.c" $flags -o "$tmp/example" \
  || fail "the example does not build with: $flags"
LD_LIBRARY_PATH=$libdir "$tmp/example" > "$tmp/example.out" || fail "the example failed"
ldd_out=$(LD_LIBRARY_PATH=$libdir ldd "$tmp/example")
echo "$ldd_out" | grep -q "libtribo.so.0 => $libdir" || fail "the example does not load the installed libtribo"

# The same numbers as the installed tribolab-cli, to the last printed digit.
cli=$prefix/bin/tribolab-cli
"$cli" hertz | awk -F, 'NR == 2 {printf "a_mm=%s b_mm=%s p0_mpa=%s\n", $1, $2, $3}' > "$tmp/expected"
"$cli" steady --model fastsim --cx 0.001,0.002,0.005 |
  awk -F, 'NR > 1 {printf "cx=%s f=%s stick_fraction=%s\n", $1, $2, $3}' >> "$tmp/expected"
[ "$(wc -l < "$tmp/expected")" -eq 4 ] || fail "the CLI printed $(cat "$tmp/expected")"
diff -u "$tmp/expected" "$tmp/example.out" || fail "the library and the CLI disagree"

# One include for the whole API, and the version macros: tribo/tribo.h names
# every public header; a program built on it sees the version it was
# compiled against and the version it runs on, both the CLI's.
for h in "$prefix"/include/tribo/*.h; do
  name=$(basename "$h")
  [ "$name" = tribo.h ] && continue
  grep -q "#include \"tribo/$name\"" "$prefix/include/tribo/tribo.h" \
    || fail "tribo/tribo.h does not include tribo/$name"
done
cat > "$tmp/version.c" <<'C'
#include <stdio.h>
#include <string.h>
#include <tribo/tribo.h>
int main(void)
{
#if !TL_VERSION_AT_LEAST(0, 1, 0) || TL_VERSION_AT_LEAST(TL_VERSION_MAJOR, TL_VERSION_MINOR, TL_VERSION_PATCH + 1)
#error "TL_VERSION_AT_LEAST disagrees with TL_VERSION_*"
#endif
  printf("%s %s\n", TL_VERSION_STRING, tl_version());
  return strcmp(TL_VERSION_STRING, tl_version()) != 0;
}
C
# shellcheck disable=SC2086
cc -std=c11 -Wall -Wextra -Wpedantic -Werror ${EXTRA_CFLAGS:-} "$tmp/version.c" $flags -o "$tmp/version" \
  || fail "a program including tribo/tribo.h does not build"
want=$("$prefix/bin/tribolab-cli" --version | awk '{print $2}')
[ "$(LD_LIBRARY_PATH=$libdir "$tmp/version")" = "$want $want" ] \
  || fail "the version macros or tl_version() differ from tribolab-cli --version ($want)"

# The Python package, where this build has one: importable from the prefix
# alone (its extension finds libtribo relative to itself).
pydir=$(find "$prefix" -type d -name tribolab -path '*/dist-packages/*' -print -quit)
if [ -n "$pydir" ]; then
  out=$(cd "$tmp" && PYTHONPATH=$(dirname "$pydir") /usr/bin/python3 -c \
        'import tribolab; print("%.10g" % (tribolab.hertz()["a"] * 1e3))') \
    || fail "the installed Python package does not import"
  [ "$out" = "$("$cli" hertz | awk -F, 'NR == 2 {print $1}')" ] \
    || fail "the installed Python package gives a = $out mm"
  echo "python: $pydir"
  # every module of the package (one per view) is installed, its build recipe is not
  want_py=$(cd "$src/python/tribolab" && ls -- *.py | grep -vx _build.py)
  have_py=$(cd "$pydir" && ls -- *.py)
  [ "$have_py" = "$want_py" ] \
    || fail "the installed package's modules ($(echo $have_py)) are not python/tribolab's ($(echo $want_py))"
  # A plain python3 finds it where the prefix is /usr/local or /usr: the folder
  # is one that Debian's python3 searches under those prefixes.
  rel=${pydir#"$prefix"/}
  rel=${rel%/tribolab}
  for p in /usr/local /usr; do
    /usr/bin/python3 -c 'import site, sys; sys.exit(sys.argv[1] not in site.getsitepackages())' \
      "$p/$rel" || fail "python3 does not search $p/$rel, where the package would be installed"
  done
  # `pip install ./python` against the installed prefix, found by pkg-config
  # (the README's second way), into a fresh virtual environment.
  /usr/bin/python3 -m venv --system-site-packages "$tmp/venv" || fail "python3 -m venv failed"
  PKG_CONFIG_PATH=$libdir/pkgconfig "$tmp/venv/bin/python" -m pip install --no-index \
    --no-cache-dir --disable-pip-version-check "$src/python" > "$tmp/pip.log" 2>&1 \
    || { cat "$tmp/pip.log"; fail "pip install ./python against the prefix failed"; }
  out=$(cd "$tmp" && env -u PYTHONPATH "$tmp/venv/bin/python" -c \
        'import tribolab; print("%.10g" % (tribolab.hertz()["a"] * 1e3))') \
    || fail "the package pip built against the prefix does not import"
  [ "$out" = "$("$cli" hertz | awk -F, 'NR == 2 {print $1}')" ] \
    || fail "the package pip built against the prefix gives a = $out mm"
  # (ldd's output is read whole first: `ldd | grep -q` under pipefail fails
  # whenever grep stops reading before ldd has finished writing)
  ldd_py=$(ldd "$tmp"/venv/lib/python3*/site-packages/tribolab/_tribo*.so) \
    || fail "ldd cannot read the extension pip built"
  grep -q "libtribo.so.0 => $libdir" <<< "$ldd_py" \
    || fail "the package pip built does not load the prefix's libtribo: $ldd_py"
fi

# find_package(Tribo) from a CMake project.
mkdir -p "$tmp/cm"
cp "$src/examples/hertz-fastsim.c" "$tmp/cm/"
cat > "$tmp/cm/CMakeLists.txt" <<'CM'
cmake_minimum_required(VERSION 3.20)
project(use_tribo C)
find_package(Tribo 0.1 REQUIRED)
add_executable(example hertz-fastsim.c)
target_link_libraries(example PRIVATE Tribo::tribo)
CM
cmake -S "$tmp/cm" -B "$tmp/cm/build" -DCMAKE_PREFIX_PATH="$prefix" \
      -DCMAKE_C_FLAGS="${EXTRA_CFLAGS:-}" > "$tmp/cm.log" 2>&1 || { cat "$tmp/cm.log"; fail "find_package(Tribo) failed"; }
cmake --build "$tmp/cm/build" > "$tmp/cm-build.log" 2>&1 || { cat "$tmp/cm-build.log"; fail "the CMake example does not build"; }
"$tmp/cm/build/example" | diff -u "$tmp/expected" - || fail "the find_package build disagrees with the CLI"

echo "installed: $(find "$prefix" -type f | wc -l) files, $n exported symbols; example output:"
cat "$tmp/example.out"

# Every example of docs/api.md: shown there verbatim, builds, runs.
for ex in "$src"/examples/*.c; do
  name=$(basename "$ex" .c)
  [ "$name" = hertz-fastsim ] && continue
  awk -v want="examples/$name.c" '
    index($0, want) && !/^```/ {armed = 1}
    armed && /^```c$/ {on = 1; armed = 0; next}
    on && /^```$/ {exit}
    on' "$src/docs/api.md" > "$tmp/$name.doc.c"
  diff -u "$ex" "$tmp/$name.doc.c" || fail "docs/api.md does not show examples/$name.c verbatim"
  # shellcheck disable=SC2086
  cc -std=c11 -Wall -Werror ${EXTRA_CFLAGS:-} "$ex" $flags -lm -o "$tmp/$name" \
    || fail "examples/$name.c does not build"
  LD_LIBRARY_PATH=$libdir "$tmp/$name" > "$tmp/$name.out" || fail "examples/$name.c failed"
  grep -qiE 'nan|inf' "$tmp/$name.out" && fail "examples/$name.c printed a non-finite number"
  echo "$name: $(tr '\n' ' ' < "$tmp/$name.out")"
done

# The brush example gives the delay and loop area the CLI prints.
"$cli" transient --model brush --waveform sine --c0 0.005 --cp 0.005 --freq-hz 10 --mu 1 \
  --grid 40x40 --periods 3 --summary 2> /dev/null > "$tmp/summary"
awk -F= '$1 == "delay_ms" {d = $2} $1 == "loop_area" {l = $2}
         END {printf "%.6g %.6g\n", d, l}' "$tmp/summary" > "$tmp/cli-brush"
sed -n 's/.*delay_ms=\([^ ]*\) loop_area=\([^ ]*\).*/\1 \2/p' "$tmp/brush-sine.out" |
  awk '{printf "%.6g %.6g\n", $1, $2}' | diff -u "$tmp/cli-brush" - \
  || fail "examples/brush-sine.c and tribolab-cli transient --summary disagree"

# GSL's error handling is the library's business: a program built with
# nothing but `pkg-config --cflags --libs tribo` (no -lgsl, no call to
# gsl_set_error_handler_off) reaches a GSL domain error through the public
# API — the curvature ratio at g = 0 needs the complete elliptic integral
# K(e) at e = 1 — and gets NaN back instead of GSL's default handler
# aborting the process.
cat > "$tmp/gsl-error.c" <<'C'
#include <math.h>
#include <stdio.h>
#include <tribo/tribo.h>
int main(void)
{
  const double r = tl_hertz_curvature_ratio(0.0);
  printf("r(0) = %g\n", r);
  return !isnan(r);
}
C
# shellcheck disable=SC2086
cc -std=c11 -Wall -Werror ${EXTRA_CFLAGS:-} "$tmp/gsl-error.c" $flags -o "$tmp/gsl-error" \
  || fail "the GSL error program does not build with: $flags"
status=0
LD_LIBRARY_PATH=$libdir "$tmp/gsl-error" > "$tmp/gsl-error.out" 2>&1 || status=$?
[ "$status" -eq 0 ] || fail "a GSL domain error inside libtribo ended the program (exit $status): $(cat "$tmp/gsl-error.out")"
# A program that installs a GSL handler of its own before its first call
# keeps it (docs/api.md, "Errors"): the library replaces only the default.
cat > "$tmp/gsl-own.c" <<'C'
#include <gsl/gsl_errno.h>
#include <stdio.h>
#include <tribo/tribo.h>
static int calls;
static void count(const char *reason, const char *file, int line, int gsl_errno)
{
  (void)reason, (void)file, (void)line, (void)gsl_errno;
  calls++;
}
int main(void)
{
  gsl_set_error_handler(count);
  tl_hertz_curvature_ratio(0.0);
  gsl_error_handler_t *now = gsl_set_error_handler(NULL);
  printf("own handler called %d times, still installed: %d\n", calls, now == count);
  return !(calls > 0 && now == count);
}
C
# shellcheck disable=SC2086
cc -std=c11 -Wall -Werror ${EXTRA_CFLAGS:-} "$tmp/gsl-own.c" $flags $(pkg-config --libs gsl) \
  -o "$tmp/gsl-own" || fail "the GSL handler program does not build"
LD_LIBRARY_PATH=$libdir "$tmp/gsl-own" || fail "libtribo replaced the program's own GSL handler"
echo "GSL errors: $(cat "$tmp/gsl-error.out")"
