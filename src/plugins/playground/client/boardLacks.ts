// What the micro:bit's MicroPython (firmware 2.1.2, MicroPython 1.18) lacks that pupils know from
// Python on a computer, with what to write instead. The firmware's own messages name only the
// missing name ("'module' object has no attribute 'factorial'"), so errors.ts finds the module
// in the reader's line or program and asks here for the hint. boardLacks.test.ts runs every
// name through the firmware: each one really is missing on the board.
import { defineMessages, type Message } from './messages.ts';

export const LACKS_MESSAGES = defineMessages('site.playground.error.lacks', (m) => ({
  moduleName: m(
    'moduleName',
    'Der micro:bit kennt `{module}.{name}` nicht.',
    'AttributeError of a module attribute the micro:bit’s MicroPython lacks, e.g. math.factorial',
  ),
  importName: m(
    'importName',
    'Der micro:bit kennt `{name}` aus `{module}` nicht.',
    'ImportError or NameError of a name the micro:bit’s module lacks, e.g. from math import factorial',
  ),
  method: m(
    'method',
    'Der micro:bit kennt die Methode `.{name}()` nicht.',
    'AttributeError of a str or bytes method the micro:bit’s MicroPython lacks, e.g. zfill',
  ),
  builtin: m(
    'builtin',
    'Der micro:bit kennt `{name}` nicht.',
    'NameError of a built-in the micro:bit’s MicroPython lacks, e.g. compile',
  ),
  submodule: m(
    'submodule',
    'Es gibt kein Modul `{name}`: die Module des micro:bit haben keine Untermodule.',
    'ImportError of a dotted module name such as os.path',
  ),
  hintSubmodule: m(
    'hint.submodule',
    'Importier nur das Modul vor dem Punkt und schau in der Anleitung nach, was es kann.',
    'Hint for a dotted module name',
  ),
  hintJs: m(
    'hint.js',
    'Das Modul `js` gibt es nur in Python im Browser. Dein Programm spricht mit dem Roboter über `microbit` und `maqueen`.',
    'Hint for importing js, which only Python in a browser has',
  ),
  selfMade: m(
    'hint.selfMade',
    'Diese Funktion musst du selbst programmieren.',
    'Hint for a math function the micro:bit lacks and that has no one-line replacement',
  ),
  factorial: m(
    'hint.math.factorial',
    'Rechne mit einer Schleife: `ergebnis = 1`, dann `for i in range(2, n + 1): ergebnis = ergebnis * i`.',
    'Hint for math.factorial',
  ),
  isclose: m(
    'hint.math.isclose',
    'Vergleiche den Abstand: `abs(a - b) < 0.001`.',
    'Hint for math.isclose',
  ),
  inf: m('hint.math.inf', 'Schreib `float("inf")`.', 'Hint for math.inf'),
  nan: m('hint.math.nan', 'Schreib `float("nan")`.', 'Hint for math.nan'),
  tau: m('hint.math.tau', 'Schreib `2 * math.pi`.', 'Hint for math.tau'),
  log10: m('hint.math.log10', 'Schreib `math.log(x) / math.log(10)`.', 'Hint for math.log10'),
  log2: m('hint.math.log2', 'Schreib `math.log(x) / math.log(2)`.', 'Hint for math.log2'),
  expm1: m('hint.math.expm1', 'Schreib `math.exp(x) - 1`.', 'Hint for math.expm1'),
  sinh: m('hint.math.sinh', 'Schreib `(math.exp(x) - math.exp(-x)) / 2`.', 'Hint for math.sinh'),
  cosh: m('hint.math.cosh', 'Schreib `(math.exp(x) + math.exp(-x)) / 2`.', 'Hint for math.cosh'),
  tanh: m(
    'hint.math.tanh',
    'Schreib `(math.exp(2 * x) - 1) / (math.exp(2 * x) + 1)`.',
    'Hint for math.tanh',
  ),
  asinh: m(
    'hint.math.asinh',
    'Schreib `math.log(x + math.sqrt(x * x + 1))`.',
    'Hint for math.asinh',
  ),
  acosh: m(
    'hint.math.acosh',
    'Schreib `math.log(x + math.sqrt(x * x - 1))`.',
    'Hint for math.acosh',
  ),
  atanh: m(
    'hint.math.atanh',
    'Schreib `0.5 * math.log((1 + x) / (1 - x))`.',
    'Hint for math.atanh',
  ),
  noClock: m(
    'hint.time.noClock',
    'Der micro:bit hat keine Uhr mit Datum. Miss Zeiten mit `time.ticks_ms()` und `time.ticks_diff(jetzt, start)`.',
    'Hint for time.time, localtime and the other clock functions the micro:bit lacks',
  ),
  ticksCpu: m('hint.time.ticksCpu', 'Nimm `time.ticks_us()`.', 'Hint for time.ticks_cpu'),
  stdout: m('hint.sys.stdout', 'Schreib mit `print(text, end="")`.', 'Hint for sys.stdout'),
  stderr: m('hint.sys.stderr', 'Schreib mit `print(text)`.', 'Hint for sys.stderr'),
  stdin: m('hint.sys.stdin', 'Lies mit `input()`.', 'Hint for sys.stdin'),
  deque: m(
    'hint.collections.deque',
    'Nimm eine Liste: `append()` hängt hinten an, `pop(0)` nimmt vorne weg.',
    'Hint for collections.deque',
  ),
  defaultdict: m(
    'hint.collections.defaultdict',
    'Nimm ein `dict` und `d.get(schluessel, 0)`.',
    'Hint for collections.defaultdict',
  ),
  noFolders: m(
    'hint.os.noFolders',
    'Der micro:bit hat keine Ordner: `os` kennt dort nur `listdir`, `remove`, `stat`, `size` und `uname`.',
    'Hint for os.getcwd, mkdir, path and the other folder functions the micro:bit lacks',
  ),
  center: m(
    'hint.str.center',
    'Schreib `"{:^8}".format(text)`.',
    'Hint for str.center, which the micro:bit lacks',
  ),
  partition: m(
    'hint.str.partition',
    'Schreib `text.split("=", 1)`: das gibt die Teile vor und nach dem ersten `=`.',
    'Hint for str.partition',
  ),
  rpartition: m(
    'hint.str.rpartition',
    'Schreib `text.rsplit("=", 1)`: das gibt die Teile vor und nach dem letzten `=`.',
    'Hint for str.rpartition',
  ),
  splitlines: m('hint.str.splitlines', 'Schreib `text.split("\\n")`.', 'Hint for str.splitlines'),
  hex: m('hint.bytes.hex', 'Schreib `"".join("%02x" % b for b in daten)`.', 'Hint for bytes.hex'),
  fromhex: m(
    'hint.bytes.fromhex',
    'Schreib `bytes(int(text[i:i + 2], 16) for i in range(0, len(text), 2))`.',
    'Hint for bytes.fromhex',
  ),
  capitalize: m(
    'hint.str.capitalize',
    'Schreib `text[0].upper() + text[1:].lower()`.',
    'Hint for str.capitalize',
  ),
  lower: m('hint.str.lower', 'Schreib `text.lower()`.', 'Hint for str.casefold'),
  expandtabs: m(
    'hint.str.expandtabs',
    'Schreib `text.replace("\\t", "    ")`.',
    'Hint for str.expandtabs',
  ),
  isalnum: m('hint.str.isalnum', 'Schreib `c.isalpha() or c.isdigit()`.', 'Hint for str.isalnum'),
  isascii: m('hint.str.isascii', 'Prüfe `ord(c) < 128`.', 'Hint for str.isascii'),
  isdigit: m(
    'hint.str.isdigit',
    'Schreib `text.isdigit()`.',
    'Hint for str.isdecimal and str.isnumeric',
  ),
  ljust: m('hint.str.ljust', 'Schreib `"{:<8}".format(text)`.', 'Hint for str.ljust'),
  rjust: m('hint.str.rjust', 'Schreib `"{:>8}".format(text)`.', 'Hint for str.rjust'),
  replace: m(
    'hint.str.replace',
    'Ersetze Zeichen mit `replace()`.',
    'Hint for str.translate and str.maketrans',
  ),
  removeprefix: m(
    'hint.str.removeprefix',
    'Schreib `if text.startswith(anfang): text = text[len(anfang):]`.',
    'Hint for str.removeprefix',
  ),
  removesuffix: m(
    'hint.str.removesuffix',
    'Schreib `if text.endswith(ende): text = text[:-len(ende)]`.',
    'Hint for str.removesuffix',
  ),
  zfill: m(
    'hint.str.zfill',
    'Schreib `"%03d" % zahl` oder `"{:03d}".format(zahl)`.',
    'Hint for str.zfill',
  ),
  compile: m(
    'hint.builtin.compile',
    'Der micro:bit führt nur dein Programm selbst aus.',
    'Hint for compile(), which the micro:bit lacks',
  ),
  execfile: m(
    'hint.builtin.execfile',
    'Importier die andere Datei mit `import`.',
    'Hint for execfile(), which the micro:bit lacks',
  ),
  fromMicrobit: m(
    'hint.fromMicrobit',
    '`{name}` kommt aus dem Modul `microbit`: Schreib `from microbit import *` an den Anfang deines Programms.',
    'Hint for a NameError of a name of the microbit module, in a program without its star import',
  ),
  fromMaqueen: m(
    'hint.fromMaqueen',
    '`{name}` kommt aus der Bibliothek `maqueen`: Schreib `from maqueen import *` an den Anfang deines Programms.',
    'Hint for a NameError of a name of the guide’s library, in a program without its star import',
  ),
  notImplemented: m(
    'hint.builtin.notImplemented',
    'Gib in deiner Vergleichsmethode einfach `False` zurück.',
    'Hint for NotImplemented, which the micro:bit lacks',
  ),
}));

const L = LACKS_MESSAGES;

/**
 * Names the board's modules lack (its module names: `time` also for `utime`), each with its
 * hint, or null where there is no better advice than the general one.
 */
export const MODULE_LACKS: Readonly<Record<string, Readonly<Record<string, Message | null>>>> = {
  math: {
    factorial: L.factorial,
    isclose: L.isclose,
    inf: L.inf,
    nan: L.nan,
    tau: L.tau,
    log10: L.log10,
    log2: L.log2,
    expm1: L.expm1,
    sinh: L.sinh,
    cosh: L.cosh,
    tanh: L.tanh,
    asinh: L.asinh,
    acosh: L.acosh,
    atanh: L.atanh,
    erf: L.selfMade,
    erfc: L.selfMade,
    gamma: L.selfMade,
    lgamma: L.selfMade,
  },
  time: {
    time: L.noClock,
    time_ns: L.noClock,
    ticks_cpu: L.ticksCpu,
    localtime: L.noClock,
    gmtime: L.noClock,
    mktime: L.noClock,
    strftime: L.noClock,
  },
  sys: { stdout: L.stdout, stderr: L.stderr, stdin: L.stdin },
  collections: { deque: L.deque, defaultdict: L.defaultdict },
  os: Object.fromEntries(
    ['chdir', 'getcwd', 'mkdir', 'rename', 'rmdir', 'sep', 'path', 'statvfs', 'unlink'].map(
      (name) => [name, L.noFolders],
    ),
  ),
};

/** Methods the board's `str` and `bytes` lack (CPython's, or MicroPython's later ones). */
export const METHOD_LACKS: Readonly<Record<string, Message | null>> = {
  center: L.center,
  partition: L.partition,
  rpartition: L.rpartition,
  splitlines: L.splitlines,
  hex: L.hex,
  fromhex: L.fromhex,
  capitalize: L.capitalize,
  casefold: L.lower,
  expandtabs: L.expandtabs,
  isalnum: L.isalnum,
  isascii: L.isascii,
  isdecimal: L.isdigit,
  isnumeric: L.isdigit,
  ljust: L.ljust,
  rjust: L.rjust,
  maketrans: L.replace,
  translate: L.replace,
  removeprefix: L.removeprefix,
  removesuffix: L.removesuffix,
  zfill: L.zfill,
  format_map: null,
  isidentifier: null,
  isprintable: null,
  istitle: null,
  swapcase: null,
  title: null,
};

/** Built-in names the board lacks. */
export const BUILTIN_LACKS: Readonly<Record<string, Message>> = {
  compile: L.compile,
  execfile: L.execfile,
  NotImplemented: L.notImplemented,
};

/** What `from microbit import *` brings on the board (boardLacks.test.ts compares with the firmware). */
export const MICROBIT_NAMES: ReadonlySet<string> = new Set(
  [
    'Image Sound SoundEvent accelerometer audio button_a button_b compass display i2c microphone',
    'panic pin0 pin1 pin2 pin3 pin4 pin5 pin6 pin7 pin8 pin9 pin10 pin11 pin12 pin13 pin14 pin15',
    'pin16 pin19 pin20 pin_logo pin_speaker reset run_every running_time scale set_volume sleep',
    'speaker spi temperature uart ws2812_write',
  ]
    .join(' ')
    .split(' '),
);

/** The public names a library defines at its top level: functions, classes, constants. */
export function libraryNames(library: string): Set<string> {
  const names = [...library.matchAll(/^(?:(?:def|class)\s+([A-Za-z]\w*)|([A-Za-z]\w*)\s*=)/gm)];
  return new Set(names.map((match) => match[1] ?? match[2]!));
}

/** Whether the program takes every name of `module` (`from module import *`). */
export function importsAll(module: string, program: string): boolean {
  return new RegExp(`^\\s*from\\s+${module}\\s+import\\s+\\*`, 'm').test(program);
}

/** The board's module behind a name `import` finds: `utime` is `time` (MicroPython's weak links). */
function boardModule(name: string): string {
  return !(name in MODULE_LACKS) && name.startsWith('u') ? name.slice(1) : name;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The module a name in the program stands for: `m` after `import math as m`, the module itself
 * otherwise (weak links resolved).
 */
export function moduleBehind(name: string, program: string): string {
  const alias = new RegExp(
    `^\\s*import\\s+(?:[\\w.]+\\s*,\\s*)*(\\w+)\\s+as\\s+${escape(name)}\\b`,
    'm',
  );
  return boardModule(alias.exec(program)?.[1] ?? name);
}

/**
 * The module a `from … import *` brought `name` from, if one of the program's star imports is
 * a board module that lacks it.
 */
export function starModuleLacking(name: string, program: string): string | null {
  for (const [, module] of program.matchAll(/^\s*from\s+(\w+)\s+import\s+\*/gm)) {
    const board = boardModule(module);
    if (MODULE_LACKS[board] && name in MODULE_LACKS[board]) return board;
  }
  return null;
}

/** The board module a line's `from … import` takes names from, if it is one. */
export function fromModule(line: string): string | null {
  const match = /^\s*from\s+(\w+)\s+import\b/.exec(line);
  return match ? boardModule(match[1]) : null;
}

/** The name before `.name` on the line (`math` in `math.factorial(3)`), if there is one. */
export function ownerOnLine(name: string, line: string): string | null {
  const word = '[\\p{L}\\p{N}_]';
  return new RegExp(`(${word}+)\\s*\\.\\s*${escape(name)}(?!${word})`, 'u').exec(line)?.[1] ?? null;
}
