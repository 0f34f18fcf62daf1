#!/usr/bin/env bash
# Fuzz the readers of user files and the CLI's option parsing for SECONDS in
# all (default 60): presets, creepage tables, rolling replays, lessons and
# command lines.  Builds build-fuzz/ with clang,
# libFuzzer, ASan and UBSan; starts each corpus from resources/presets and
# tests/data; keeps the grown corpora and any crash in build-fuzz/.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-60}
per=$(( seconds / 5 > 0 ? seconds / 5 : 1 ))
CC=clang cmake -S . -B build-fuzz -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTL_FUZZ=ON \
  -DTL_BUILD_GUI=OFF
cmake --build build-fuzz -j"$(nproc)" --target fuzz-preset fuzz-wave-table fuzz-replay fuzz-lesson \
  fuzz-cli
# absolute: the CLI harness works in a directory of its own (it changes into
# it), so a relative corpus path would not find the seeds after the first run
out="$PWD/build-fuzz/corpus"
mkdir -p "$out/preset" "$out/wave-table" "$out/replay" "$out/lesson" "$out/cli" "$out/crashes"
cp resources/presets/*.ini "$out/preset/"
cp resources/lessons/*.ini "$out/lesson/"
cp tests/data/rolling-replay-*.csv "$out/replay/"
printf 't_ms,cx\n0,0.001\n1,0.002\n2,0.004\n' > "$out/wave-table/seed.csv"
printf '# t in s\n0,0\n0.5,0.003\n1,-0.002\n' > "$out/wave-table/seed-s.csv"
for name in preset wave-table replay lesson cli; do # the regression corpus ctest replays
  cp tests/data/fuzz/"$name"/* "$out/$name/"
done
for name in preset wave-table replay lesson cli; do
  echo "== fuzz-$name for ${per} s"
  # the CLI harness runs whole commands: a 10 s timeout is a hang (its
  # budget is 1 ms a run), and their messages on stderr are not shown
  extra=(-max_len=65536)
  [ "$name" = cli ] && extra=(-timeout=10 -close_fd_mask=2 -max_len=4096)
  build-fuzz/fuzz/fuzz-$name "$out/$name" -max_total_time="$per" \
    -artifact_prefix="$out/crashes/$name-" "${extra[@]}"
done
echo "Crashing inputs, if any, are in $out/crashes: copy each into tests/data/fuzz/READER"
echo "(and minimise the grown corpus into it with -merge=1) so that ctest replays them."
