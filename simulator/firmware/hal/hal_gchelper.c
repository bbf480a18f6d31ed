// Our replacement of shared/runtime/gchelper_m3.s + gchelper_native.c (they read the Cortex-M's
// registers). WebAssembly keeps many values in locals the collector cannot see; emscripten can
// hand them over: emscripten_scan_registers unwinds the call stack with Asyncify (hence
// -s ASYNCIFY in the Makefile) and passes the spilled locals, emscripten_scan_stack the C stack.
// MicroPython 1.18's own JavaScript port (ports/javascript/main.c) collects the same way.
#include <emscripten.h>
#include "py/mpstate.h"
#include "py/gc.h"
#include "shared/runtime/gchelper.h"

static void scan(void *begin, void *end) {
    gc_collect_root((void **)begin, ((uintptr_t)end - (uintptr_t)begin) / sizeof(uintptr_t));
}

MP_NOINLINE void gc_helper_collect_regs_and_stack(void) {
    emscripten_scan_stack(scan);
    emscripten_scan_registers(scan);
}
