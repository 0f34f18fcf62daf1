#!/usr/bin/env bash
# The Debian package: build it with CPack from this build tree, check its
# name and dependencies (the shared libraries dpkg-shlibdeps finds and the
# Python modules it cannot), the library in the multiarch directory, the
# machine-readable copyright file, the changelog and the man pages; unpack it
# into a throw-away root (dpkg -x) and run the packaged tribolab-cli and
# Python package there: they must print what the build tree's do.  lintian's
# verdict is printed when lintian is installed, not judged.
# Usage: test-deb.sh BUILD_DIR CPACK_COMMAND
set -euo pipefail
build=$1 cpack=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v dpkg-deb > /dev/null || { echo "dpkg-deb missing: not a Debian system"; exit 77; }

(cd "$tmp" && "$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/pkg" > "$tmp/cpack.log" 2>&1) \
  || { cat "$tmp/cpack.log"; fail "cpack -G DEB failed"; }
deb=$(find "$tmp/pkg" -maxdepth 1 -name 'tribolab_*_*.deb' | head -n1)
[ -n "$deb" ] || fail "no tribolab_<version>_<arch>.deb in $(ls "$tmp/pkg")"
arch=$(dpkg --print-architecture)
case "$(basename "$deb")" in
  tribolab_[0-9]*_"$arch".deb) ;;
  *) fail "package name $(basename "$deb") is not tribolab_<version>_$arch.deb" ;;
esac
depends=$(dpkg-deb -f "$deb" Depends)
for lib in libgsl libfftw3 libglib2.0 libgtk-4 libcairo2 libc6; do
  echo "$depends" | grep -q "$lib" || fail "Depends lacks $lib: $depends"
done

dpkg-deb -c "$deb" > "$tmp/contents"
version=$(dpkg-deb -f "$deb" Version)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2> /dev/null || gcc -print-multiarch)

# The Python package imports numpy and cffi's backend, which no linked
# library reveals, and its extension is built for one minor version of
# python3.
if grep -q ' \./usr/lib/python3/dist-packages/tribolab/__init__\.py$' "$tmp/contents"; then
  for dep in python3-numpy python3-cffi-backend; do
    echo "$depends" | grep -qE "(^|, )$dep(,|$| )" || fail "Depends lacks $dep: $depends"
  done
  py=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  echo "$depends" | grep -qF "python3 (>= $py)" || fail "Depends lacks python3 (>= $py): $depends"
  echo "$depends" | grep -qE "python3 \(<< [0-9]+\.[0-9]+\)" \
    || fail "Depends does not bound python3 above (the extension is built for $py): $depends"
else
  echo "this build has no Python package (TL_BUILD_PYTHON=OFF or no python3-cffi): not checked"
fi

# The libraries in Debian's multiarch directory, nothing in /usr/lib itself,
# and the shlibs file and ldconfig trigger a package of shared libraries has.
for f in libtribo.so.0 libtribo-study.so.0 pkgconfig/tribo.pc cmake/Tribo/TriboConfig.cmake; do
  grep -q " \./usr/lib/$multiarch/$f\( \|\$\)" "$tmp/contents" \
    || fail "/usr/lib/$multiarch/$f is not in the package"
done
if grep -E ' \./usr/lib/[^/]+\.so' "$tmp/contents"; then
  fail "the libraries above are outside /usr/lib/$multiarch"
fi
ctrl=$tmp/control
dpkg-deb -e "$deb" "$ctrl"
grep -qx "libtribo 0 tribolab (>= $version)" "$ctrl/shlibs" || fail "shlibs: $(cat "$ctrl/shlibs")"
grep -q "ldconfig" "$ctrl/triggers" 2> /dev/null || grep -q ldconfig "$ctrl/postinst" \
  || fail "the package does not run ldconfig"

# /usr/share/doc/tribolab: copyright in the machine-readable format (DEP-5),
# with the licence of resources/org.tribolab.TriboLab.metainfo.xml
# (GPL-3.0-or-later, GPL-3+ in Debian's names), and the changelog
# compressed with gzip -9n (no name, no time stamp) at the package version.
root=$tmp/root
dpkg -x "$deb" "$root"
doc=$root/usr/share/doc/tribolab
[ -f "$doc/copyright" ] || fail "/usr/share/doc/tribolab/copyright is not in the package"
head -n1 "$doc/copyright" | grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
  || fail "copyright is not in the machine-readable format: $(head -n1 "$doc/copyright")"
grep -qx 'Files: \*' "$doc/copyright" || fail "copyright has no 'Files: *' paragraph"
awk '/^Files: \*$/ {f = 1; next} f && /^License:/ {print $2; exit}' "$doc/copyright" | grep -qx 'GPL-3+' \
  || fail "copyright does not give GPL-3+ for Files: *"
for lic in $(sed -n 's/^License: \([^ ]*\)$/\1/p' "$doc/copyright" | sort -u); do
  [ "$(grep -c "^License: $lic\$" "$doc/copyright")" -ge 2 ] \
    || fail "copyright names licence $lic but has no stand-alone paragraph with its text"
done
changelog=$doc/changelog.Debian.gz
[ -f "$changelog" ] || fail "/usr/share/doc/tribolab/changelog.Debian.gz is not in the package"
gzip -t "$changelog" || fail "changelog.Debian.gz is not valid gzip"
# gzip header: FLG (byte 3) without FNAME (8), MTIME (bytes 4-7) zero, XFL (byte 8) 2 = -9
header=$(od -An -tu1 -N9 "$changelog" | tr -s ' ' | sed 's/^ //')
set -- $header
[ $(($4 & 8)) -eq 0 ] && [ "$5$6$7$8" = 0000 ] && [ "$9" -eq 2 ] \
  || fail "changelog.Debian.gz was not made with gzip -9n (header bytes: $header)"
zcat "$changelog" > "$tmp/changelog"
cl_version=$(dpkg-parsechangelog -l "$tmp/changelog" -S Version) || fail "the changelog does not parse"
[ "$cl_version" = "$version" ] || fail "the changelog's version $cl_version is not the package's $version"

# Man pages, made from --help by help2man (skipped where the build had none).
pages="tribolab-cli"
grep -q ' \./usr/bin/tribolab$' "$tmp/contents" && pages="$pages tribolab"
if grep -q ' \./usr/share/man/man1/' "$tmp/contents" || command -v help2man > /dev/null; then
  for page in $pages; do
    man=$root/usr/share/man/man1/$page.1.gz
    [ -f "$man" ] || fail "/usr/share/man/man1/$page.1.gz is not in the package"
    # rendered by man-db where it is installed, else the roff source
    if command -v man > /dev/null; then
      MANWIDTH=80 man -l "$man" > "$tmp/$page.man" 2> /dev/null || fail "man -l cannot show $page.1"
      name_line="^ *$page - "
    else
      zcat "$man" > "$tmp/$page.man"
      name_line="^$page \\\\- "
    fi
    grep -q "$name_line" "$tmp/$page.man" || fail "$page.1 has no NAME line for $page"
    grep -q -- '--help' "$tmp/$page.man" || fail "$page.1 does not list the options of --help"
  done
else
  echo "help2man missing: man pages not checked"
fi
for f in ./usr/bin/tribolab ./usr/bin/tribolab-cli ./usr/bin/tribolab-cli-export \
         ./usr/include/tribo/hertz.h ./usr/share/applications/org.tribolab.TriboLab.desktop \
         ./usr/share/locale/de/LC_MESSAGES/tribolab.mo ./usr/share/locale/es/LC_MESSAGES/tribolab.mo; do
  grep -q " $f\$" "$tmp/contents" || fail "$f is not in the package"
done
grep -q 'libtribo\.so\.0' "$tmp/contents" || fail "libtribo.so.0 is not in the package"

"$root/usr/bin/tribolab-cli" hertz > "$tmp/packaged" || fail "the packaged tribolab-cli failed"
"$build/app/tribolab-cli" hertz > "$tmp/built"
diff -u "$tmp/built" "$tmp/packaged" || fail "the packaged CLI prints other numbers"
# the packaged CLI finds the packaged German catalogue next to it (share/locale)
if locale -a 2>/dev/null | grep -qix 'de_DE.utf-\?8'; then
  LC_ALL=de_DE.UTF-8 "$root/usr/bin/tribolab-cli" --help | grep -q '^Aufruf:' \
    || fail "the packaged CLI does not speak German under de_DE.UTF-8"
fi
"$root/usr/bin/tribolab-cli" export --view patch --field pressure -o "$tmp/patch.png" \
  || fail "the packaged CLI cannot export (its export helper is missing?)"
[ -s "$tmp/patch.png" ] || fail "the packaged export wrote nothing"

# The packaged Python package imports from the unpacked tree and loads the
# packaged libtribo (its extension finds /usr/lib/<multiarch> relative to
# itself), giving the CLI's numbers.
if [ -d "$root/usr/lib/python3/dist-packages/tribolab" ]; then
  pyout=$(cd "$tmp" && PYTHONPATH=$root/usr/lib/python3/dist-packages /usr/bin/python3 -c '
import tribolab
print("%.10g" % (tribolab.hertz()["a"] * 1e3))
print(next(l.split()[-1] for l in open("/proc/self/maps") if "libtribo.so" in l))') \
    || fail "the packaged Python package does not import"
  [ "$(echo "$pyout" | sed -n 1p)" = "$("$build/app/tribolab-cli" hertz | awk -F, 'NR == 2 {print $1}')" ] \
    || fail "the packaged Python package gives a = $(echo "$pyout" | sed -n 1p) mm"
  case "$(echo "$pyout" | sed -n 2p)" in
    "$root/usr/lib/$multiarch/"libtribo.so*) ;;
    *) fail "the packaged Python package loaded $(echo "$pyout" | sed -n 2p), not the packaged libtribo" ;;
  esac
fi

# pkg-config from the unpacked tree points into it.
libdir=$(PKG_CONFIG_PATH=$root/usr/lib/$multiarch/pkgconfig pkg-config --variable=libdir tribo)
[ "$(readlink -f "$libdir")" = "$(readlink -f "$root/usr/lib/$multiarch")" ] \
  || fail "the packaged tribo.pc gives libdir $libdir"

if command -v lintian > /dev/null; then
  echo "lintian (informational):"
  lintian --no-tag-display-limit "$deb" 2>&1 | sed 's/^/  /' || true
fi
echo "$(basename "$deb"): $(wc -l < "$tmp/contents") entries; Depends: $depends"
