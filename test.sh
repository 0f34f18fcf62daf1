#!/usr/bin/env bash
# Set everything up (packages, build) and run the whole test suite with ctest.
# GUI tests start their own virtual display (xvfb-run).
set -euo pipefail
cd "$(dirname "$0")"
./scripts/setup.sh
cd build
ctest --output-on-failure -j"$(nproc)" "$@"
