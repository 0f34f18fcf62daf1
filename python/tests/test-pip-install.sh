#!/usr/bin/env bash
# `pip install ./python` as a user runs it: a fresh virtual environment with
# the system's packages (Debian's cffi and numpy), the package built by its
# own backend against this build tree (TRIBOLAB_BUILD_DIR) with nothing from
# PyPI, then imported and run from outside the source tree.  Its numbers are
# tribolab-cli's.
# Usage: test-pip-install.sh PYTHON3 BUILD_DIR SOURCE_DIR TRIBOLAB_CLI
set -euo pipefail
python=$1 build=$2 src=$3 cli=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

"$python" -m venv --system-site-packages "$tmp/venv" || fail "python3 -m venv failed (python3-venv)"
before=$(cd "$src" && git status --porcelain --ignored python 2>/dev/null || true)
TRIBOLAB_BUILD_DIR=$build "$tmp/venv/bin/python" -m pip install --no-index --no-cache-dir \
  --disable-pip-version-check "$src/python" > "$tmp/pip.log" 2>&1 \
  || { cat "$tmp/pip.log"; fail "pip install ./python failed"; }
after=$(cd "$src" && git status --porcelain --ignored python 2>/dev/null || true)
[ "$before" = "$after" ] || fail "pip install left files in the source tree: $after"

# from an unrelated folder, with no PYTHONPATH: the venv's copy is the one imported
out=$(cd "$tmp" && env -u PYTHONPATH "$tmp/venv/bin/python" -c '
import tribolab
print(tribolab.__file__)
print(tribolab.__version__)
print("%.10g" % (tribolab.hertz()["a"] * 1e3))
print("%.10g" % tribolab.steady("fastsim", cx=0.002)["f"][0])') \
  || fail "the pip-installed package does not import and run"
file=$(sed -n 1p <<< "$out")
case $file in
  "$tmp/venv/"*) ;;
  *) fail "imported $file, not the venv's copy" ;;
esac
[ "$(sed -n 2p <<< "$out")" = "$("$cli" --version | awk '{print $2}')" ] \
  || fail "version $(sed -n 2p <<< "$out") is not tribolab-cli's"
[ "$(sed -n 3p <<< "$out")" = "$("$cli" hertz | awk -F, 'NR == 2 {print $1}')" ] \
  || fail "hertz a = $(sed -n 3p <<< "$out") mm differs from tribolab-cli's"
[ "$(sed -n 4p <<< "$out")" = "$("$cli" steady --cx 0.002 | awk -F, 'NR == 2 {print $2}')" ] \
  || fail "steady f = $(sed -n 4p <<< "$out") differs from tribolab-cli's"

# a wrong TRIBOLAB_BUILD_DIR is a clear message, not a traceback from deep inside
if TRIBOLAB_BUILD_DIR=$tmp "$tmp/venv/bin/python" -m pip install --no-index --no-cache-dir \
     --disable-pip-version-check "$src/python" > "$tmp/bad.log" 2>&1; then
  fail "pip install succeeded with TRIBOLAB_BUILD_DIR pointing at no build tree"
fi
grep -q "is not a CMake build tree" "$tmp/bad.log" || { cat "$tmp/bad.log"; fail "no clear message"; }
echo "pip install ./python: $file"
