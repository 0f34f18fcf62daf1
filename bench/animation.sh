#!/usr/bin/env bash
# Frames per second of `export --animate` for the transient view at 1280 x 720
# (120 frames: the thesis 10 Hz loop, 200 ms of contact time in 4 s at 30 fps),
# drawing and encoding together, as the median of RUNS runs (default 3) per
# format.  Prints `animation.FORMAT_fps=VALUE` lines like `tribolab-cli bench`.
# Usage: bench/animation.sh [RUNS] [formats, default: webm mp4 gif]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
formats=${*:-webm mp4 gif}
cli=./build/app/tribolab-cli
[ -x "$cli" ] || { echo "build first: ./scripts/setup.sh" >&2; exit 2; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
frames=120
for f in $formats; do
  for _ in $(seq "$runs"); do
    t0=$(date +%s.%N)
    "$cli" export --view transient --animate --fps 30 --video-s 4 --duration-ms 200 \
      --width-px 1280 --height-px 720 -o "$dir/bench.$f"
    t1=$(date +%s.%N)
    echo "$t0 $t1" | awk -v n=$frames '{printf "%.6g\n", n / ($2 - $1)}'
  done | sort -g | awk -v f="$f" '{a[++m]=$1} END{printf "animation.%s_fps=%g\n", f, (m%2)?a[(m+1)/2]:(a[m/2]+a[m/2+1])/2}'
done
