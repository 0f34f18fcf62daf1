#!/bin/sh
# po-coverage.sh — every language of po/LINGUAS covers at least 95 % of the
# strings marked in the sources today: its .po is merged with the template
# the build extracts (build/po/tribolab.pot), so a string marked after the
# last translation counts as untranslated, and the merged file must pass
# msgfmt --check (format specifiers identical to the English).
# Usage: po-coverage.sh SOURCE_DIR BUILD_DIR
set -eu
src=$1 build=$2
pot=$build/po/tribolab.pot
[ -s "$pot" ] || { echo "FAIL: $pot missing (build the tribolab-pot target)"; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
total=$(msgattrib --no-wrap "$pot" | grep -c '^msgid ' || true)
total=$((total - 1)) # the header
status=0
for lang in $(grep -v '^#' "$src/po/LINGUAS"); do
  msgmerge --quiet --no-fuzzy-matching -o "$tmp/$lang.po" "$src/po/$lang.po" "$pot"
  if ! msgfmt --check --check-format -o /dev/null "$tmp/$lang.po" 2> "$tmp/err"; then
    cat "$tmp/err"; echo "FAIL: $lang.po does not pass msgfmt --check"; status=1; continue
  fi
  done_n=$(msgattrib --translated --no-obsolete --no-fuzzy --no-wrap "$tmp/$lang.po" | grep -c '^msgid ' || true)
  done_n=$((done_n - 1))
  pct=$((100 * done_n / total))
  echo "$lang: $done_n of $total strings translated ($pct %)"
  if [ "$pct" -lt 95 ]; then
    echo "FAIL: $lang covers less than 95 % of the marked strings:"
    msgattrib --untranslated --no-wrap "$tmp/$lang.po" | grep '^msgid ' | head -20
    status=1
  fi
done
exit $status
