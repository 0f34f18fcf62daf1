#!/usr/bin/env bash
# Install the Debian 12 packages TriboLab needs (only those missing) and build
# it (Release) into build/.  Used by ./run.sh and ./test.sh; safe to re-run.
set -euo pipefail
cd "$(dirname "$0")/.."

PACKAGES=(
  build-essential cmake pkg-config        # compiler and build system
  libgtk-4-dev libgsl-dev libfftw3-dev     # GTK 4 (with cairo, pango), GSL, FFTW
  fonts-dejavu-core                        # plot text
  libgstreamer1.0-dev libgstreamer-plugins-base1.0-dev # animation export: appsrc, videoconvert
  gstreamer1.0-plugins-good gstreamer1.0-plugins-ugly  # vp8enc, webmmux, mp4mux; x264enc
  gstreamer1.0-libav libgif-dev            # H.264 decoding in the tests; GIF writing (giflib)
  xvfb xauth                               # headless display for the GUI tests
  librsvg2-bin ghostscript                 # the export tests render SVG and PDF back
  desktop-file-utils appstream             # .desktop and metainfo validation tests
  gettext locales                          # translations (xgettext, msgfmt); de/es locales for their tests
  python3-dev python3-cffi python3-numpy   # the Python package (cffi API mode)
  python3-pytest                           # its tests
  libhdf5-dev python3-h5py                 # creep-force tables in HDF5 (C and Python)
  python3-distributed python3-dask         # table builds on a Dask cluster (and its test)
  python3-venv python3-pip                 # `pip install ./python` into a venv (and its test)
  help2man man-db lintian                  # the .deb's man pages from --help; test-deb reads them
                                           # with man -l and prints lintian's verdict
)
# `setup.sh --examples`: also what python/examples/*.py plot with.
if [ "${1:-}" = "--examples" ]; then
  PACKAGES+=(python3-matplotlib)
fi

missing=()
for p in "${PACKAGES[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
  # A fresh machine may have empty package lists.
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y "${missing[@]}"
fi

# The translation tests run the window and the CLI under German and Spanish
# locales; glibc only uses a catalogue when the locale itself exists.
for loc in de_DE es_ES; do
  if ! grep -qix "$loc.utf-\?8" <<< "$(locale -a 2>/dev/null)"; then
    echo "setup: generating the $loc.UTF-8 locale"
    SUDO=""
    if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
    $SUDO localedef -i "$loc" -f UTF-8 "$loc.UTF-8"
  fi
done

cmake -S . -B build -DCMAKE_BUILD_TYPE=Release -DTL_WERROR="${TL_WERROR:-OFF}" \
      -DTL_SANITIZE=OFF -DTL_BUILD_GUI=ON
cmake --build build -j"$(nproc)"
