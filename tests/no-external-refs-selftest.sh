#!/bin/sh
# The check of no-external-refs.sh can still fail: in a scratch tree of
# plain files it accepts the project's own docs/cli.md and refuses the same
# name reached through a parent folder, a shared folder or a bare name.
#
# Usage: no-external-refs-selftest.sh SOURCE_DIR
set -u
src=${1:?usage: no-external-refs-selftest.sh SOURCE_DIR}
check="$src/tests/no-external-refs.sh"
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

# a tree of more than 100 files (the check refuses a near-empty listing)
mkdir -p "$tmp/tree/docs"
i=0
while [ $i -lt 110 ]; do
  echo "file $i" >"$tmp/tree/f$i.txt"
  i=$((i + 1))
done

run() { # expected-status, text of README.md
  printf '%s\n' "$2" >"$tmp/tree/README.md"
  sh "$check" "$tmp/tree" >"$tmp/out" 2>&1
  status=$?
  if [ "$status" -ne "$1" ]; then
    echo "expected exit $1, got $status for: $2"
    cat "$tmp/out"
    exit 1
  fi
}

run 0 'The options are listed in docs/cli.md.'
run 0 'See [docs/cli.md](docs/cli.md) for every option.'
# (the names are split with '' so that this file passes the check itself)
run 1 'See ../docs/cli.''md for every option.'
run 1 'See the shared contract, sha''red/docs/cli.''md.'
run 1 'As cli.''md says.'
run 1 'See ../README.''md'
echo "no-external-refs.sh accepts docs/cli.md and refuses outside references"
