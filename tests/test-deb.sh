#!/usr/bin/env bash
# The Debian packages: build them with CPack from this build tree — libtribo0
# (the libraries, installable without GTK), libtribo-dev, python3-tribolab
# (where this build has the Python package) and tribolab (the programs) — and
# check their names and dependencies (the shared libraries dpkg-shlibdeps
# finds and what it cannot see), the libraries in the multiarch directory,
# each package's machine-readable copyright file and changelog, and the man
# pages; unpack them into one throw-away root (dpkg -x) and run the packaged
# tribolab-cli and Python package there: they must print what the build
# tree's do.  lintian's verdict is printed when lintian is installed, not
# judged.
# Usage: test-deb.sh BUILD_DIR CPACK_COMMAND
set -euo pipefail
build=$1 cpack=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }
command -v dpkg-deb > /dev/null || { echo "dpkg-deb missing: not a Debian system"; exit 77; }

(cd "$tmp" && "$cpack" --config "$build/CPackConfig.cmake" -G DEB -B "$tmp/pkg" > "$tmp/cpack.log" 2>&1) \
  || { cat "$tmp/cpack.log"; fail "cpack -G DEB failed"; }
arch=$(dpkg --print-architecture)
multiarch=$(dpkg-architecture -qDEB_HOST_MULTIARCH 2> /dev/null || gcc -print-multiarch)
packages="libtribo0 libtribo-dev tribolab"
python=no
# the Python component is packaged where this build has the Python package
if grep -qE '^set\(CPACK_COMPONENTS_ALL ".*python' "$build/CPackConfig.cmake"; then
  python=yes
  packages="$packages python3-tribolab"
fi
debfile() { find "$tmp/pkg" -maxdepth 1 -name "${1}_*.deb"; }

# <name>_<upstream version>-<Debian revision>_<arch>.deb, one version for all.
version=
for p in $packages; do
  deb=$(debfile "$p")
  [ -n "$deb" ] || fail "no ${p}_<version>_$arch.deb among: $(ls "$tmp/pkg")"
  case "$(basename "$deb")" in
    "${p}"_[0-9]*-[0-9]*_"$arch".deb) ;;
    *) fail "package file $(basename "$deb") is not ${p}_<version>-<revision>_$arch.deb" ;;
  esac
  [ "$(dpkg-deb -f "$deb" Package)" = "$p" ] || fail "$(basename "$deb") is not package $p"
  v=$(dpkg-deb -f "$deb" Version)
  [ -z "$version" ] || [ "$v" = "$version" ] || fail "$p has version $v, another package $version"
  version=$v
  dpkg-deb -f "$deb" Depends > "$tmp/$p.depends"
  dpkg-deb -c "$deb" > "$tmp/$p.contents"
done
depends() { cat "$tmp/$1.depends"; }
# has PACKAGE DEPENDENCY: the Depends field lists it (by name, any version)
has() { depends "$1" | tr ',' '\n' | sed 's/^ *//' | grep -qE "^$2( |$)"; }
holds() { grep -qE " \\./$2( -> .*)?\$" "$tmp/$1.contents"; }

# libtribo0: the two libraries in /usr/lib/<multiarch>, needing GSL, FFTW
# and GLib only, so that the library installs without GTK.
for f in "libtribo.so.0" "libtribo-study.so.0"; do
  holds libtribo0 "usr/lib/$multiarch/$f" || fail "libtribo0 lacks /usr/lib/$multiarch/$f"
done
for dep in libgsl27 libfftw3-double3 libglib2.0-0 libc6; do
  has libtribo0 "$dep" || fail "libtribo0's Depends lacks $dep: $(depends libtribo0)"
done
if depends libtribo0 | grep -qE 'gtk|cairo|pango|gstreamer|python'; then
  fail "libtribo0 depends on the GUI or Python: $(depends libtribo0)"
fi
if cat "$tmp"/*.contents | grep -E ' \./usr/lib/[^/]+\.so'; then
  fail "the libraries above are outside /usr/lib/$multiarch"
fi
dpkg-deb -e "$(debfile libtribo0)" "$tmp/control-libtribo0"
grep -qx "libtribo 0 libtribo0 (>= ${version%-*})" "$tmp/control-libtribo0/shlibs" \
  || fail "libtribo0's shlibs: $(cat "$tmp/control-libtribo0/shlibs")"
grep -qx "activate-noawait ldconfig" "$tmp/control-libtribo0/triggers" \
  || fail "libtribo0 does not trigger ldconfig"

# libtribo-dev: headers, the .so links, tribo.pc and the CMake package, on
# libtribo0 of the same version and the -dev packages tribo.pc requires.
for f in usr/include/tribo/tribo.h usr/include/tribo/hertz.h usr/include/tribo-study/study.h \
         "usr/lib/$multiarch/libtribo.so" "usr/lib/$multiarch/pkgconfig/tribo.pc" \
         "usr/lib/$multiarch/cmake/Tribo/TriboConfig.cmake"; do
  holds libtribo-dev "$f" || fail "libtribo-dev lacks /$f"
done
depends libtribo-dev | grep -qF "libtribo0 (= $version)" \
  || fail "libtribo-dev does not depend on libtribo0 (= $version): $(depends libtribo-dev)"
for dep in libgsl-dev libfftw3-dev libglib2.0-dev; do
  has libtribo-dev "$dep" || fail "libtribo-dev's Depends lacks $dep: $(depends libtribo-dev)"
done

# python3-tribolab: what the package imports, which no linked library
# reveals — numpy and cffi's backend — and python3 of the minor version its
# extension is built for.
if [ "$python" = yes ]; then
  holds python3-tribolab usr/lib/python3/dist-packages/tribolab/__init__.py \
    || fail "python3-tribolab lacks /usr/lib/python3/dist-packages/tribolab"
  for dep in python3-numpy python3-cffi-backend libtribo0; do
    has python3-tribolab "$dep" || fail "python3-tribolab's Depends lacks $dep: $(depends python3-tribolab)"
  done
  py=$(/usr/bin/python3 -c 'import sys; print("%d.%d" % sys.version_info[:2])')
  depends python3-tribolab | grep -qF "python3 (>= $py)" \
    || fail "python3-tribolab's Depends lacks python3 (>= $py): $(depends python3-tribolab)"
  depends python3-tribolab | grep -qE "python3 \\(<< [0-9]+\\.[0-9]+\\)" \
    || fail "python3-tribolab does not bound python3 above (built for $py): $(depends python3-tribolab)"
else
  echo "this build has no Python package (TL_BUILD_PYTHON=OFF or no python3-cffi): not checked"
fi

# tribolab: the programs, their data and translations, on GTK and cairo.
for dep in libgsl libfftw3 libglib2.0 libgtk-4 libcairo2 libc6; do
  depends tribolab | grep -q "$dep" || fail "tribolab's Depends lacks $dep: $(depends tribolab)"
done
for f in usr/bin/tribolab usr/bin/tribolab-cli usr/bin/tribolab-cli-export \
         usr/share/applications/org.tribolab.TriboLab.desktop \
         usr/share/locale/de/LC_MESSAGES/tribolab.mo usr/share/locale/es/LC_MESSAGES/tribolab.mo; do
  holds tribolab "$f" || fail "tribolab lacks /$f"
done

root=$tmp/root
for p in $packages; do
  dpkg -x "$(debfile "$p")" "$root"
done

# Each package's /usr/share/doc/<package>: copyright in the machine-readable
# format (DEP-5) with the licence of resources/org.tribolab.TriboLab.metainfo.xml
# (GPL-3.0-or-later, GPL-3+ in Debian's names), and the changelog compressed
# with gzip -9n (no name, no time stamp) at the package version.
for p in $packages; do
  doc=$root/usr/share/doc/$p
  [ -f "$doc/copyright" ] || fail "/usr/share/doc/$p/copyright is not in $p"
  head -n1 "$doc/copyright" |
    grep -qx 'Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/' \
    || fail "$p's copyright is not in the machine-readable format: $(head -n1 "$doc/copyright")"
  grep -qx 'Files: \*' "$doc/copyright" || fail "$p's copyright has no 'Files: *' paragraph"
  awk '/^Files: \*$/ {f = 1; next} f && /^License:/ {print $2; exit}' "$doc/copyright" |
    grep -qx 'GPL-3+' || fail "$p's copyright does not give GPL-3+ for Files: *"
  for lic in $(sed -n 's/^License: \([^ ]*\)$/\1/p' "$doc/copyright" | sort -u); do
    [ "$(grep -c "^License: $lic\$" "$doc/copyright")" -ge 2 ] \
      || fail "$p's copyright names licence $lic but has no stand-alone paragraph with its text"
  done
  changelog=$doc/changelog.Debian.gz
  [ -f "$changelog" ] || fail "/usr/share/doc/$p/changelog.Debian.gz is not in $p"
  gzip -t "$changelog" || fail "$p's changelog.Debian.gz is not valid gzip"
  # gzip header: FLG (byte 3) without FNAME (8), MTIME (bytes 4-7) zero, XFL (byte 8) 2 = -9
  read -r -a header <<< "$(od -An -tu1 -N9 "$changelog")"
  [ $((header[3] & 8)) -eq 0 ] && [ "${header[4]}${header[5]}${header[6]}${header[7]}" = 0000 ] &&
    [ "${header[8]}" -eq 2 ] || fail "$p's changelog.Debian.gz was not made with gzip -9n (${header[*]})"
  zcat "$changelog" > "$tmp/changelog"
  cl_version=$(dpkg-parsechangelog -l "$tmp/changelog" -S Version) || fail "$p's changelog does not parse"
  [ "$cl_version" = "$version" ] || fail "$p's changelog is at $cl_version, the package at $version"
done

# Man pages, made from --help by help2man (not checked where the build had
# none); the helpers tribolab-cli runs point to its page.
if grep -q ' \./usr/share/man/man1/' "$tmp/tribolab.contents" ||
   { command -v help2man > /dev/null && ! grep -q '^TL_SANITIZE:BOOL=ON' "$build/CMakeCache.txt"; }; then
  for page in tribolab-cli tribolab; do
    man=$root/usr/share/man/man1/$page.1.gz
    [ -f "$man" ] || fail "/usr/share/man/man1/$page.1.gz is not in tribolab"
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
  for helper in tribolab-cli-export tribolab-cli-bench; do
    [ "$(readlink "$root/usr/share/man/man1/$helper.1.gz")" = tribolab-cli.1.gz ] \
      || fail "/usr/share/man/man1/$helper.1.gz does not point to tribolab-cli.1.gz"
  done
else
  echo "help2man missing (or a sanitizer build): man pages not checked"
fi

# The packaged CLI prints the build tree's numbers and finds what it needs
# beside it: its export helper, its German catalogue (share/locale).
"$root/usr/bin/tribolab-cli" hertz > "$tmp/packaged" || fail "the packaged tribolab-cli failed"
"$build/app/tribolab-cli" hertz > "$tmp/built"
diff -u "$tmp/built" "$tmp/packaged" || fail "the packaged CLI prints other numbers"
if grep -qix 'de_DE.utf-\?8' <<< "$(locale -a 2>/dev/null)"; then
  grep -q '^Aufruf:' <<< "$(LC_ALL=de_DE.UTF-8 "$root/usr/bin/tribolab-cli" --help)" \
    || fail "the packaged CLI does not speak German under de_DE.UTF-8"
fi
"$root/usr/bin/tribolab-cli" export --view patch --field pressure -o "$tmp/patch.png" \
  || fail "the packaged CLI cannot export (its export helper is missing?)"
[ -s "$tmp/patch.png" ] || fail "the packaged export wrote nothing"

# The packaged Python package imports from the unpacked tree and loads the
# packaged libtribo (its extension finds /usr/lib/<multiarch> relative to
# itself), giving the CLI's numbers.
if [ "$python" = yes ]; then
  pyout=$(cd "$tmp" && PYTHONPATH=$root/usr/lib/python3/dist-packages /usr/bin/python3 -c '
import tribolab
print("%.10g" % (tribolab.hertz()["a"] * 1e3))
print(next(l.split()[-1] for l in open("/proc/self/maps") if "libtribo.so" in l))') \
    || fail "the packaged Python package does not import"
  [ "$(echo "$pyout" | sed -n 1p)" = "$(awk -F, 'NR == 2 {print $1}' "$tmp/built")" ] \
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
  echo "lintian (informational, not judged):"
  lintian --tag-display-limit 0 "$tmp"/pkg/*.deb 2>&1 | grep -v 'root privileges' | sed 's/^/  /' || true
fi
for p in $packages; do
  echo "$p $version: $(wc -l < "$tmp/$p.contents") entries; Depends: $(depends "$p")"
done
