// The pyscript variant of MicroPython 1.27's webassembly port (full features, a heap that grows on
// demand) with the micro:bit V2 firmware's floats: 32-bit (firmware 2.1.2 builds MicroPython 1.18
// with MICROPY_FLOAT_IMPL_FLOAT), printed with 7 significant digits by 1.18's own formatter
// (webassembly-1.27.patch, formatfloat-1.18.c).
#define MICROPY_CONFIG_ROM_LEVEL                (MICROPY_CONFIG_ROM_LEVEL_FULL_FEATURES)
#define MICROPY_GC_SPLIT_HEAP                   (1)
#define MICROPY_GC_SPLIT_HEAP_AUTO              (1)
#define MICROPY_FLOAT_IMPL                      (MICROPY_FLOAT_IMPL_FLOAT)
