#!/usr/bin/env bash
# Builds ../micropython.mjs and ../micropython.wasm: MicroPython 1.27.0's webassembly port with the
# micro:bit V2 firmware's 32-bit floats (see ../README.md). Needs emscripten 3.1.6 (Debian 12:
# `apt install emscripten`) and a MicroPython v1.27.0 source tree with lib/micropython-lib.
set -euo pipefail
source_dir=${1:?usage: build.sh <micropython v1.27.0 source tree>}
here=$(cd "$(dirname "$0")" && pwd)
package_dir=$(dirname "$here")
if ! emcc --version | grep -q ' 3\.1\.6 '; then
  echo "build.sh: postprocess.mjs fits the output of emscripten 3.1.6; found: $(emcc --version | head -1)" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
tar -C "$source_dir" --exclude=.git -cf - . | tar -C "$work" -xf -
cd "$work"
patch -p1 --forward < "$here/webassembly-1.27.patch"
cp "$here/formatfloat-1.18.c" py/formatfloat.c
# The release's date in the version banner, so the same sources make the same files.
export SOURCE_DATE_EPOCH=1765291456
# emscripten's JavaScript optimiser needs Debian's acorn (package node-acorn).
export NODE_PATH=/usr/share/nodejs
make -C mpy-cross -j"$(nproc)"
make -C ports/webassembly VARIANT_DIR="$here/microbit" BUILD=build-microbit -j"$(nproc)"
node "$here/postprocess.mjs" ports/webassembly/build-microbit "$package_dir"
