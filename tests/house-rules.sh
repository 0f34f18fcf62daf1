#!/bin/sh
# The rules of HACKING.md's "Rooms and arrows" that a grep can check, so that
# they hold because a test says so and not because someone remembered them:
#   1. core/ and study/ include no GTK, GDK, cairo or pango header;
#   2. ui/render/ includes no GTK or GDK header (exports run without a display);
#   3. no file under ui/ calls a solver, allocator or stepper of the core: a
#      view's computation is its study's (study/study-<view>.c);
#   4. nothing outside core/ includes a private header of the core (*_internal.h).
# Each broken rule is printed with file:line; the exit status is the count.
#
# Usage: house-rules.sh SOURCE_DIR
set -u
src=${1:?usage: house-rules.sh SOURCE_DIR}
cd "$src" || exit 2

broken=0
report() { # the rule in words, the grep hits
  if [ -n "$2" ]; then
    printf 'house rule broken: %s\n%s\n\n' "$1" "$2"
    broken=$((broken + 1))
  fi
}

report "core/ and study/ are GUI-free: no GTK, GDK, cairo or pango" \
  "$(grep -rnE '#include *[<"](gtk|gdk|cairo|pango)' core study)"
report "ui/render/ draws with cairo and pango only, no GTK or GDK" \
  "$(grep -rnE '#include *[<"](gtk|gdk)/' ui/render)"
# The solver families of the core and the verbs that compute; comment lines
# are passed over.  (The pattern is kept in one line so that a reader can
# paste it into grep.)
solver='\btl_(fastsim|exact|brush|transient|subsurface|wheelrail|wr|stickslip|rolling_demo|friction|steady_curves|traction_field|section|profile|slip_friction)_[a-z0-9_]*(solve|run|step|alloc|compute|update|contact|normal|roll|sweep|curve|init|trace|steady|max|field)[a-z0-9_]* *\('
report "no solver call under ui/: the page or figure calls its view's study" \
  "$(grep -rnE "$solver" ui | grep -vE '^[^:]+:[0-9]+: *(/\*|\*|//)')"
report "the core's private headers (*_internal.h) are the core's alone" \
  "$(grep -rnE '#include *"[a-z_-]+_internal\.h"' study ui app bench python 2>/dev/null)"

if [ "$broken" -eq 0 ]; then
  echo "house rules hold"
fi
exit "$broken"
