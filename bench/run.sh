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
# keys in first-seen order, each with the median of its values
awk -F= '!($1 in seen){seen[$1]=1; order[++n]=$1} {print $1, $2}' "$tmp" | sort -k1,1 -k2,2g |
  awk '{v[$1]=v[$1]" "$2; c[$1]++} END{for(k in v){m=split(substr(v[k],2),a," ");
       med=(m%2)?a[(m+1)/2]:(a[m/2]+a[m/2+1])/2; printf "%s=%g\n",k,med}}' | sort
