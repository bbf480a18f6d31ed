/**
 * The memory of the micro:bit V2, written once: how much heap a program has there
 * (simulator/README.md, "Memory", says how the figures were found, how sure they are and how
 * the simulator keeps to them).
 *
 * - Firmware 2.1.2 (`src/codal_port/main.c`) gives MicroPython a static 64 KB heap. MicroPython
 *   1.18's `gc_init` (py/gc.c) takes its allocation table from it: without finalisers (off at
 *   `MICROPY_CONFIG_ROM_LEVEL_CORE_FEATURES`, the firmware's level) 65536 / 65 = 1008 table
 *   bytes for 4032 blocks of 16 bytes, so `gc.mem_free() + gc.mem_alloc()` is 64,512 bytes.
 * - The firmware itself keeps a few objects on that heap before `main.py` runs (`mp_init`: the
 *   loaded-modules dict, `__main__`'s dict, `sys.path`, `sys.argv`).
 * - The rest holds the program's compiled code, the code of `maqueen.py` and what it imports,
 *   and the program's data. MicroPython 1.18 compiles to larger code than the simulator's 1.27:
 *   the guide's libraries take 7 to 27 % more bytes there (importing each version on a 32-bit
 *   host build of 1.18 and on the simulator's 1.27).
 */
export const BOARD_MEMORY = {
  /** `gc.mem_free() + gc.mem_alloc()` on the board. */
  heapBytes: 64_512,
  /** What the firmware holds on the heap before the program (estimate, 0.1 to 0.3 KB). */
  firmwareBytes: 256,
} as const;
