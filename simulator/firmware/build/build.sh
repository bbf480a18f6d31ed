#!/usr/bin/env bash
# Builds ../firmware.mjs and ../firmware.wasm: the micro:bit V2 firmware
# microbit-foundation/micropython-microbit-v2 at tag v2.1.2 (MicroPython v1.18, da4b38e) with our
# HAL (../hal), compiled by emscripten 3.1.6 (Debian 12: `apt-get install -y emscripten`).
#
#   bash simulator/firmware/build/build.sh <micropython-microbit-v2 git dir> <micropython git dir>
#
# Both arguments are git repositories (bare or not) holding tag v2.1.2 and commit da4b38e.
set -euo pipefail
firmware_git=${1:?usage: build.sh <micropython-microbit-v2 git dir> <micropython git dir>}
micropython_git=${2:?usage: build.sh <micropython-microbit-v2 git dir> <micropython git dir>}
firmware_tag=v2.1.2
micropython_commit=da4b38e7562dfa451917f9d7f344a7f26de8c7bd
here=$(cd "$(dirname "$0")" && pwd)
package_dir=$(dirname "$here")
if ! emcc --version | grep -q ' 3\.1\.6 '; then
  echo "build.sh: needs emscripten 3.1.6; found: $(emcc --version | head -1)" >&2
  exit 1
fi
# The submodule lib/micropython of the tag must be the commit we name.
pinned=$(git -C "$firmware_git" ls-tree "$firmware_tag" lib/micropython | awk '{print $3}')
if [ "$pinned" != "$micropython_commit" ]; then
  echo "build.sh: $firmware_tag pins lib/micropython at $pinned, expected $micropython_commit" >&2
  exit 1
fi
# FIRMWARE_WORK=<dir> keeps the build there for incremental rebuilds while working on the HAL.
if [ -n "${FIRMWARE_WORK:-}" ]; then
  work=$FIRMWARE_WORK
else
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
fi
if [ ! -d "$work/fw/lib/micropython/py" ]; then
  mkdir -p "$work/fw/lib/micropython"
  git -C "$firmware_git" archive "$firmware_tag" | tar -x -C "$work/fw"
  git -C "$micropython_git" archive "$micropython_commit" | tar -x -C "$work/fw/lib/micropython"
fi
# vm.c's TRACE_TICK is empty without sys.settrace (which this build leaves off, as the board
# does); ours lets the host follow main.py line by line (hal/hal_trace.c). mpy-cross compiles the
# same vm.c, so the new definition only applies where our mpconfigport.h defines the hook.
vm_c="$work/fw/lib/micropython/py/vm.c"
empty_tick='#define TRACE_TICK(current_ip, current_sp, is_exception)'
if ! grep -q 'MICROPY_PORT_TRACE_TICK(code_state)$' "$vm_c"; then
  [ "$(grep -cx "$empty_tick" "$vm_c")" = 1 ] || { echo "build.sh: vm.c's TRACE_TICK is not as expected" >&2; exit 1; }
  sed -i "s/^$empty_tick\$/#ifdef MICROPY_PORT_TRACE_TICK\n$empty_tick MICROPY_PORT_TRACE_TICK(code_state)\n#else\n$empty_tick\n#endif/" "$vm_c"
fi
mkdir -p "$work/fw/src/wasm_hal"
cp -r "$package_dir/hal/." "$work/fw/src/wasm_hal/"
cp "$here/Makefile" "$work/fw/src/wasm_hal/Makefile"
# The tag's date in the version banner, so the same sources make the same files.
export SOURCE_DATE_EPOCH=$(git -C "$firmware_git" log -1 --format=%ct "$firmware_tag")
# emscripten's JavaScript optimiser needs Debian's acorn (package node-acorn).
export NODE_PATH=/usr/share/nodejs
cd "$work/fw"
make -C lib/micropython/mpy-cross -j"$(nproc)" >/dev/null
make -C src/wasm_hal -j"$(nproc)" BUILD=build ${MAKE_KEEP_GOING:-}
node "$here/postprocess.mjs" src/wasm_hal/build "$package_dir"
