/**
 * Programs and what the micro:bit V2 (firmware 2.1.2, MicroPython 1.18) does with them: the
 * table behind refuse.test.ts. `expect` is the board's first error (type, message as printed,
 * line), or null when the board runs what the check looks at. `source` is the firmware or
 * MicroPython file that backs the row; `checked` says how the row was confirmed:
 * `host` = run on a host build of MicroPython 1.18 with the firmware's language settings
 * (and, for refusals, on the simulator's 1.27, which accepts it), `source` = read in the
 * source only (the host build lacks the firmware's own modules).
 */
export interface RefusalCase {
  name: string;
  code: string;
  expect: { type: string; message: string; line: number } | null;
  source: string;
  checked: 'host' | 'source';
}

const V118 = 'micropython v1.18';
const FW = 'micropython-microbit-v2 v2.1.2';

const lines = (...l: string[]) => l.join('\n');

export const REFUSAL_CASES: readonly RefusalCase[] = [
  // --- f-strings: the whole program is refused before it runs -----------------------------
  {
    name: 'f-string in print (the issue)',
    code: lines('x = 1', 'print("vor")', 'print(f"wert {x}")'),
    expect: { type: 'SyntaxError', message: 'invalid syntax', line: 3 },
    source: `${V118} py/lexer.c is_string_or_bytes, py/mpconfig.h MICROPY_PY_FSTRINGS (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'f-string in a function never called still stops the program',
    code: lines('def f(x):', "    return f'{x} cm'", 'print("start")'),
    expect: { type: 'SyntaxError', message: 'invalid syntax', line: 2 },
    source: `${V118} py/lexer.c is_string_or_bytes`,
    checked: 'host',
  },
  {
    name: 'raw f-string',
    code: lines('x = 1', 'print(rf"{x}")'),
    expect: { type: 'SyntaxError', message: 'invalid syntax', line: 2 },
    source: `${V118} py/lexer.c is_string_or_bytes (rf only with MICROPY_PY_FSTRINGS)`,
    checked: 'host',
  },
  {
    name: 'triple-quoted f-string: the line it starts on',
    code: lines('x = 1', 's = f"""a', '{x}"""'),
    expect: { type: 'SyntaxError', message: 'invalid syntax', line: 2 },
    source: `${V118} py/lexer.c is_string_or_bytes`,
    checked: 'host',
  },
  {
    name: 'f-strings inside strings and comments are text',
    code: lines('print("f\'x\' and f\\"y\\"")  # f"z"', "s = 'if'"),
    expect: null,
    source: `${V118} py/lexer.c parse_string_literal`,
    checked: 'host',
  },
  {
    name: 'upper-case F"…": both versions refuse it, the simulator reports it itself',
    code: lines('x = 1', 'print(F"{x}")'),
    expect: null,
    source: `${V118} py/lexer.c is_string_or_bytes (lower-case prefixes only, also in 1.27)`,
    checked: 'host',
  },
  {
    name: 'a parse error comes before an ImportError on an earlier line',
    code: lines('import json', 'print(f"x")'),
    expect: { type: 'SyntaxError', message: 'invalid syntax', line: 2 },
    source: `${V118} py/parse.c mp_parse (the whole file is parsed before it runs)`,
    checked: 'host',
  },
  {
    name: 'walrus := is there (MICROPY_PY_ASSIGN_EXPR is CORE_FEATURES)',
    code: lines('if (n := 3) > 2:', '    print(n)'),
    expect: null,
    source: `${V118} py/mpconfig.h MICROPY_PY_ASSIGN_EXPR (CORE_FEATURES)`,
    checked: 'host',
  },
  // --- call syntax ---------------------------------------------------------------------------
  {
    name: 'two *args in one call',
    code: lines('a = [1]', 'b = [2]', 'print(*a, *b)'),
    expect: { type: 'SyntaxError', message: "can't have multiple *x", line: 3 },
    source: `${V118} py/compile.c compile_trailer_paren_helper`,
    checked: 'host',
  },
  {
    name: 'two **kwargs in one call',
    code: lines('def f(**k):', '    print(k)', "f(**{'a': 1}, **{'b': 2})"),
    expect: { type: 'SyntaxError', message: "can't have multiple **x", line: 3 },
    source: `${V118} py/compile.c compile_trailer_paren_helper`,
    checked: 'host',
  },
  {
    name: 'a positional argument after *args',
    code: lines('a = [1]', 'print(*a, 2)'),
    expect: { type: 'SyntaxError', message: 'non-keyword arg after */**', line: 2 },
    source: `${V118} py/compile.c compile_trailer_paren_helper`,
    checked: 'host',
  },
  {
    name: 'a keyword after *args, and *args/**kw in a def, are fine',
    code: lines(
      'def f(*args, **kw):',
      '    print(*args, sep="-", **kw)',
      'f(1, 2, *[3], end="!\\n")',
    ),
    expect: null,
    source: `${V118} py/compile.c compile_trailer_paren_helper`,
    checked: 'host',
  },
  // --- const() -------------------------------------------------------------------------------
  {
    name: 'const() of a float',
    code: lines('from micropython import const', 'SPEED = const(1.5)'),
    expect: { type: 'SyntaxError', message: 'constant must be an integer', line: 2 },
    source: `${V118} py/parse.c fold_constants`,
    checked: 'host',
  },
  {
    name: 'const() of a string',
    code: lines('from micropython import const', 'NAME = const("robo")'),
    expect: { type: 'SyntaxError', message: 'constant must be an integer', line: 2 },
    source: `${V118} py/parse.c fold_constants`,
    checked: 'host',
  },
  {
    name: 'const() of folded integers is fine',
    code: lines(
      'from micropython import const',
      'A = const(1 << 4)',
      'B = const(A * 2 - 1)',
      'print(B)',
    ),
    expect: null,
    source: `${V118} py/parse.c fold_constants (MICROPY_COMP_CONST_FOLDING, CORE_FEATURES)`,
    checked: 'host',
  },
  // --- modules -------------------------------------------------------------------------------
  {
    name: 'import json',
    code: lines('print(1)', 'import json'),
    expect: { type: 'ImportError', message: "no module named 'json'", line: 2 },
    source: `${V118} py/builtinimport.c; py/mpconfig.h MICROPY_PY_UJSON (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'import re in a list of modules',
    code: 'import math, re',
    expect: { type: 'ImportError', message: "no module named 're'", line: 1 },
    source: `${V118} py/builtinimport.c; py/mpconfig.h MICROPY_PY_URE (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'import asyncio',
    code: 'import asyncio',
    expect: { type: 'ImportError', message: "no module named 'asyncio'", line: 1 },
    source: `${V118} py/mpconfig.h MICROPY_PY_UASYNCIO (EXTRA_FEATURES); no frozen asyncio in ${FW} src/codal_port/manifest.py`,
    checked: 'host',
  },
  {
    name: 'from js import document',
    code: 'from js import document',
    expect: { type: 'ImportError', message: "no module named 'js'", line: 1 },
    source: `${FW} src/codal_port/mpconfigport.h MICROPY_PORT_BUILTIN_MODULES (no js)`,
    checked: 'host',
  },
  {
    name: 'the board has music, radio, speech, audio, power, log, os (the simulator may not yet)',
    code: 'import music, radio, speech, audio, power, log, os',
    expect: null,
    source: `${FW} src/codal_port/mpconfigport.h MICROPY_PORT_BUILTIN_MODULES`,
    checked: 'source',
  },
  {
    name: 'u-less names reach the built-in u-modules (weak links)',
    code: lines(
      'import collections, struct, random, sys, array, errno, gc, math, micropython',
      'import ucollections, ustruct, urandom, usys, uarray, uerrno',
      'print("ok")',
    ),
    expect: null,
    source: `${V118} py/builtinimport.c MICROPY_MODULE_WEAK_LINKS (on in ${FW} mpconfigport.h), py/objmodule.c`,
    checked: 'host',
  },
  {
    name: 'time is utime, neopixel is frozen, machine and microbit are built in',
    code: lines(
      'import time, utime, neopixel',
      'from machine import time_pulse_us',
      'from microbit import *',
    ),
    expect: null,
    source: `${FW} src/codal_port/mpconfigport.h, src/codal_port/manifest.py`,
    checked: 'source',
  },
  {
    name: 'import uos: the board registers os only',
    code: 'import uos',
    expect: { type: 'ImportError', message: "no module named 'uos'", line: 1 },
    source: `${FW} src/codal_port/mpconfigport.h MICROPY_PORT_BUILTIN_MODULES (os, no uos)`,
    checked: 'source',
  },
  {
    name: 'import os.path: board modules have no submodules',
    code: 'import os.path',
    expect: { type: 'ImportError', message: "no module named 'os.path'", line: 1 },
    source: `${V118} py/builtinimport.c; ${FW} src/codal_port/modos.c`,
    checked: 'host',
  },
  {
    name: "the guide's library beside the program",
    code: lines('from maqueen import *', 'import maqueen'),
    expect: null,
    source: `${V118} py/builtinimport.c (files on the board's filesystem)`,
    checked: 'source',
  },
  {
    name: 'import json in a try body may be caught',
    code: lines('try:', '    import json', 'except ImportError:', '    json = None'),
    expect: null,
    source: `${V118} py/builtinimport.c (ImportError at run time, caught)`,
    checked: 'host',
  },
  // --- module attributes ---------------------------------------------------------------------
  {
    name: 'math.factorial (the issue)',
    code: lines('import math', 'print(math.factorial(5))'),
    expect: {
      type: 'AttributeError',
      message: "'module' object has no attribute 'factorial'",
      line: 2,
    },
    source: `${V118} py/modmath.c, py/mpconfig.h MICROPY_PY_MATH_FACTORIAL (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'math.isclose (the issue)',
    code: lines('import math', 'if math.isclose(0.1 + 0.2, 0.3):', '    print("gleich")'),
    expect: {
      type: 'AttributeError',
      message: "'module' object has no attribute 'isclose'",
      line: 2,
    },
    source: `${V118} py/modmath.c, py/mpconfig.h MICROPY_PY_MATH_ISCLOSE (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'math.inf without a call',
    code: lines('import math', 'kleinste = math.inf'),
    expect: { type: 'AttributeError', message: "'module' object has no attribute 'inf'", line: 2 },
    source: `${V118} py/modmath.c (no MICROPY_PY_MATH_CONSTANTS before 1.19)`,
    checked: 'host',
  },
  {
    name: 'math.log10 under another name',
    code: lines('import math as m', 'print(m.log10(100))'),
    expect: {
      type: 'AttributeError',
      message: "'module' object has no attribute 'log10'",
      line: 2,
    },
    source: `${V118} py/modmath.c MICROPY_PY_MATH_SPECIAL_FUNCTIONS (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'from math import inf',
    code: 'from math import sqrt, inf',
    expect: { type: 'ImportError', message: "can't import name inf", line: 1 },
    source: `${V118} py/runtime.c mp_import_from, py/modmath.c`,
    checked: 'host',
  },
  {
    name: 'from math import * does not bring tau',
    code: lines('from math import *', 'print(2 * pi)', 'print(tau)'),
    expect: { type: 'NameError', message: "name 'tau' isn't defined", line: 3 },
    source: `${V118} py/runtime.c mp_load_global, py/modmath.c`,
    checked: 'host',
  },
  {
    name: 'math.sqrt, math.pi, math.atan2 are there',
    code: lines('import math', 'print(math.sqrt(2), math.pi, math.atan2(1, 1))'),
    expect: null,
    source: `${V118} py/modmath.c`,
    checked: 'host',
  },
  {
    name: 'sys.stdout',
    code: lines('import sys', 'sys.stdout.write("hallo\\n")'),
    expect: {
      type: 'AttributeError',
      message: "'module' object has no attribute 'stdout'",
      line: 2,
    },
    source: `${V118} py/modsys.c, py/mpconfig.h MICROPY_PY_SYS_STDFILES (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'time.time(): the board has no clock',
    code: lines('import time', 'start = time.time()'),
    expect: { type: 'AttributeError', message: "'module' object has no attribute 'time'", line: 2 },
    source: `${FW} src/codal_port/modutime.c utime_module_globals_table`,
    checked: 'source',
  },
  {
    name: 'time.ticks_ms and ticks_diff are there',
    code: lines(
      'import time',
      'start = time.ticks_ms()',
      'print(time.ticks_diff(time.ticks_ms(), start))',
    ),
    expect: null,
    source: `${FW} src/codal_port/modutime.c utime_module_globals_table`,
    checked: 'source',
  },
  {
    name: 'from collections import deque',
    code: 'from collections import OrderedDict, deque',
    expect: { type: 'ImportError', message: "can't import name deque", line: 1 },
    source: `${V118} py/modcollections.c MICROPY_PY_COLLECTIONS_DEQUE (EXTRA_FEATURES)`,
    checked: 'host',
  },
  // --- methods -------------------------------------------------------------------------------
  {
    name: '"ab".center() (the issue)',
    code: 'print("ab".center(6))',
    expect: { type: 'AttributeError', message: "'str' object has no attribute 'center'", line: 1 },
    source: `${V118} py/objstrunicode.c, py/mpconfig.h MICROPY_PY_BUILTINS_STR_CENTER (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: '.partition() on a variable',
    code: lines('zeile = "a=b"', 'name, _, wert = zeile.partition("=")'),
    expect: {
      type: 'AttributeError',
      message: "'str' object has no attribute 'partition'",
      line: 2,
    },
    source: `${V118} py/objstrunicode.c, py/mpconfig.h MICROPY_PY_BUILTINS_STR_PARTITION (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: '.splitlines()',
    code: lines('text = "a\\nb"', 'for zeile in text.splitlines():', '    print(zeile)'),
    expect: {
      type: 'AttributeError',
      message: "'str' object has no attribute 'splitlines'",
      line: 2,
    },
    source: `${V118} py/objstrunicode.c, py/mpconfig.h MICROPY_PY_BUILTINS_STR_SPLITLINES (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'bytes .hex()',
    code: 'print(b"ab".hex())',
    expect: { type: 'AttributeError', message: "'bytes' object has no attribute 'hex'", line: 1 },
    source: `${V118} py/objstr.c str8_locals_dict_table (bytes.hex since 1.20)`,
    checked: 'host',
  },
  {
    name: 'bytes.fromhex on the type',
    code: 'daten = bytes.fromhex("6162")',
    expect: {
      type: 'AttributeError',
      message: "type object 'bytes' has no attribute 'fromhex'",
      line: 1,
    },
    source: `${V118} py/runtime.c mp_load_method ("type object '%q' has no attribute '%q'")`,
    checked: 'host',
  },
  {
    name: '.zfill(): neither version has it, the board message all the same',
    code: lines('name = "7"', 'print(name.zfill(3))'),
    expect: { type: 'AttributeError', message: "'str' object has no attribute 'zfill'", line: 2 },
    source: `${V118} py/objstrunicode.c struni_locals_dict_table`,
    checked: 'host',
  },
  {
    name: "the pupil's own method named center",
    code: lines(
      'class Feld:',
      '    def center(self):',
      '        return 5',
      'print(Feld().center())',
    ),
    expect: null,
    source: `${V118} py/runtime.c mp_load_method (instance attributes first)`,
    checked: 'host',
  },
  {
    name: 'an attribute named like a missing method, not called',
    code: lines('class Buch:', '    title = "Robo"', 'b = Buch()', 'print(b.title)'),
    expect: null,
    source: `${V118} py/runtime.c mp_load_method`,
    checked: 'host',
  },
  {
    name: 'startswith with a tuple of prefixes',
    code: lines('befehl = "vor"', 'if befehl.startswith(("v", "r")):', '    print("fahren")'),
    expect: {
      type: 'TypeError',
      message: "can't convert 'tuple' object to str implicitly",
      line: 2,
    },
    source: `${V118} py/objstr.c str_startswith, bad_implicit_conversion`,
    checked: 'host',
  },
  {
    name: 'endswith with a start index',
    code: 'print("abc".endswith("c", 1))',
    expect: { type: 'NotImplementedError', message: 'start/end indices', line: 1 },
    source: `${V118} py/objstr.c str_endswith`,
    checked: 'host',
  },
  {
    name: 'startswith with one prefix and a start is fine',
    code: 'print("abc".startswith("b", 1), "abc".endswith("c"))',
    expect: null,
    source: `${V118} py/objstr.c str_startswith (2 to 3 arguments)`,
    checked: 'host',
  },
  // --- built-ins -----------------------------------------------------------------------------
  {
    name: 'round(1234, -2) (the issue)',
    code: 'print(round(1234, -2))',
    expect: { type: 'NotImplementedError', message: '', line: 1 },
    source: `${V118} py/modbuiltins.c mp_builtin_round, py/mpconfig.h MICROPY_PY_BUILTINS_ROUND_INT (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'round(5, 1): any digits on an int',
    code: 'print(round(5, 1))',
    expect: { type: 'NotImplementedError', message: '', line: 1 },
    source: `${V118} py/modbuiltins.c mp_builtin_round`,
    checked: 'host',
  },
  {
    name: 'round on floats is fine, also with negative digits',
    code: 'print(round(2.675, 2), round(1234.0, -2), round(7.5))',
    expect: null,
    source: `${V118} py/modbuiltins.c mp_builtin_round (float branch)`,
    checked: 'host',
  },
  {
    name: 'round(x, 1) with a variable: its type is unknown here, so no refusal',
    code: lines('x = 12', 'print(round(x, 1))'),
    expect: null,
    source: 'simulator/board/refuse.ts (documented miss: the board raises NotImplementedError)',
    checked: 'host',
  },
  {
    name: 'pow with three arguments',
    code: 'print(pow(2, 10, 7))',
    expect: { type: 'NotImplementedError', message: '3-arg pow() not supported', line: 1 },
    source: `${V118} py/modbuiltins.c mp_builtin_pow, py/mpconfig.h MICROPY_PY_BUILTINS_POW3 (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'next with a default',
    code: lines('werte = iter([])', 'print(next(werte, 0))'),
    expect: {
      type: 'TypeError',
      message: 'function takes 1 positional arguments but 2 were given',
      line: 2,
    },
    source: `${V118} py/modbuiltins.c mp_builtin_next, py/mpconfig.h MICROPY_PY_BUILTINS_NEXT2 (0)`,
    checked: 'host',
  },
  {
    name: 'NotImplemented',
    code: lines(
      'class A:',
      '    def __eq__(self, other):',
      '        return NotImplemented',
      'print(A() == 1)',
    ),
    expect: { type: 'NameError', message: "name 'NotImplemented' isn't defined", line: 3 },
    source: `${V118} py/modbuiltins.c MICROPY_PY_BUILTINS_NOTIMPLEMENTED (EXTRA_FEATURES)`,
    checked: 'host',
  },
  {
    name: 'the first run-time refusal by line',
    code: lines('import math', 'print(math.factorial(3))', 'import json'),
    expect: {
      type: 'AttributeError',
      message: "'module' object has no attribute 'factorial'",
      line: 2,
    },
    source: `${V118} py/runtime.c (the program stops at the first error it runs into)`,
    checked: 'host',
  },
];
