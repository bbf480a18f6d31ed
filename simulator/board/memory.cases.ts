/**
 * Programs and what the micro:bit V2's 64 KB heap does with them, with the guide's library
 * (Next's `maqueen.py`) imported: the table behind simulator/runtime/memory.test.ts, which runs
 * every row through the session the player uses. `board` is what the board does: the
 * MemoryError it ends with (message and line as printed), or the lines it prints when the
 * program fits. `checked: 'host'` = run on a 32-bit host build of MicroPython 1.18 (the
 * firmware's version, unix port, `-X heapsize=64K`) with the library and stand-ins for the
 * firmware's built-in modules; the board has 512 bytes more heap than that build.
 */
export interface MemoryCase {
  name: string;
  code: string;
  board: { error: 'MemoryError'; message: string; line: number } | { output: string[] };
  source: string;
  checked: 'host';
  /**
   * Where the simulator's MemoryError names another request than the board's, why: it keeps the
   * board's total, not its fragments, so a list that needs its next doubling in one piece fails
   * there later, or a later small allocation is the one refused.
   */
  otherRequest?: string;
}

const FW = 'micropython-microbit-v2 v2.1.2 src/codal_port/main.c (static 64 KB heap)';
const GC = 'micropython v1.18 py/gc.c gc_alloc, py/runtime.c m_malloc_fail';
const LIST = 'micropython v1.18 py/objlist.c list_append (capacity doubles)';

// The simulator keeps the board's total, not its fragments (simulator/README.md, "Memory").
const FRAGMENTS =
  'on the board the next doubling must fit in one free piece, which fails earlier; here the ' +
  'total counts, so a later or another allocation is the one refused';

const lines = (...l: string[]) => l.join('\n');

export const MEMORY_CASES: readonly MemoryCase[] = [
  {
    name: 'a list of 100,000 zeros',
    code: lines('from maqueen import *', 'x = [0] * 100000', 'print("fertig")'),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 400000 bytes',
      line: 2,
    },
    source: `${FW}; ${GC}`,
    checked: 'host',
  },
  {
    name: 'a list of 100,000 zeros that is never kept',
    code: lines('from maqueen import *', '[0] * 100000'),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 400000 bytes',
      line: 2,
    },
    source: `${FW}; ${GC}`,
    checked: 'host',
  },
  {
    name: 'a list of 20,000 numbers built in a loop',
    code: lines(
      'from maqueen import *',
      'zahlen = []',
      'for i in range(20000):',
      '    zahlen.append(i)',
      'print(len(zahlen))',
    ),
    // On the board the list stops at 4,096 numbers: the next doubling needs 32 KB in one piece.
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 32768 bytes',
      line: 4,
    },
    source: `${FW}; ${LIST}; ${GC}`,
    checked: 'host',
    otherRequest: FRAGMENTS,
  },
  {
    name: 'a list of 2,000 numbers built in a loop fits',
    code: lines(
      'from maqueen import *',
      'zahlen = []',
      'for i in range(2000):',
      '    zahlen.append(i)',
      'print(len(zahlen))',
    ),
    board: { output: ['2000'] },
    source: `${FW}; ${LIST}`,
    checked: 'host',
  },
  {
    name: 'an endless append ends with MemoryError, not a hang',
    code: lines('from maqueen import *', 'werte = []', 'while True:', '    werte.append(1)'),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 32768 bytes',
      line: 4,
    },
    source: `${FW}; ${LIST}; ${GC}`,
    checked: 'host',
    otherRequest: FRAGMENTS,
  },
  {
    name: 'a text of 100,000 letters',
    code: lines('from maqueen import *', 'text = "x" * 100000'),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 100001 bytes',
      line: 2,
    },
    source: `${FW}; micropython v1.18 py/objstr.c str_binary_op (MP_BINARY_OP_MULTIPLY); ${GC}`,
    checked: 'host',
  },
  {
    name: '1,000 measured floats fit (16 bytes each, as here)',
    code: lines(
      'from maqueen import *',
      'messungen = []',
      'for i in range(1000):',
      '    messungen.append(i * 0.5)',
      'print(len(messungen))',
    ),
    board: { output: ['1000'] },
    source: `${FW}; micropython v1.18 py/objfloat.c mp_obj_new_float (boxed: MICROPY_OBJ_REPR_A)`,
    checked: 'host',
  },
  {
    name: 'a dict of 10,000 entries',
    code: lines(
      'from maqueen import *',
      'tabelle = {}',
      'for i in range(10000):',
      '    tabelle[i] = i',
      'print(len(tabelle))',
    ),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 7352 bytes',
      line: 4,
    },
    source: `${FW}; micropython v1.18 py/map.c mp_map_rehash; ${GC}`,
    checked: 'host',
    otherRequest: FRAGMENTS,
  },
  {
    name: 'a dict of 500 entries fits',
    code: lines(
      'from maqueen import *',
      'tabelle = {}',
      'for i in range(500):',
      '    tabelle[i] = i',
      'print(len(tabelle))',
    ),
    board: { output: ['500'] },
    source: `${FW}; micropython v1.18 py/map.c mp_map_rehash`,
    checked: 'host',
  },
  {
    name: '3,000 texts in a list',
    code: lines(
      'from maqueen import *',
      'zeilen = []',
      'for i in range(3000):',
      '    zeilen.append("Messung %d" % i)',
      'print(len(zeilen))',
    ),
    board: {
      error: 'MemoryError',
      message: 'memory allocation failed, allocating 8192 bytes',
      line: 4,
    },
    source: `${FW}; micropython v1.18 py/objstr.c mp_obj_new_str; ${GC}`,
    checked: 'host',
    otherRequest: FRAGMENTS,
  },
  {
    name: 'a MemoryError the program catches lets it go on',
    code: lines(
      'from maqueen import *',
      'werte = []',
      'try:',
      '    while True:',
      '        werte.append(1)',
      'except MemoryError:',
      '    werte = None',
      '    print("voll")',
    ),
    board: { output: ['voll'] },
    source: `${FW}; ${GC}`,
    checked: 'host',
  },
];
