#!/usr/bin/env bash
# Random input into the real window for a long while (default ten minutes):
# page switches, sliders at their ends, garbage typed into fields, presets,
# lessons, presentation mode, resizes, exports.  Needs a build (./test.sh) and
# xvfb-run.  Usage: scripts/monkey.sh [SECONDS [SEED]]; a failing run prints
# its seed, and the same seed replays it.
set -euo pipefail
cd "$(dirname "$0")/.."
export TL_MONKEY_SECONDS=${1:-600}
[ $# -ge 2 ] && export TL_MONKEY_SEED=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# the environment ctest gives the GUI tests (tests/CMakeLists.txt)
env G_DEBUG=fatal-criticals LC_ALL=C TL_PRESETS="$PWD/resources/presets" GDK_BACKEND=x11 \
    GTK_A11Y=none GSK_RENDERER=cairo GDK_DEBUG=gl-disable NO_AT_BRIDGE=1 \
    XDG_CONFIG_HOME="$tmp/config" XDG_DATA_HOME="$tmp/data" \
    xvfb-run -a -s "-screen 0 1400x900x24" build/tests/test-gui-monkey
