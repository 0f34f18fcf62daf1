#!/usr/bin/env bash
# Build into build-asan/ with AddressSanitizer + UBSan and run the suite.
# Expects the packages of setup.sh (run ./test.sh once first).
set -euo pipefail
cd "$(dirname "$0")/.."
cmake -S . -B build-asan -DCMAKE_BUILD_TYPE=Debug -DTL_SANITIZE=ON -DTL_WERROR=ON
cmake --build build-asan -j"$(nproc)"
cd build-asan
# GL through llvmpipe floods the sanitizers; the GUI tests use the cairo renderer.
ASAN_OPTIONS=detect_leaks=1 ctest --output-on-failure -j"$(nproc)" "$@"
