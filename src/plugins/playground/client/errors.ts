// A Python failure told in German for a 14-year-old: where (a line of the reader's code), what
// Python said, and one hint for the common mistakes. The hint never guesses beyond the type.
import type { PythonFailure } from '../../../../simulator/runtime/types.ts';
import {
  BUILTIN_LACKS,
  fromModule,
  importsAll,
  libraryNames,
  MICROBIT_NAMES,
  LACKS_MESSAGES as LACKS,
  METHOD_LACKS,
  MODULE_LACKS,
  moduleBehind,
  ownerOnLine,
  starModuleLacking,
} from './boardLacks.ts';
import { defineMessages, type Message, type MessageValues, type Translate } from './messages.ts';

export interface GermanError {
  /** The reader's line to mark in the editor, if the failure is in the reader's code. */
  line: number | null;
  /** `Zeile 7`, or where else it came from. */
  where: string;
  type: string;
  /** Python's message in German, or as Python said it where there is no translation. */
  message: string;
  hint: string | null;
}

export const ERROR_MESSAGES = defineMessages('site.playground.error', (m) => ({
  line: m('line', 'Zeile {line}', 'Where an error happened: a line of the reader’s code'),
  inLibrary: m(
    'inLibrary',
    'In der Bibliothek {file}',
    'Where an error happened when no line of the reader’s code is involved',
  ),
  nowhere: m('nowhere', 'Ohne Zeilenangabe', 'Where an error happened when Python names no place'),
  notDefined: m('notDefined', '`{name}` ist nicht definiert.', 'NameError: name isn’t defined'),
  beforeAssignment: m(
    'beforeAssignment',
    'Die Variable wird benutzt, bevor sie einen Wert hat.',
    'NameError: local variable referenced before assignment',
  ),
  hintName: m('hint.name', 'Tippfehler?', 'Hint for a NameError'),
  hintBeforeAssignment: m(
    'hint.beforeAssignment',
    'Gib ihr vorher einen Wert oder schreibe `global` mit ihrem Namen an den Anfang der Funktion.',
    'Hint for a local variable used before assignment',
  ),
  invalidSyntax: m(
    'invalidSyntax',
    'Python versteht diese Zeile nicht.',
    'SyntaxError: invalid syntax',
  ),
  noFStrings: m(
    'noFStrings',
    'Der micro:bit kennt keine f-Strings.',
    'SyntaxError: invalid syntax in a line with an f-string (the micro:bit’s MicroPython 1.18 has none)',
  ),
  hintFStrings: m(
    'hint.fStrings',
    'Schreib stattdessen `"Wert: " + str(x)` oder `"Wert: %d" % x`.',
    'Hint for an f-string the micro:bit refuses',
  ),
  roundIntDigits: m(
    'roundIntDigits',
    'Der micro:bit kann eine ganze Zahl nicht mit `round(zahl, stellen)` runden.',
    'NotImplementedError of round() with digits for an int',
  ),
  hintRoundIntDigits: m(
    'hint.roundIntDigits',
    'Lass die Stellen weg, oder runde auf Zehner oder Hunderter so: `round(zahl / 100) * 100`.',
    'Hint for round(int, digits)',
  ),
  pow3: m(
    'pow3',
    'Der micro:bit kennt `pow()` nur mit zwei Zahlen.',
    'NotImplementedError: 3-arg pow() not supported',
  ),
  hintPow3: m('hint.pow3', 'Schreib `(a ** b) % c`.', 'Hint for pow() with three numbers'),
  endswithIndices: m(
    'endswithIndices',
    'Der micro:bit kennt `endswith()` nur ohne Start und Ende.',
    'NotImplementedError: start/end indices',
  ),
  hintEndswithIndices: m(
    'hint.endswithIndices',
    'Schneid den Text vorher zu: `text[start:ende].endswith(x)`.',
    'Hint for endswith() with start or end',
  ),
  next2: m(
    'next2',
    'Der micro:bit kennt `next()` nur mit einem Wert, ohne Ersatzwert.',
    'TypeError of next() with a default',
  ),
  hintNext2: m(
    'hint.next2',
    'Fang das Ende mit `try:` … `except StopIteration:` ab.',
    'Hint for next() with a default',
  ),
  prefixTuple: m(
    'prefixTuple',
    'Der micro:bit prüft mit `startswith()` und `endswith()` nur einen Text auf einmal.',
    'TypeError of startswith()/endswith() with a tuple',
  ),
  hintPrefixTuple: m(
    'hint.prefixTuple',
    'Verbinde mehrere Prüfungen mit `or`: `text.startswith("a") or text.startswith("b")`.',
    'Hint for startswith()/endswith() with a tuple',
  ),
  multipleStar: m(
    'multipleStar',
    'Der micro:bit erlaubt in einem Aufruf nur ein einziges `*`.',
    'SyntaxError: can’t have multiple *x',
  ),
  hintMultipleStar: m(
    'hint.multipleStar',
    'Häng die Listen vorher zusammen: `print(*(a + b))`.',
    'Hint for several *args in one call',
  ),
  multipleDoubleStar: m(
    'multipleDoubleStar',
    'Der micro:bit erlaubt in einem Aufruf nur ein einziges `**`.',
    'SyntaxError: can’t have multiple **x',
  ),
  hintMultipleDoubleStar: m(
    'hint.multipleDoubleStar',
    'Füg die Wörterbücher vorher zu einem zusammen.',
    'Hint for several **kwargs in one call',
  ),
  positionalAfterStar: m(
    'positionalAfterStar',
    'Der micro:bit erlaubt nach einem `*`-Argument keine einzelnen Werte mehr.',
    'SyntaxError: non-keyword arg after */**',
  ),
  hintPositionalAfterStar: m(
    'hint.positionalAfterStar',
    'Setz die einzelnen Werte davor, oder häng sie an die Liste an: `*(liste + [wert])`.',
    'Hint for a positional argument after *args',
  ),
  constNotInt: m(
    'constNotInt',
    'Auf dem micro:bit nimmt `const()` nur ganze Zahlen.',
    'SyntaxError: constant must be an integer',
  ),
  hintConstNotInt: m(
    'hint.constNotInt',
    'Lass `const()` hier weg und schreib nur den Wert hin.',
    'Hint for const() of a non-integer',
  ),
  hintSyntax: m(
    'hint.syntax',
    'Prüfe Doppelpunkt am Zeilenende, Klammern und Anführungszeichen – oft steckt der Fehler in der Zeile davor.',
    'Hint for a SyntaxError',
  ),
  unexpectedIndent: m(
    'unexpectedIndent',
    'Diese Zeile ist eingerückt, obwohl hier kein Block beginnt.',
    'IndentationError: unexpected indent',
  ),
  unindentMismatch: m(
    'unindentMismatch',
    'Die Einrückung passt zu keiner Zeile darüber.',
    'IndentationError: unindent doesn’t match any outer indent level',
  ),
  expectedIndent: m(
    'expectedIndent',
    'Hier fehlt ein eingerückter Block.',
    'IndentationError: expected an indented block',
  ),
  hintIndent: m(
    'hint.indent',
    'Rücke alle Zeilen eines Blocks gleich weit ein, am besten mit 4 Leerzeichen mehr als die Zeile mit dem Doppelpunkt.',
    'Hint for an IndentationError',
  ),
  unsupportedTypes: m(
    'unsupportedTypes',
    '`{left}` und `{right}` lassen sich mit `{op}` nicht verknüpfen.',
    'TypeError: unsupported types for an operator',
  ),
  hintMixedTypes: m(
    'hint.mixedTypes',
    'Mit str(zahl) wird aus einer Zahl Text, mit int(text) aus Text eine Zahl.',
    'Hint for mixing numbers and text',
  ),
  cantConvertToStr: m(
    'cantConvertToStr',
    '`{type}` lässt sich nicht einfach an Text hängen.',
    'TypeError: can’t convert object to str implicitly',
  ),
  wrongArgumentCount: m(
    'wrongArgumentCount',
    'Die Funktion erwartet {expected} Werte, bekommt aber {given}.',
    'TypeError: function takes N positional arguments but M were given',
  ),
  missingArguments: m(
    'missingArguments',
    'Der Funktion fehlen {count} Werte.',
    'TypeError: function missing N required positional arguments',
  ),
  hintArguments: m(
    'hint.arguments',
    'Zähle die Werte in den Klammern und vergleiche mit der Anleitung.',
    'Hint for a wrong number of arguments',
  ),
  notCallable: m(
    'notCallable',
    '`{type}` ist keine Funktion und lässt sich nicht mit () aufrufen.',
    'TypeError: object isn’t callable',
  ),
  hintNotCallable: m(
    'hint.notCallable',
    'Hat eine Variable denselben Namen wie die Funktion?',
    'Hint for calling something that is no function',
  ),
  hintType: m(
    'hint.type',
    'Prüfe, ob jeder Wert die passende Art hat: Zahl, Text oder Liste.',
    'Hint for any other TypeError',
  ),
  noAttribute: m('noAttribute', '`{owner}` hat kein `{name}`.', 'AttributeError: no attribute'),
  hintAttribute: m(
    'hint.attribute',
    'Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
    'Hint for an AttributeError',
  ),
  noModule: m('noModule', 'Es gibt kein Modul `{name}`.', 'ImportError: no module named …'),
  cantImportName: m(
    'cantImportName',
    'Im Modul gibt es kein `{name}`.',
    'ImportError: can’t import name …',
  ),
  hintModuleJson: m(
    'hint.module.json',
    'Speichere Werte als Text: mit `str()` hinein, mit `split()` und `int()` oder `float()` wieder heraus.',
    'Hint for importing json, ujson, which the micro:bit lacks',
  ),
  hintModuleRe: m(
    'hint.module.re',
    'Zerlege Text mit `split()`, `find()` und `startswith()`.',
    'Hint for importing re, which the micro:bit lacks',
  ),
  hintModuleAsyncio: m(
    'hint.module.asyncio',
    'Erledige mehrere Aufgaben in einer `while True`-Schleife nacheinander und miss die Zeit mit `time.ticks_ms()`.',
    'Hint for importing asyncio, uasyncio, which the micro:bit lacks',
  ),
  hintModuleIo: m(
    'hint.module.io',
    'Schreib mit `print()` und lies Dateien mit `open()`.',
    'Hint for importing io, which the micro:bit lacks',
  ),
  hintModuleDatetime: m(
    'hint.module.datetime',
    'Der micro:bit hat keine Uhr mit Datum. Miss Zeiten mit `time.ticks_ms()` und `time.ticks_diff()`.',
    'Hint for importing datetime, which the micro:bit lacks',
  ),
  hintModuleCmath: m(
    'hint.module.cmath',
    'Rechne mit `math` und gewöhnlichen Zahlen.',
    'Hint for importing cmath, which the micro:bit lacks',
  ),
  hintModuleUos: m(
    'hint.module.uos',
    'Schreib `import os`.',
    'Hint for importing uos, which the micro:bit lacks',
  ),
  hintImport: m(
    'hint.import',
    'Prüfe die Schreibweise, z. B. `from maqueen import *`.',
    'Hint for an ImportError',
  ),
  hintValue: m(
    'hint.value',
    'Schau in der Anleitung nach, welche Werte erlaubt sind.',
    'Hint for a ValueError (the library’s German ones included)',
  ),
  divideByZero: m('divideByZero', 'Division durch null.', 'ZeroDivisionError'),
  hintDivideByZero: m(
    'hint.divideByZero',
    'Prüfe vor dem Teilen, ob der Teiler 0 sein kann.',
    'Hint for a ZeroDivisionError',
  ),
  indexOutOfRange: m(
    'indexOutOfRange',
    'Diese Stelle gibt es in der Liste nicht.',
    'IndexError: list index out of range',
  ),
  hintIndex: m(
    'hint.index',
    'Eine Liste mit n Einträgen hat die Stellen 0 bis n − 1.',
    'Hint for an IndexError',
  ),
  memoryFull: m(
    'memoryFull',
    'Der Speicher des micro:bit ist voll.',
    'MemoryError: memory allocation failed (the board’s 64 KB heap)',
  ),
  hintMemory: m(
    'hint.memory',
    'Der micro:bit hat nur 64 KB Speicher für dein Programm, die Bibliothek und alle Werte. Nimm kürzere Listen oder Texte, oder lösche alte Werte, bevor neue dazukommen.',
    'Hint for a MemoryError',
  ),
}));

const E = ERROR_MESSAGES;

/** What a rule makes of a message; a hint of null says there is no better advice. */
interface Explained {
  message: Message;
  values?: MessageValues;
  hint?: Message | null;
  hintValues?: MessageValues;
}

/** The reader's code around the failure, for rules that look beyond the message. */
interface Context {
  /** The reader's line that failed ('' without one). */
  line: string;
  program: string;
  /** The public names of the library beside the program (`maqueen.py`). */
  library: ReadonlySet<string>;
}

/** One known Python message: its pattern and the German message made from its groups. */
type Rule = {
  pattern: RegExp;
  /** Only when the reader's line that failed matches this too. */
  code?: RegExp;
} & (
  | {
      message: Message;
      /** The hint for this message, if it differs from the type's. */
      hint?: Message;
      values?: (groups: string[]) => Record<string, string>;
    }
  /** Rules that need the reader's code; null when the message is not theirs after all. */
  | { explain: (groups: string[], context: Context) => Explained | null }
);

/** A name a board module lacks, with its hint, if the table knows it. */
function lacking(module: string | null, name: string): Explained | null {
  const names = module === null ? undefined : MODULE_LACKS[module];
  if (!names || !(name in names)) return null;
  return { message: LACKS.moduleName, values: { module: module ?? '', name }, hint: names[name] };
}

interface TypeRules {
  types: string[];
  rules: Rule[];
  hint: Message | null;
}

const OPERATORS: Record<string, string> = {
  add: '+',
  sub: '-',
  mul: '*',
  truediv: '/',
  floordiv: '//',
  mod: '%',
  pow: '**',
  lt: '<',
  gt: '>',
  le: '<=',
  ge: '>=',
};

/** The hint for a module the micro:bit lacks, by its names (a regular expression's choices). */
const MISSING_MODULE_HINTS: Record<string, Message> = {
  'json|ujson': E.hintModuleJson,
  re: E.hintModuleRe,
  'asyncio|uasyncio': E.hintModuleAsyncio,
  io: E.hintModuleIo,
  datetime: E.hintModuleDatetime,
  cmath: E.hintModuleCmath,
  uos: E.hintModuleUos,
  js: LACKS.hintJs,
};

/** MicroPython's wording first; CPython's where it differs, for readers who know it. */
const TYPES: TypeRules[] = [
  {
    types: ['NameError', 'UnboundLocalError'],
    rules: [
      // A built-in or, after `from math import *`, a module's name that the board lacks.
      {
        pattern: /^name '(\w+)' (?:isn't|is not) defined$/,
        explain: ([name], { program, library }) => {
          if (name in BUILTIN_LACKS) {
            return { message: LACKS.builtin, values: { name }, hint: BUILTIN_LACKS[name] };
          }
          // A name of microbit or the library in a program that does not import it.
          for (const [module, names, hint] of [
            ['microbit', MICROBIT_NAMES, LACKS.fromMicrobit],
            ['maqueen', library, LACKS.fromMaqueen],
          ] as const) {
            if (names.has(name) && !importsAll(module, program)) {
              return { message: E.notDefined, values: { name }, hint, hintValues: { name } };
            }
          }
          const module = starModuleLacking(name, program);
          const found = lacking(module, name);
          return found && { ...found, message: LACKS.importName };
        },
      },
      {
        pattern: /^name '(.+)' (?:isn't|is not) defined$/,
        message: E.notDefined,
        values: ([name]) => ({ name }),
      },
      {
        pattern: /^local variable (?:'.+' )?referenced before assignment$/,
        message: E.beforeAssignment,
        hint: E.hintBeforeAssignment,
      },
    ],
    hint: E.hintName,
  },
  {
    types: ['SyntaxError'],
    rules: [
      // The board's lexer reads `f"…"` as the name f and a string after it.
      {
        pattern: /^invalid syntax$/,
        code: /(?:^|[^\w.])[fF][rR]?["']/,
        message: E.noFStrings,
        hint: E.hintFStrings,
      },
      { pattern: /^invalid syntax$/, message: E.invalidSyntax },
      // What MicroPython 1.18 refuses and later versions allow.
      { pattern: /^can't have multiple \*x$/, message: E.multipleStar, hint: E.hintMultipleStar },
      {
        pattern: /^can't have multiple \*\*x$/,
        message: E.multipleDoubleStar,
        hint: E.hintMultipleDoubleStar,
      },
      {
        pattern: /^non-keyword arg after \*\/\*\*$/,
        message: E.positionalAfterStar,
        hint: E.hintPositionalAfterStar,
      },
      {
        pattern: /^constant must be an integer$/,
        message: E.constNotInt,
        hint: E.hintConstNotInt,
      },
    ],
    hint: E.hintSyntax,
  },
  {
    types: ['IndentationError'],
    rules: [
      { pattern: /^unexpected indent$/, message: E.unexpectedIndent },
      { pattern: /^unindent (?:doesn't|does not) match/, message: E.unindentMismatch },
      { pattern: /^expected an indented block/, message: E.expectedIndent },
    ],
    hint: E.hintIndent,
  },
  {
    types: ['TypeError'],
    rules: [
      // The board's limits, recognised by the call on the line that failed.
      {
        pattern: /^function takes 1 positional arguments? but 2 were given$/,
        code: /\bnext\s*\(/,
        message: E.next2,
        hint: E.hintNext2,
      },
      {
        pattern: /^can't convert 'tuple' object to str implicitly$/,
        code: /\.(?:starts|ends)with\s*\(/,
        message: E.prefixTuple,
        hint: E.hintPrefixTuple,
      },
      {
        pattern: /^unsupported types for __(\w+)__: '(\w+)', '(\w+)'$/,
        message: E.unsupportedTypes,
        hint: E.hintMixedTypes,
        values: ([op, left, right]) => ({ op: OPERATORS[op] ?? op, left, right }),
      },
      {
        pattern: /^can't convert '?(\w+)'? object to str implicitly$/,
        message: E.cantConvertToStr,
        hint: E.hintMixedTypes,
        values: ([type]) => ({ type }),
      },
      {
        pattern: /^function takes (\d+) positional arguments? but (\d+) (?:were|was) given$/,
        message: E.wrongArgumentCount,
        hint: E.hintArguments,
        values: ([expected, given]) => ({ expected, given }),
      },
      {
        pattern: /^function missing (\d+) required positional arguments?$/,
        message: E.missingArguments,
        hint: E.hintArguments,
        values: ([count]) => ({ count }),
      },
      {
        pattern: /^'(\w+)' object (?:isn't|is not) callable$/,
        message: E.notCallable,
        hint: E.hintNotCallable,
        values: ([type]) => ({ type }),
      },
    ],
    hint: E.hintType,
  },
  {
    types: ['AttributeError'],
    rules: [
      // The firmware names no module: the reader's line does (`math.factorial(3)`).
      {
        pattern: /^'module' object has no attribute '([^']+)'$/,
        explain: ([name], { line, program }) => {
          const owner = ownerOnLine(name, line);
          const module = owner === null ? null : moduleBehind(owner, program);
          return (
            lacking(module, name) ?? {
              message: E.noAttribute,
              values: { owner: owner ?? 'module', name },
            }
          );
        },
      },
      {
        pattern: /^(?:type object )?'(?:str|bytes)'(?: object)? has no attribute '(\w+)'$/,
        explain: ([name]) =>
          name in METHOD_LACKS
            ? { message: LACKS.method, values: { name }, hint: METHOD_LACKS[name] }
            : null,
      },
      {
        pattern: /^(?:type object )?'([^']+)'(?: object)? has no attribute '([^']+)'$/,
        message: E.noAttribute,
        values: ([owner, name]) => ({ owner, name }),
      },
    ],
    hint: E.hintAttribute,
  },
  {
    types: ['ImportError', 'ModuleNotFoundError'],
    rules: [
      // Modules pupils know from Python on a computer: what the board offers instead.
      ...Object.entries(MISSING_MODULE_HINTS).map(([modules, hint]) => ({
        pattern: new RegExp(`^no module named '(${modules})'$`),
        message: E.noModule,
        hint,
        values: ([name]: string[]) => ({ name: name ?? '' }),
      })),
      {
        pattern: /^no module named '(\w+\.[\w.]+)'$/,
        message: LACKS.submodule,
        hint: LACKS.hintSubmodule,
        values: ([name]) => ({ name }),
      },
      { pattern: /^no module named '(.+)'$/i, message: E.noModule, values: ([name]) => ({ name }) },
      {
        pattern: /^can't import name '?(\w+)'?$/,
        explain: ([name], { line }) => {
          const found = lacking(fromModule(line), name);
          return found && { ...found, message: LACKS.importName };
        },
      },
      {
        pattern: /^can't import name '?(\w+)'?$/,
        message: E.cantImportName,
        values: ([name]) => ({ name }),
      },
    ],
    hint: E.hintImport,
  },
  // What the board's MicroPython leaves out (MicroPython 1.18, the firmware's feature level).
  {
    types: ['NotImplementedError'],
    rules: [
      {
        pattern: /^$/,
        code: /\bround\s*\(/,
        message: E.roundIntDigits,
        hint: E.hintRoundIntDigits,
      },
      { pattern: /^3-arg pow\(\) not supported$/, message: E.pow3, hint: E.hintPow3 },
      {
        pattern: /^start\/end indices$/,
        message: E.endswithIndices,
        hint: E.hintEndswithIndices,
      },
    ],
    hint: null,
  },
  // The library's own ValueErrors are German already: their message shows as it is.
  { types: ['ValueError'], rules: [], hint: E.hintValue },
  {
    types: ['ZeroDivisionError'],
    rules: [{ pattern: /^(?:divide|division) by zero$/, message: E.divideByZero }],
    hint: E.hintDivideByZero,
  },
  {
    types: ['IndexError'],
    rules: [{ pattern: /index out of range$/, message: E.indexOutOfRange }],
    hint: E.hintIndex,
  },
  // The board's heap is 64 KB; the simulator stops a program that would need more.
  {
    types: ['MemoryError'],
    rules: [{ pattern: /^memory allocation failed/, message: E.memoryFull }],
    hint: E.hintMemory,
  },
];

/** A stop, not a mistake: the run was ended from outside (Stopp, the time budget). */
const NOT_ERRORS = new Set(['KeyboardInterrupt', 'SystemExit']);

/** Whether a failure of this type is a mistake of the program rather than a stop. */
export function isMistake(failure: PythonFailure): boolean {
  return !NOT_ERRORS.has(failure.type);
}

/** The file of the traceback's innermost frame, e.g. `maqueen.py`, if any. */
function innermostFile(traceback: string): string | null {
  const frames = [...traceback.matchAll(/File "([^"]+)", line \d+/g)];
  const file = frames.at(-1)?.[1];
  return file ? (file.split('/').pop() ?? file) : null;
}

/** `Type: message` → message; a summary without a type is all message. */
function pythonMessage(failure: PythonFailure): string {
  const prefix = `${failure.type}:`;
  return failure.summary.startsWith(prefix)
    ? failure.summary.slice(prefix.length).trim()
    : failure.summary.trim();
}

/**
 * The German error for a failure, or null when it was a stop (KeyboardInterrupt). `program`,
 * the reader's code, lets a rule look at the line that failed; `library`, the text of the
 * `maqueen.py` beside it, names what `from maqueen import *` would bring.
 */
export function explainFailure(
  failure: PythonFailure,
  t: Translate,
  program = '',
  library = '',
): GermanError | null {
  if (!isMistake(failure)) return null;
  const original = pythonMessage(failure);
  const lineText = failure.line !== null ? (program.split('\n')[failure.line - 1] ?? '') : '';
  const context: Context = { line: lineText, program, library: libraryNames(library) };
  const known = TYPES.find((entry) => entry.types.includes(failure.type));
  let message = original;
  let hint = known?.hint ?? null;
  let hintValues: MessageValues | undefined;
  for (const rule of known?.rules ?? []) {
    const match = rule.pattern.exec(original);
    if (!match || (rule.code && !rule.code.test(lineText))) continue;
    const groups = match.slice(1);
    const explained: Explained | null =
      'explain' in rule
        ? rule.explain(groups, context)
        : { message: rule.message, values: rule.values?.(groups), hint: rule.hint };
    if (!explained) continue;
    message = t(explained.message, explained.values);
    if (explained.hint !== undefined) hint = explained.hint;
    hintValues = explained.hintValues;
    break;
  }
  const file = innermostFile(failure.traceback);
  const where =
    failure.line !== null
      ? t(E.line, { line: failure.line })
      : file !== null
        ? t(E.inLibrary, { file })
        : t(E.nowhere);
  return {
    line: failure.line,
    where,
    type: failure.type,
    message,
    hint: hint && t(hint, hintValues),
  };
}

/** The error as one line: `Zeile 7: NameError – `x` ist nicht definiert. Tippfehler?` */
export function errorSentence(error: GermanError): string {
  const message = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return `${error.where}: ${error.type} – ${message}${error.hint ? ` ${error.hint}` : ''}`;
}

/** Splits a text at backticks, so names can be shown as code: odd parts are code. */
export function codeParts(text: string): { text: string; code: boolean }[] {
  return text
    .split('`')
    .map((part, i) => ({ text: part, code: i % 2 === 1 }))
    .filter((part) => part.text !== '');
}
