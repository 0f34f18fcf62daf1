#!/usr/bin/env bash
# Run `tribolab-cli bench` N times (default 3) and print each figure's median
# over the runs: medians of medians, for the README's benchmark table.
# Usage: bench/run.sh [RUNS] [bench options, e.g. --only fastsim]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-3}
shift || true
cli=./build/app/tribolab-cli
[ -x "$cli" ] || { echo "build first: ./scripts/setup.sh" >&2; exit 2; }
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for _ in $(seq "$runs"); do "$cli" bench "$@" >>"$tmp"; done
# keys in first-seen order (the sections' own), each with the median of its
# values: number the keys as they first appear, sort by that number and then
# by value, and take the middle of each run of equal keys
awk -F= '!($1 in seen){seen[$1]=++n} {print seen[$1], $1, $2}' "$tmp" | sort -k1,1n -k3,3g |
  awk 'function flush(){if(m){med=(m%2)?a[(m+1)/2]:(a[m/2]+a[m/2+1])/2; printf "%s=%g\n",key,med}}
       $2!=key{flush(); key=$2; m=0} {a[++m]=$3} END{flush()}'
