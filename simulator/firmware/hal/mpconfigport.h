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

#endif
