// The pyscript variant of MicroPython 1.27's webassembly port (full features, a heap that grows on
// demand) with the micro:bit V2 firmware's floats: 32-bit (firmware 2.1.2 builds MicroPython 1.18
// with MICROPY_FLOAT_IMPL_FLOAT), printed with 7 significant digits by 1.18's own formatter
// (webassembly-1.27.patch, formatfloat-1.18.c); and the board's heap inside the growing one
// (MICROPY_GC_BOARD_BUDGET, py/gc.c in the patch; module _board_heap).
#define MICROPY_CONFIG_ROM_LEVEL                (MICROPY_CONFIG_ROM_LEVEL_FULL_FEATURES)
#define MICROPY_GC_SPLIT_HEAP                   (1)
#define MICROPY_GC_SPLIT_HEAP_AUTO              (1)
#define MICROPY_FLOAT_IMPL                      (MICROPY_FLOAT_IMPL_FLOAT)
#define MICROPY_GC_BOARD_BUDGET                 (1)
// Room to mark deep structures without rescanning the whole heap (which here grows to megabytes
// of garbage in a run): the board heap's count marks everything live.
#define MICROPY_ALLOC_GC_STACK_SIZE             (4096)
