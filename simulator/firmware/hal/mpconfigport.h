// Our mpconfigport.h: the board's own (src/codal_port/mpconfigport.h, unchanged) and then only what
// WebAssembly needs otherwise. Found before the board's file by the include order of the Makefile.
#ifndef MAQUEEN_FIRMWARE_MPCONFIGPORT_H
#define MAQUEEN_FIRMWARE_MPCONFIGPORT_H

#include "../codal_port/mpconfigport.h"

// No Thumb code can run in WebAssembly: the board's @micropython.asm_thumb is not available.
#undef MICROPY_EMIT_INLINE_THUMB
#define MICROPY_EMIT_INLINE_THUMB (0)

// Non-local returns through setjmp/longjmp (emscripten), registers found by our gchelper.
#define MICROPY_NLR_SETJMP (1)

// Function pointers are table indices in WebAssembly, no Thumb bit.
#undef MICROPY_MAKE_POINTER_CALLABLE
#define MICROPY_MAKE_POINTER_CALLABLE(p) ((void *)(p))

// The VM's mp_execute_bytecode becomes mp_execute_bytecode_vm; hal_trace.c's wraps it to know
// the running frames.
#define MICROPY_WRAP_MP_EXECUTE_BYTECODE(f) f##_vm

// Called before each instruction (vm.c's TRACE_TICK, set by build.sh): a flag test, and the
// host hears main.py's line only while it asked to (hal_trace.c).
extern volatile unsigned char firmware_trace_lines;
void firmware_trace_tick(void *code_state);
#define MICROPY_PORT_TRACE_TICK(code_state) \
    do { \
        if (firmware_trace_lines) { \
            firmware_trace_tick(code_state); \
        } \
    } while (0)

#endif
