#!/usr/bin/env bash
# The Debian package: build it with CPack from this build tree, check its
# name and dependencies, unpack it into a throw-away root (dpkg -x) and run
# the packaged tribolab-cli there: it must print what the build tree's does.
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
for f in ./usr/bin/tribolab ./usr/bin/tribolab-cli ./usr/bin/tribolab-cli-export \
         ./usr/include/tribo/hertz.h ./usr/share/applications/org.tribolab.TriboLab.desktop \
         ./usr/share/locale/de/LC_MESSAGES/tribolab.mo ./usr/share/locale/es/LC_MESSAGES/tribolab.mo; do
  grep -q " $f\$" "$tmp/contents" || fail "$f is not in the package"
done
grep -q 'libtribo\.so\.0' "$tmp/contents" || fail "libtribo.so.0 is not in the package"

root=$tmp/root
dpkg -x "$deb" "$root"
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
echo "$(basename "$deb"): $(wc -l < "$tmp/contents") entries; Depends: $depends"
