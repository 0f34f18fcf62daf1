#!/bin/sh
# Every reference in the repository must lead to something a person who cloned
# it can open: the theory manual (docs/theory*.md), the README, HACKING.md or
# the code.  This test fails, naming file:line, if any tracked file refers to a
# document that lives outside the repository (a specification or source
# documents kept elsewhere, a machine path).
#
# Usage: no-external-refs.sh SOURCE_DIR
set -u
src=${1:?usage: no-external-refs.sh SOURCE_DIR}
cd "$src" || exit 2

# What counts as an outside reference (extended regex, case-insensitive).
# The patterns are split with '' so that this file does not match itself.
pattern='physics(-[a-z-]+)?\.''md|(^|[^a-z_-])cli\.''md|architecture\.''md|gui-''testing|seeds''/|shared''/|/''work/|\.\./[a-z_./-]*\.''md|[0-9]{3}_[0-9a-f]{16}\.''txt'
# The project's own command-line reference, docs/cli.md, may be named; the
# same name under another folder (a parent's, a shared one, an absolute path) may not.
# An allowed mention is blanked before the pattern is applied.
allowed='(^|[][ (`"<>*|:])(docs/cli\.''md)'

list=$(mktemp) || exit 2
trap 'rm -f "$list"' EXIT
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  # tracked files plus new ones not yet committed (ignored build trees left out)
  git ls-files --cached --others --exclude-standard -z | tr '\0' '\n' >"$list"
else
  find . \( -name .git -o -name 'build' -o -name 'build-*' \) -prune -o -type f -print |
    sed 's|^\./||' >"$list"
fi

scanned=0
found=0
while IFS= read -r f; do
  [ -f "$f" ] || continue
  scanned=$((scanned + 1))
  if out=$(sed -E "s#$allowed#\1docs/(this repository's)#g" "$f" | grep -I -n -i -E "$pattern"); then
    printf '%s\n' "$out" | sed "s|^|$f:|" | while IFS= read -r line; do
      printf '%s: refers to a document outside the repository\n' "$line"
    done
    found=$((found + 1))
  fi
done <"$list"

echo "scanned $scanned files"
# A listing that came back (nearly) empty would pass vacuously.
if [ "$scanned" -le 100 ]; then
  echo "only $scanned files scanned: the file listing failed" >&2
  exit 1
fi
if [ "$found" -ne 0 ]; then
  echo "$found file(s) refer to documents outside the repository; cite docs/theory.md §N instead" >&2
  exit 1
fi
exit 0
