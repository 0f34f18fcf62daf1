#!/usr/bin/env bash
# Regenerate the README's screenshots (docs/screenshots/*.png) from the built
# window on a virtual display.  Needs xvfb-run, xdotool and ImageMagick's
# `import`.  Usage: scripts/screenshots.sh [OUTPUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-docs/screenshots}
mkdir -p "$out"
app=./build/app/tribolab
[ -x "$app" ] || { echo "build first: ./scripts/setup.sh" >&2; exit 2; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# shot NAME PRESET-OR-EMPTY SECONDS-PLAYING [KEYS…]
shot() {
  local name=$1 preset=$2 play=$3
  shift 3
  APP=$app PRESET=$preset PLAY=$play PNG=$out/$name.png KEYS="$*" \
  XDG_CONFIG_HOME="$tmp/config-$name" xvfb-run -a -s "-screen 0 1280x800x24" sh -c '
    GDK_BACKEND=x11 GTK_A11Y=none "$APP" $PRESET >/dev/null 2>&1 & P=$!
    sleep 3
    WID=$(xdotool search --onlyvisible --name TriboLab | head -1)
    xdotool windowfocus --sync "$WID"
    for k in $KEYS; do xdotool key "$k"; sleep 0.5; done
    if [ "$PLAY" != 0 ]; then xdotool key ctrl+space; sleep "$PLAY"; xdotool key ctrl+space; sleep 0.5; fi
    import -window root -crop 1280x800+0+0 "$PNG"
    kill $P'
  echo "$out/$name.png"
}

# the transient presets at a faster playback, so a few periods run in seconds
sed 's/^time_scale_ms_per_s = .*/time_scale_ms_per_s = 100/' \
  resources/presets/02-sine-10hz-mu1.ini > "$tmp/sine.ini"

shot normal-contact "" 0
shot steady-rolling "" 0 alt+2
shot transient-rolling "$tmp/sine.ini" 4
shot friction-laws "" 0 alt+4
shot stick-slip "" 0 alt+5
shot rolling-resistance resources/presets/12-rolling-two-spheres.ini 0
shot below-the-surface resources/presets/15-subsurface-sliding.ini 0
shot wheel-on-rail "" 6 alt+8  # Δr(y) is tabulated on a worker: wait for it
shot wheelset-on-track "" 4 alt+9  # the run and its bifurcation sweep on workers
