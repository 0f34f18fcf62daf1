#!/usr/bin/env bash
# Set everything up (packages, build) and start TriboLab on its default case.
# Extra arguments go to the application.
set -euo pipefail
cd "$(dirname "$0")"
./scripts/setup.sh
if [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  echo "run: no display found; starting TriboLab on a virtual X display (xvfb-run)." >&2
  echo "run: stop it with Ctrl+C." >&2
  # no session bus on a bare virtual display: accessibility off to keep the log quiet
  exec xvfb-run -a -s "-screen 0 1400x900x24" env GDK_BACKEND=x11 GTK_A11Y=none \
    ./build/app/tribolab "$@"
fi
exec ./build/app/tribolab "$@"
