import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { PythonFailure } from '../../../../simulator/runtime/types.ts';
import { codeParts, errorSentence, explainFailure } from './errors.ts';
import { germanDefault } from './messages.ts';

/** A failure as the session reports it, from the traceback's last line. */
function failure(summary: string, line: number | null, frames = ''): PythonFailure {
  const type = summary.split(':')[0];
  const where = line === null ? '' : `  File "<stdin>", line ${line}, in <module>\n`;
  return {
    type,
    summary,
    line,
    traceback: `Traceback (most recent call last):\n${where}${frames}${summary}\n`,
  };
}

const IN_LIBRARY =
  '  File "/lib/maqueen.py", line 157, in motor_run\n  File "/lib/maqueen.py", line 98, in _check\n';

const cases: [summary: string, line: number | null, frames: string, german: string][] = [
  [
    "NameError: name 'geschwindigkeit' isn't defined",
    7,
    '',
    'Zeile 7: NameError – `geschwindigkeit` ist nicht definiert. Tippfehler?',
  ],
  [
    'NameError: local variable referenced before assignment',
    4,
    '',
    'Zeile 4: NameError – Die Variable wird benutzt, bevor sie einen Wert hat. Gib ihr vorher einen Wert oder schreibe `global` mit ihrem Namen an den Anfang der Funktion.',
  ],
  [
    "ImportError: no module named 'json'",
    2,
    '',
    'Zeile 2: ImportError – Es gibt kein Modul `json`. Speichere Werte als Text: mit `str()` hinein, mit `split()` und `int()` oder `float()` wieder heraus.',
  ],
  [
    "ImportError: no module named 'uasyncio'",
    1,
    '',
    'Zeile 1: ImportError – Es gibt kein Modul `uasyncio`. Erledige mehrere Aufgaben in einer `while True`-Schleife nacheinander und miss die Zeit mit `time.ticks_ms()`.',
  ],
  [
    'SyntaxError: invalid syntax',
    3,
    '',
    'Zeile 3: SyntaxError – Python versteht diese Zeile nicht. Prüfe Doppelpunkt am Zeilenende, Klammern und Anführungszeichen – oft steckt der Fehler in der Zeile davor.',
  ],
  [
    'IndentationError: unexpected indent',
    5,
    '',
    'Zeile 5: IndentationError – Diese Zeile ist eingerückt, obwohl hier kein Block beginnt. Rücke alle Zeilen eines Blocks gleich weit ein, am besten mit 4 Leerzeichen mehr als die Zeile mit dem Doppelpunkt.',
  ],
  [
    "IndentationError: unindent doesn't match any outer indent level",
    6,
    '',
    'Zeile 6: IndentationError – Die Einrückung passt zu keiner Zeile darüber. Rücke alle Zeilen eines Blocks gleich weit ein, am besten mit 4 Leerzeichen mehr als die Zeile mit dem Doppelpunkt.',
  ],
  [
    'IndentationError: expected an indented block',
    2,
    '',
    'Zeile 2: IndentationError – Hier fehlt ein eingerückter Block. Rücke alle Zeilen eines Blocks gleich weit ein, am besten mit 4 Leerzeichen mehr als die Zeile mit dem Doppelpunkt.',
  ],
  [
    "TypeError: unsupported types for __add__: 'int', 'str'",
    9,
    '',
    'Zeile 9: TypeError – `int` und `str` lassen sich mit `+` nicht verknüpfen. Mit str(zahl) wird aus einer Zahl Text, mit int(text) aus Text eine Zahl.',
  ],
  [
    "TypeError: can't convert 'int' object to str implicitly",
    9,
    '',
    'Zeile 9: TypeError – `int` lässt sich nicht einfach an Text hängen. Mit str(zahl) wird aus einer Zahl Text, mit int(text) aus Text eine Zahl.',
  ],
  [
    'TypeError: function takes 2 positional arguments but 3 were given',
    11,
    '',
    'Zeile 11: TypeError – Die Funktion erwartet 2 Werte, bekommt aber 3. Zähle die Werte in den Klammern und vergleiche mit der Anleitung.',
  ],
  [
    'TypeError: function missing 1 required positional arguments',
    11,
    '',
    'Zeile 11: TypeError – Der Funktion fehlen 1 Werte. Zähle die Werte in den Klammern und vergleiche mit der Anleitung.',
  ],
  [
    "TypeError: 'int' object isn't callable",
    12,
    '',
    'Zeile 12: TypeError – `int` ist keine Funktion und lässt sich nicht mit () aufrufen. Hat eine Variable denselben Namen wie die Funktion?',
  ],
  [
    "TypeError: object of type 'int' has no len()",
    12,
    '',
    "Zeile 12: TypeError – object of type 'int' has no len(). Prüfe, ob jeder Wert die passende Art hat: Zahl, Text oder Liste.",
  ],
  [
    "AttributeError: 'Motor' object has no attribute 'LEFTT'",
    3,
    '',
    'Zeile 3: AttributeError – `Motor` hat kein `LEFTT`. Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
  ],
  [
    "AttributeError: type object 'Motor' has no attribute 'X'",
    3,
    '',
    'Zeile 3: AttributeError – `Motor` hat kein `X`. Tippfehler? Schau in der Anleitung nach, wie der Name genau heißt.',
  ],
  [
    "ImportError: no module named 'foo'",
    1,
    '',
    'Zeile 1: ImportError – Es gibt kein Modul `foo`. Prüfe die Schreibweise, z. B. `from maqueen import *`.',
  ],
  [
    "ImportError: can't import name motor_rn",
    1,
    '',
    'Zeile 1: ImportError – Im Modul gibt es kein `motor_rn`. Prüfe die Schreibweise, z. B. `from maqueen import *`.',
  ],
  [
    'ValueError: Unbekannter Motor: 5. Erlaubt: Motor.LEFT, Motor.RIGHT, Motor.ALL',
    4,
    IN_LIBRARY,
    'Zeile 4: ValueError – Unbekannter Motor: 5. Erlaubt: Motor.LEFT, Motor.RIGHT, Motor.ALL. Schau in der Anleitung nach, welche Werte erlaubt sind.',
  ],
  [
    'ValueError: Der speed eines Punkts muss zwischen 0 und 255 liegen: 300',
    null,
    IN_LIBRARY,
    'In der Bibliothek maqueen.py: ValueError – Der speed eines Punkts muss zwischen 0 und 255 liegen: 300. Schau in der Anleitung nach, welche Werte erlaubt sind.',
  ],
  [
    'ZeroDivisionError: divide by zero',
    8,
    '',
    'Zeile 8: ZeroDivisionError – Division durch null. Prüfe vor dem Teilen, ob der Teiler 0 sein kann.',
  ],
  [
    'IndexError: list index out of range',
    8,
    '',
    'Zeile 8: IndexError – Diese Stelle gibt es in der Liste nicht. Eine Liste mit n Einträgen hat die Stellen 0 bis n − 1.',
  ],
  [
    'MemoryError: memory allocation failed, allocating 32768 bytes',
    4,
    '',
    'Zeile 4: MemoryError – Der Speicher des micro:bit ist voll. Der micro:bit hat nur 64 KB Speicher für dein Programm, die Bibliothek und alle Werte. Nimm kürzere Listen oder Texte, oder lösche alte Werte, bevor neue dazukommen.',
  ],
  // Anything else keeps Python's words and gets no made-up hint.
  [
    'OSError: Maqueen antwortet nicht: steckt die micro:bit im Roboter und ist er eingeschaltet?',
    null,
    '  File "/lib/maqueen.py", line 107, in _write\n',
    'In der Bibliothek maqueen.py: OSError – Maqueen antwortet nicht: steckt die micro:bit im Roboter und ist er eingeschaltet?',
  ],
  ['RuntimeError: kaputt', null, '', 'Ohne Zeilenangabe: RuntimeError – kaputt.'],
];

for (const [summary, line, frames, german] of cases) {
  test(`${summary} → German`, () => {
    const error = explainFailure(failure(summary, line, frames), germanDefault);
    assert.ok(error);
    assert.equal(errorSentence(error), german);
    assert.equal(error.line, line);
  });
}

test('an invalid-syntax line with an f-string says the micro:bit has none; another line does not', () => {
  const program = 'x = 3\nprint(f"Wert {x}")\nprint(x +)';
  const fString = explainFailure(failure('SyntaxError: invalid syntax', 2), germanDefault, program);
  assert.equal(
    fString && errorSentence(fString),
    'Zeile 2: SyntaxError – Der micro:bit kennt keine f-Strings. Schreib stattdessen `"Wert: " + str(x)` oder `"Wert: %d" % x`.',
  );
  const other = explainFailure(failure('SyntaxError: invalid syntax', 3), germanDefault, program);
  assert.match(other ? errorSentence(other) : '', /Python versteht diese Zeile nicht\./);
  // A name ending in f before a string is no f-string.
  const named = explainFailure(
    failure('SyntaxError: invalid syntax', 1),
    germanDefault,
    'print(elf"x")',
  );
  assert.match(named ? errorSentence(named) : '', /Python versteht diese Zeile nicht\./);
});

/** What the firmware says for a line the board's MicroPython refuses, and the German for it. */
const BOARD_LIMITS: [line: string, summary: string, german: RegExp][] = [
  ['print(round(7, 1))', 'NotImplementedError: ', /ganze Zahl nicht mit `round\(zahl, stellen\)`/],
  ['pow(2, 3, 5)', 'NotImplementedError: 3-arg pow() not supported', /`pow\(\)` nur mit zwei/],
  ['"abc".endswith("c", 1)', 'NotImplementedError: start/end indices', /`endswith\(\)` nur ohne/],
  [
    'x = next(it, 0)',
    'TypeError: function takes 1 positional arguments but 2 were given',
    /`next\(\)` nur mit einem Wert/,
  ],
  [
    'if t.startswith(("a", "b")):',
    "TypeError: can't convert 'tuple' object to str implicitly",
    /nur einen Text auf einmal/,
  ],
  ['print(*a, *b)', "SyntaxError: can't have multiple *x", /nur ein einziges `\*`/],
  ['f(**a, **b)', "SyntaxError: can't have multiple **x", /nur ein einziges `\*\*`/],
  ['print(*a, 2)', 'SyntaxError: non-keyword arg after */**', /keine einzelnen Werte mehr/],
  ['X = const(1.5)', 'SyntaxError: constant must be an integer', /`const\(\)` nur ganze Zahlen/],
  // Elsewhere the same messages keep their general German.
  [
    'zeige(1, 2)',
    'TypeError: function takes 1 positional arguments but 2 were given',
    /^Zeile 1: TypeError – (?!Der micro:bit)/,
  ],
  [
    'name + (1, 2)',
    "TypeError: can't convert 'tuple' object to str implicitly",
    /^Zeile 1: TypeError – (?!Der micro:bit)/,
  ],
];

for (const [line, summary, german] of BOARD_LIMITS) {
  test(`${line} → ${summary} → what the micro:bit lacks, in German`, () => {
    const error = explainFailure(failure(summary, 1), germanDefault, line);
    assert.ok(error);
    assert.match(errorSentence(error), german);
  });
}

test('a KeyboardInterrupt is a stop, not an error', () => {
  assert.equal(explainFailure(failure('KeyboardInterrupt: ', 12), germanDefault), null);
});

test('the line to mark is the reader’s line, not the library’s', () => {
  const error = explainFailure(
    failure(
      'ValueError: Unbekannte rote LED: 7. Erlaubt: Led.LEFT, Led.RIGHT, Led.ALL',
      5,
      IN_LIBRARY,
    ),
    germanDefault,
  );
  assert.equal(error?.line, 5);
  assert.equal(error?.where, 'Zeile 5');
});

test('code parts: names between backticks are code', () => {
  assert.deepEqual(codeParts('`Motor` hat kein `LEFTT`.'), [
    { text: 'Motor', code: true },
    { text: ' hat kein ', code: false },
    { text: 'LEFTT', code: true },
    { text: '.', code: false },
  ]);
});
