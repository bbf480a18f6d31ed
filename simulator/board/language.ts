/**
 * The language of the micro:bit V2, written once: what the board's Python (firmware 2.1.2 =
 * MicroPython 1.18 at the firmware's settings) lacks compared with the simulator's
 * MicroPython 1.27 (WebAssembly, `pyscript` variant), with the error the board raises, its
 * English message as the board prints it and a German explanation for pupils.
 *
 * Read from the sources, not guessed:
 * - The firmware (microbit-foundation/micropython-microbit-v2, tag v2.1.2) builds MicroPython
 *   at commit da4b38e = tag v1.18 (`lib/micropython`). `src/codal_port/mpconfigport.h` sets
 *   no `MICROPY_CONFIG_ROM_LEVEL`, so py/mpconfig.h's default applies:
 *   `MICROPY_CONFIG_ROM_LEVEL_CORE_FEATURES`; every feature at EXTRA_FEATURES or above is off
 *   unless mpconfigport.h switches it on (it does for unicode str, memoryview, frozenset,
 *   input, help, OrderedDict, sys.maxsize, uerrno, urandom with its extra functions, machine).
 *   Error messages are `MICROPY_ERROR_REPORTING_NORMAL` (the CORE_FEATURES default).
 * - The simulator's 1.27 is `ports/webassembly/variants/pyscript` at
 *   `MICROPY_CONFIG_ROM_LEVEL_FULL_FEATURES`, built with the board's 32-bit floats
 *   (simulator/micropython; its language is the pyscript variant's otherwise).
 * - Every difference was also checked by running both: a host build of MicroPython 1.18 with
 *   the firmware's language settings and the pyscript variant's 1.27 (then the npm package; see
 *   simulator/board/README.md).
 *
 * Used by `refuse.ts` (the pupil's program in the player, Prüfen and the example runner) and
 * by the example runner's device lint (tools/doc-examples/compat-lint.ts).
 */

/** The firmware this file describes. */
export const FIRMWARE = {
  release: '2.1.2',
  micropython: '1.18',
  romLevel: 'MICROPY_CONFIG_ROM_LEVEL_CORE_FEATURES',
  floatImpl: 'MICROPY_FLOAT_IMPL_FLOAT',
} as const;

/** One thing the board lacks: the error it raises and what to tell the pupil. */
export interface BoardError {
  /** The exception the board raises (`SyntaxError`, `ImportError` …). */
  type: string;
  /** Its English message as the board prints it after `Type: `. */
  message: string;
  /** A short English name of what is missing, for tool output (`f-strings`, `math.factorial`). */
  what: string;
  /** German, for a 14-year-old: the micro:bit lacks it, and what to write instead. */
  german: string;
  /** The firmware or MicroPython source that backs it. */
  source: string;
}

// --- Sources -------------------------------------------------------------------------------

const MP = 'micropython v1.18';
const PORT = 'micropython-microbit-v2 v2.1.2 src/codal_port/mpconfigport.h';
const WEAK_LINK = `${MP} py/builtinimport.c MICROPY_MODULE_WEAK_LINKS (on in ${PORT}): "import x" finds built-in "ux"`;

// --- Modules -------------------------------------------------------------------------------

/** A module the board can import. */
export interface BoardModule {
  /** The module it is (`time` for `utime` too), which names its missing attributes below. */
  module: string;
  source: string;
}

const core = (module: string, flag: string): BoardModule => ({
  module,
  source: `${MP} py/objmodule.c mp_builtin_module_table, ${flag}`,
});
const port = (module: string): BoardModule => ({
  module,
  source: `${PORT} MICROPY_PORT_BUILTIN_MODULES`,
});
const weak = (module: string, flag: string): BoardModule => ({
  module,
  source: `${WEAK_LINK}; ${flag}`,
});

/**
 * Every name `import` finds on the board (built-in and frozen modules). Files beside the
 * program (the guide's `maqueen.py`) come on top; `refuse.ts` takes them as an option.
 */
export const BOARD_MODULES: Readonly<Record<string, BoardModule>> = {
  __main__: core('__main__', 'always'),
  builtins: core('builtins', 'always'),
  micropython: core('micropython', 'always'),
  math: core('math', 'MICROPY_PY_MATH (CORE_FEATURES)'),
  gc: core('gc', 'MICROPY_PY_GC (CORE_FEATURES)'),
  ucollections: core('collections', 'MICROPY_PY_COLLECTIONS (CORE_FEATURES)'),
  collections: weak('collections', 'ucollections'),
  ustruct: core('struct', 'MICROPY_PY_STRUCT (CORE_FEATURES)'),
  struct: weak('struct', 'ustruct'),
  usys: core('sys', 'MICROPY_PY_SYS (CORE_FEATURES)'),
  sys: weak('sys', 'usys'),
  uarray: {
    module: 'array',
    source: `${MP} py/modarray.c MP_REGISTER_MODULE, MICROPY_PY_ARRAY (CORE_FEATURES)`,
  },
  array: weak('array', 'uarray'),
  uerrno: core('errno', `MICROPY_PY_UERRNO = 1 in ${PORT}`),
  errno: weak('errno', 'uerrno'),
  urandom: core('random', `MICROPY_PY_URANDOM = 1 in ${PORT}`),
  random: weak('random', 'urandom'),
  antigravity: port('antigravity'),
  audio: port('audio'),
  log: port('log'),
  love: port('love'),
  machine: port('machine'),
  microbit: port('microbit'),
  music: port('music'),
  os: port('os'),
  power: port('power'),
  radio: port('radio'),
  speech: port('speech'),
  this: port('this'),
  utime: port('time'),
  time: weak('time', 'utime (src/codal_port/modutime.c)'),
  neopixel: {
    module: 'neopixel',
    source: 'micropython-microbit-v2 v2.1.2 src/codal_port/manifest.py (frozen)',
  },
};

const IMPORT_SOURCE = `${MP} py/builtinimport.c mp_builtin___import__ ("no module named '%q'")`;

/** What to write instead of a module the board lacks (German, after "Der micro:bit hat kein Modul X."). */
const MODULE_HINTS: Readonly<Record<string, string>> = {
  json: 'Speichere Werte als Text: mit str() hinein, mit split() und int() oder float() wieder heraus.',
  ujson:
    'Speichere Werte als Text: mit str() hinein, mit split() und int() oder float() wieder heraus.',
  re: 'Zerlege Text mit split(), find() und startswith().',
  asyncio:
    'Erledige mehrere Aufgaben in einer while-True-Schleife nacheinander und miss die Zeit mit time.ticks_ms().',
  uasyncio:
    'Erledige mehrere Aufgaben in einer while-True-Schleife nacheinander und miss die Zeit mit time.ticks_ms().',
  js: 'Das Modul js gibt es nur im Browser. Dein Programm spricht mit dem Roboter über microbit und maqueen.',
  io: 'Schreib mit print() und lies Dateien mit open().',
  datetime:
    'Der micro:bit hat keine Uhr mit Datum. Miss Zeiten mit time.ticks_ms() und time.ticks_diff().',
  cmath: 'Rechne mit math und gewöhnlichen Zahlen.',
  uos: 'Schreib import os.',
};

/** The board's ImportError for a module it does not have. */
export function missingModule(name: string): BoardError {
  const hint = MODULE_HINTS[name] ?? MODULE_HINTS[name.split('.')[0]] ?? '';
  const available = [
    'microbit',
    'machine',
    'neopixel',
    'music',
    'radio',
    'speech',
    'time',
    'math',
    'random',
  ].join(', ');
  const dotted = name.includes('.');
  return {
    type: 'ImportError',
    message: `no module named '${name}'`,
    what: `module ${name}`,
    german: dotted
      ? `Der micro:bit hat kein Modul ${name}: seine Module haben keine Untermodule. Importier nur ${name.split('.')[0]}.`
      : `Der micro:bit hat kein Modul ${name}.` +
        (hint ? ` ${hint}` : ` Auf dem micro:bit gibt es unter anderem: ${available}.`),
    source: IMPORT_SOURCE,
  };
}

// --- Module attributes ---------------------------------------------------------------------

interface MissingAttributes {
  source: string;
  /** name → what to write instead (German; '' for the generic text). */
  names: Readonly<Record<string, string>>;
}

const SELF_MADE = 'Diese Funktion musst du selbst programmieren.';
const NO_CLOCK =
  'Der micro:bit hat keine Uhr mit Datum. Miss Zeiten mit time.ticks_ms() und time.ticks_diff(jetzt, start).';

/**
 * Attributes the simulator's module has and the board's lacks (dunder names aside), by
 * module (`refuse.ts` maps `utime` to `time` and so on).
 */
export const MISSING_MODULE_ATTRIBUTES: Readonly<Record<string, MissingAttributes>> = {
  math: {
    source: `${MP} py/modmath.c: MICROPY_PY_MATH_SPECIAL_FUNCTIONS, _FACTORIAL, _ISCLOSE are EXTRA_FEATURES in py/mpconfig.h; tau/inf/nan came with 1.19 (MICROPY_PY_MATH_CONSTANTS)`,
    names: {
      factorial:
        'Rechne es mit einer Schleife: ergebnis = 1, dann for i in range(2, n + 1): ergebnis = ergebnis * i.',
      isclose: 'Vergleich den Abstand: abs(a - b) < 0.001.',
      inf: "Schreib float('inf').",
      nan: "Schreib float('nan').",
      tau: 'Schreib 2 * math.pi.',
      log10: 'Schreib math.log(x) / math.log(10).',
      log2: 'Schreib math.log(x) / math.log(2).',
      expm1: 'Schreib math.exp(x) - 1.',
      sinh: 'Schreib (math.exp(x) - math.exp(-x)) / 2.',
      cosh: 'Schreib (math.exp(x) + math.exp(-x)) / 2.',
      tanh: 'Schreib (math.exp(2 * x) - 1) / (math.exp(2 * x) + 1).',
      asinh: 'Schreib math.log(x + math.sqrt(x * x + 1)).',
      acosh: 'Schreib math.log(x + math.sqrt(x * x - 1)).',
      atanh: 'Schreib 0.5 * math.log((1 + x) / (1 - x)).',
      erf: SELF_MADE,
      erfc: SELF_MADE,
      gamma: SELF_MADE,
      lgamma: SELF_MADE,
    },
  },
  time: {
    source:
      'micropython-microbit-v2 v2.1.2 src/codal_port/modutime.c utime_module_globals_table: sleep, sleep_ms, sleep_us, ticks_ms, ticks_us, ticks_add, ticks_diff only',
    names: {
      time: NO_CLOCK,
      time_ns: NO_CLOCK,
      ticks_cpu: 'Nimm time.ticks_us().',
      localtime: NO_CLOCK,
      gmtime: NO_CLOCK,
      mktime: NO_CLOCK,
      strftime: NO_CLOCK,
    },
  },
  sys: {
    source: `${MP} py/modsys.c: stdin/stdout/stderr need MICROPY_PY_SYS_STDFILES (EXTRA_FEATURES in py/mpconfig.h); ps1/ps2 came with 1.19`,
    names: {
      stdout: "Schreib mit print(text, end='').",
      stderr: 'Schreib mit print(text).',
      stdin: 'Lies mit input().',
      ps1: '',
      ps2: '',
    },
  },
  collections: {
    source: `${MP} py/modcollections.c: deque needs MICROPY_PY_COLLECTIONS_DEQUE (EXTRA_FEATURES in py/mpconfig.h); defaultdict and MutableMapping are micropython-lib, not in the firmware`,
    names: {
      deque: 'Nimm eine Liste: append() hängt hinten an, pop(0) nimmt vorne weg.',
      defaultdict: 'Nimm ein dict und d.get(schluessel, 0).',
      MutableMapping: '',
    },
  },
  os: {
    source:
      'micropython-microbit-v2 v2.1.2 src/codal_port/modos.c: uname, listdir, ilistdir, remove, stat, size only',
    names: Object.fromEntries(
      [
        'VfsPosix',
        'chdir',
        'getcwd',
        'mkdir',
        'mount',
        'path',
        'rename',
        'rmdir',
        'sep',
        'statvfs',
        'umount',
        'unlink',
      ].map((name) => [
        name,
        'Der micro:bit hat keine Ordner: os kennt dort nur listdir, remove, stat, size und uname.',
      ]),
    ),
  },
  micropython: {
    source: `${MP} py/modmicropython.c: no RingIO; pystack_use needs MICROPY_ENABLE_PYSTACK (off)`,
    names: { RingIO: '', pystack_use: '' },
  },
};

/** The board's AttributeError for `module.name`. */
export function missingModuleAttribute(module: string, name: string): BoardError {
  const hint = MISSING_MODULE_ATTRIBUTES[module]?.names[name] ?? '';
  return {
    type: 'AttributeError',
    message: `'module' object has no attribute '${name}'`,
    what: `${module}.${name}`,
    german: `Der micro:bit kennt ${module}.${name} nicht.${hint ? ` ${hint}` : ''}`,
    source: `${MP} py/runtime.c mp_load_method ("'%s' object has no attribute '%q'"); ${MISSING_MODULE_ATTRIBUTES[module]?.source ?? ''}`,
  };
}

/** The board's ImportError for `from module import name`. */
export function missingImportName(module: string, name: string): BoardError {
  const hint = MISSING_MODULE_ATTRIBUTES[module]?.names[name] ?? '';
  return {
    type: 'ImportError',
    message: `can't import name ${name}`,
    what: `${module}.${name}`,
    german: `Der micro:bit kennt ${name} aus ${module} nicht.${hint ? ` ${hint}` : ''}`,
    source: `${MP} py/runtime.c mp_import_from ("can't import name %q"); ${MISSING_MODULE_ATTRIBUTES[module]?.source ?? ''}`,
  };
}

// --- Methods -------------------------------------------------------------------------------

export interface MissingMethod {
  /** The type the name is missed on, for the message when the receiver is unknown. */
  owner: 'str' | 'bytes';
  /** Whether the simulator's 1.27 has it (false: neither has it, CPython only). */
  inSimulator: boolean;
  /** What to write instead (German). */
  hint: string;
  source: string;
}

const STR_TABLE = `${MP} py/objstrunicode.c struni_locals_dict_table`;
const cpythonOnly = (hint: string): MissingMethod => ({
  owner: 'str',
  inSimulator: false,
  hint,
  source: `${STR_TABLE} (CPython only; MicroPython 1.27 lacks it too)`,
});

/**
 * Methods no type on the board has. The board's str has only count encode endswith find
 * format index isalpha isdigit islower isspace isupper join lower lstrip replace rfind rindex
 * rsplit rstrip split startswith strip upper; its bytes the same with decode for encode.
 */
export const MISSING_METHODS: Readonly<Record<string, MissingMethod>> = {
  center: {
    owner: 'str',
    inSimulator: true,
    hint: "Füll selbst mit Leerzeichen auf: ' ' * links + text + ' ' * rechts, oder '{:^8}'.format(text).",
    source: `${STR_TABLE}: MICROPY_PY_BUILTINS_STR_CENTER (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  partition: {
    owner: 'str',
    inSimulator: true,
    hint: "Schreib text.split('=', 1): das gibt die Teile vor und nach dem ersten '='.",
    source: `${STR_TABLE}: MICROPY_PY_BUILTINS_STR_PARTITION (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  rpartition: {
    owner: 'str',
    inSimulator: true,
    hint: "Schreib text.rsplit('=', 1): das gibt die Teile vor und nach dem letzten '='.",
    source: `${STR_TABLE}: MICROPY_PY_BUILTINS_STR_PARTITION (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  splitlines: {
    owner: 'str',
    inSimulator: true,
    hint: "Schreib text.split('\\n').",
    source: `${STR_TABLE}: MICROPY_PY_BUILTINS_STR_SPLITLINES (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  hex: {
    owner: 'bytes',
    inSimulator: true,
    hint: "Schreib ''.join('%02x' % b for b in daten).",
    source: `${MP} py/objstr.c str8_locals_dict_table: no hex in 1.18 (bytes.hex/fromhex came with 1.20, MICROPY_PY_BUILTINS_BYTES_HEX)`,
  },
  fromhex: {
    owner: 'bytes',
    inSimulator: true,
    hint: 'Schreib bytes(int(text[i:i + 2], 16) for i in range(0, len(text), 2)).',
    source: `${MP} py/objstr.c str8_locals_dict_table: no fromhex in 1.18 (came with 1.20, MICROPY_PY_BUILTINS_BYTES_HEX)`,
  },
  capitalize: cpythonOnly('Schreib text[0].upper() + text[1:].lower().'),
  casefold: cpythonOnly('Schreib text.lower().'),
  expandtabs: cpythonOnly("Schreib text.replace('\\t', '    ')."),
  format_map: cpythonOnly("Schreib '...'.format(**werte)."),
  isalnum: cpythonOnly('Schreib c.isalpha() or c.isdigit().'),
  isascii: cpythonOnly('Prüf ord(c) < 128.'),
  isdecimal: cpythonOnly('Schreib text.isdigit().'),
  isidentifier: cpythonOnly(''),
  isnumeric: cpythonOnly('Schreib text.isdigit().'),
  isprintable: cpythonOnly(''),
  istitle: cpythonOnly(''),
  ljust: cpythonOnly("Schreib '{:<8}'.format(text)."),
  maketrans: cpythonOnly('Ersetz Zeichen mit replace().'),
  removeprefix: cpythonOnly('Schreib: if text.startswith(anfang): text = text[len(anfang):]'),
  removesuffix: cpythonOnly('Schreib: if text.endswith(ende): text = text[:-len(ende)]'),
  rjust: cpythonOnly("Schreib '{:>8}'.format(text)."),
  swapcase: cpythonOnly(''),
  title: cpythonOnly(''),
  translate: cpythonOnly('Ersetz Zeichen mit replace().'),
  zfill: cpythonOnly("Schreib '{:03d}'.format(zahl) oder '%03d' % zahl."),
};

/**
 * The board's AttributeError for a missing method. `receiver` is the type when it is known
 * from the code: an instance (`'str' object`) or the type itself (`bytes.fromhex`).
 */
export function missingMethod(
  name: string,
  receiver: { type: string; isType: boolean } | null,
): BoardError {
  const method = MISSING_METHODS[name];
  const type = receiver?.type ?? method.owner;
  return {
    type: 'AttributeError',
    message: receiver?.isType
      ? `type object '${type}' has no attribute '${name}'`
      : `'${type}' object has no attribute '${name}'`,
    what: `${type}.${name}()`,
    german: `Der micro:bit kennt die Methode .${name}() nicht.${method.hint ? ` ${method.hint}` : ''}`,
    source: `${MP} py/runtime.c mp_load_method; ${method.source}`,
  };
}

/** Calls of str methods the board has, with arguments it refuses. */
export const METHOD_CALLS = {
  /** `text.startswith(("a", "b"))`: a tuple of prefixes. */
  prefixTuple: {
    type: 'TypeError',
    message: "can't convert 'tuple' object to str implicitly",
    what: 'startswith()/endswith() with a tuple',
    german:
      'Der micro:bit prüft mit startswith() und endswith() nur einen Text auf einmal. Verbinde mehrere Prüfungen mit or: text.startswith("a") or text.startswith("b").',
    source: `${MP} py/objstr.c str_startswith, str_endswith: mp_obj_str_get_data → bad_implicit_conversion (tuples since 1.25)`,
  },
  /** `text.endswith(x, start)`. */
  endswithIndices: {
    type: 'NotImplementedError',
    message: 'start/end indices',
    what: 'endswith() with start/end',
    german:
      'Der micro:bit kennt endswith() nur ohne Start und Ende. Schneid den Text vorher zu: text[start:ende].endswith(x).',
    source: `${MP} py/objstr.c str_endswith: mp_raise_NotImplementedError (start/end since 1.25)`,
  },
} as const satisfies Record<string, BoardError>;

// --- Built-in functions and names ----------------------------------------------------------

/** Built-in names the simulator has and the board lacks → what to write instead. */
export const MISSING_BUILTINS: Readonly<Record<string, { hint: string; source: string }>> = {
  NotImplemented: {
    hint: 'Gib in deiner Vergleichsmethode einfach False zurück.',
    source: `${MP} py/modbuiltins.c: MICROPY_PY_BUILTINS_NOTIMPLEMENTED (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  compile: {
    hint: 'Der micro:bit führt nur dein Programm selbst aus.',
    source: `${MP} py/modbuiltins.c: MICROPY_PY_BUILTINS_COMPILE (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  execfile: {
    hint: 'Importier die andere Datei mit import.',
    source: `${MP} py/modbuiltins.c: MICROPY_PY_BUILTINS_EXECFILE (EXTRA_FEATURES in py/mpconfig.h)`,
  },
};

/** The board's NameError for a built-in name it lacks (or a name a `from m import *` does not bring). */
export function missingName(name: string, module?: string): BoardError {
  const hint = module
    ? (MISSING_MODULE_ATTRIBUTES[module]?.names[name] ?? '')
    : (MISSING_BUILTINS[name]?.hint ?? '');
  return {
    type: 'NameError',
    message: `name '${name}' isn't defined`,
    what: module ? `${module}.${name}` : name,
    german: module
      ? `Der micro:bit kennt ${name} aus ${module} nicht.${hint ? ` ${hint}` : ''}`
      : `Der micro:bit kennt ${name} nicht.${hint ? ` ${hint}` : ''}`,
    source: `${MP} py/runtime.c mp_load_global ("name '%q' isn't defined"); ${
      module ? MISSING_MODULE_ATTRIBUTES[module]?.source : MISSING_BUILTINS[name]?.source
    }`,
  };
}

/** Calls of built-ins that the board refuses with these arguments. */
export const BUILTIN_CALLS = {
  /** `round(int, ndigits)`: the board rounds only floats to digits. */
  roundIntDigits: {
    type: 'NotImplementedError',
    message: '',
    what: 'round(int, ndigits)',
    german:
      'Der micro:bit kann eine ganze Zahl nicht mit round(zahl, stellen) runden. Lass die Stellen weg, oder runde auf Zehner oder Hunderter so: round(zahl / 100) * 100.',
    source: `${MP} py/modbuiltins.c mp_builtin_round: mp_raise_NotImplementedError(NULL) without MICROPY_PY_BUILTINS_ROUND_INT (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  /** `pow(a, b, c)`. */
  pow3: {
    type: 'NotImplementedError',
    message: '3-arg pow() not supported',
    what: 'pow() with 3 arguments',
    german: 'Der micro:bit kennt pow() nur mit zwei Zahlen. Schreib (a ** b) % c.',
    source: `${MP} py/modbuiltins.c mp_builtin_pow: MICROPY_PY_BUILTINS_POW3 (EXTRA_FEATURES in py/mpconfig.h)`,
  },
  /** `next(iterator, default)`. */
  next2: {
    type: 'TypeError',
    message: 'function takes 1 positional arguments but 2 were given',
    what: 'next() with a default',
    german:
      'Der micro:bit kennt next() nur mit einem Wert, ohne Ersatzwert. Fang das Ende mit try: … except StopIteration: … ab.',
    source: `${MP} py/modbuiltins.c mp_builtin_next: MICROPY_PY_BUILTINS_NEXT2 is 0 in py/mpconfig.h, so next takes 1 argument`,
  },
} as const satisfies Record<string, BoardError>;

// --- Syntax (the board refuses the whole program before it runs) --------------------------

/** The board's SyntaxError for an f-string; `instead` is the pupil's f-string rewritten, if it could be. */
export function fString(instead: string | null): BoardError {
  return {
    type: 'SyntaxError',
    message: 'invalid syntax',
    what: 'f-strings',
    german:
      'Der micro:bit kennt keine f-Strings. Schreib stattdessen ' +
      (instead ?? '"Wert: {}".format(x) oder "Wert: " + str(x)') +
      '.',
    source: `${MP} py/lexer.c is_string_or_bytes: f"..." is a string only with MICROPY_PY_FSTRINGS (EXTRA_FEATURES in py/mpconfig.h); without it the f is a name and the string after it a syntax error`,
  };
}

/** Call arguments MicroPython 1.27 accepts and 1.18 does not (py/compile.c compile_trailer_paren_helper). */
export const CALL_SYNTAX = {
  multipleStar: {
    type: 'SyntaxError',
    message: "can't have multiple *x",
    what: 'several *args in one call',
    german:
      'Der micro:bit erlaubt in einem Aufruf nur ein einziges *. Häng die Listen vorher zusammen: print(*(a + b)).',
    source: `${MP} py/compile.c compile_trailer_paren_helper ("can't have multiple *x"; allowed since 1.19)`,
  },
  multipleDoubleStar: {
    type: 'SyntaxError',
    message: "can't have multiple **x",
    what: 'several **kwargs in one call',
    german:
      'Der micro:bit erlaubt in einem Aufruf nur ein einziges **. Füg die Wörterbücher vorher zu einem zusammen.',
    source: `${MP} py/compile.c compile_trailer_paren_helper ("can't have multiple **x"; allowed since 1.19)`,
  },
  positionalAfterStar: {
    type: 'SyntaxError',
    message: 'non-keyword arg after */**',
    what: 'a positional argument after *args',
    german:
      'Der micro:bit erlaubt nach einem *-Argument keine einzelnen Werte mehr. Setz die einzelnen Werte davor, oder häng sie an die Liste an: *(liste + [wert]).',
    source: `${MP} py/compile.c compile_trailer_paren_helper ("non-keyword arg after */**"; allowed since 1.19)`,
  },
} as const satisfies Record<string, BoardError>;

/** `X = const(1.5)`: the board's const() takes integers only. */
export const CONST_NOT_INT = {
  type: 'SyntaxError',
  message: 'constant must be an integer',
  what: 'const() of a non-integer',
  german:
    'Auf dem micro:bit nimmt const() nur ganze Zahlen. Lass const() hier weg und schreib nur den Wert hin.',
  source: `${MP} py/parse.c fold_constants ("constant must be an integer"; other constants since 1.19)`,
} as const satisfies BoardError;
