// The library as the board gets it: small Python fixtures, then the five real libraries (line
// for line, small enough, and the same behaviour on the simulator's MicroPython), and Next's
// guide examples against its board form.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { loadFirmwareWasm } from '../../../../simulator/firmware/node.ts';
import { firmwareSessions } from '../../../../simulator/firmware/session.ts';
import type { ExecResult } from '../../../../simulator/runtime/session.ts';
import type { SessionResult } from '../../../../simulator/runtime/types.ts';
import { LIBRARIES, repoRoot } from '../../../../tests/library/libraries.ts';
import { splitComments } from '../../../../tools/doc-examples/python-lines.ts';
import { runDocExamples } from '../../../../tools/doc-examples/runner.ts';
import { FS_CHUNKS, chunksFor } from './boardFiles.ts';
import { boardForm } from './boardForm.ts';

interface Fixture {
  name: string;
  python: string[];
  board: string[];
}

/** Python in, what the board gets out; each line of `board` is the line of `python` it was. */
const FIXTURES: Fixture[] = [
  {
    name: 'a one-line module docstring becomes an empty line',
    python: ['"""Bibliothek."""', 'import math', ''],
    board: ['', 'import math', ''],
  },
  {
    name: 'a multi-line module docstring leaves as many empty lines',
    python: ['"""Bibliothek.', '', '    from maqueen import *', '"""', '', 'X = 1', ''],
    board: ['', '', '', '', '', 'X = 1', ''],
  },
  {
    name: 'a module docstring after a comment, in single quotes',
    python: ['# Kopf', "'''Doku.'''", 'X = 1'],
    board: ['', '', 'X = 1'],
  },
  {
    name: 'a class docstring on one line; the members stay',
    python: ['class Motor:', '    """Welcher Motor."""', '', '    LEFT = 0', '    RIGHT = 1'],
    board: ['class Motor:', '', '', '    LEFT = 0', '    RIGHT = 1'],
  },
  {
    name: 'a class docstring over two lines',
    python: ['class ColorLED:', '    """Welche LED:', '    L1 vorne links."""', '    L1 = 0'],
    board: ['class ColorLED:', '', '', '    L1 = 0'],
  },
  {
    name: 'a function docstring over several lines before the code',
    python: [
      'def motor_run(motor, speed):',
      '    """Lässt einen Motor laufen.',
      '',
      '    speed: -255 bis 255.',
      '    """',
      '    return speed',
      '',
    ],
    board: ['def motor_run(motor, speed):', '', '', '', '', '    return speed', ''],
  },
  {
    name: 'a function with only a docstring gets pass',
    python: ['def later():', '    """Kommt noch."""', '', 'X = 1'],
    board: ['def later():', '    pass', '', 'X = 1'],
  },
  {
    name: 'pass on the first line of a multi-line docstring at the end of the file',
    python: ['def later():', "    '''Kommt", "    noch.'''"],
    board: ['def later():', '    pass', ''],
  },
  {
    name: 'a class with only a docstring and a comment gets pass',
    python: [
      'class Fehler(Exception):',
      '    """Ein Fehler."""',
      '    # nur eine Bemerkung',
      '',
      'X = 1',
    ],
    board: ['class Fehler(Exception):', '    pass', '', '', 'X = 1'],
  },
  {
    name: 'tab indentation is kept for pass',
    python: ['def f():', '\t"""Doku."""'],
    board: ['def f():', '\tpass'],
  },
  {
    name: 'a docstring as the whole body on the header line becomes pass',
    python: [
      'def f(): "Nichts."',
      'class E(Exception): """Fehler."""  # Bemerkung',
      'def g(): "a"; return 1',
    ],
    board: ['def f(): pass', 'class E(Exception): pass', 'def g(): "a"; return 1'],
  },
  {
    name: 'comments after code and on lines of their own',
    python: ['x = 1  # eins', '    # eingerückt', 'if x:  # Bedingung', '    y = 2#dicht', '#'],
    board: ['x = 1', '', 'if x:', '    y = 2', ''],
  },
  {
    name: "'#' inside strings is no comment",
    python: [
      'a = "# kein Kommentar"  # Kommentar',
      `b = '#' + "'#'"`,
      'c = "sagt \\"# nein\\""  # ja',
      "d = r'\\' # noch im String'  # Kommentar",
      "e = b'#'  # Bytes",
      's = "weiter \\',
      '# im String"  # danach',
    ],
    board: [
      'a = "# kein Kommentar"',
      `b = '#' + "'#'"`,
      'c = "sagt \\"# nein\\""',
      "d = r'\\' # noch im String'",
      "e = b'#'",
      's = "weiter \\',
      '# im String"',
    ],
  },
  {
    name: 'a triple-quoted string as a value stays as written, trailing spaces too',
    python: ['HILFE = """Zeile 1   ', '# keine Bemerkung', '    """  # Bemerkung', 'x = 1   '],
    board: ['HILFE = """Zeile 1   ', '# keine Bemerkung', '    """', 'x = 1'],
  },
  {
    name: 'strings that are not the first statement of a body stay',
    python: [
      'X = 1',
      '"nicht die erste Anweisung"',
      'def f():',
      '    x = 1',
      '    "auch nicht"',
      '    return x',
      'if X:',
      '    "in einem if"',
      'def g():',
      '    b"Bytes sind kein Docstring"',
      'def h():',
      '    f"ein f-String auch nicht"',
    ],
    board: [
      'X = 1',
      '"nicht die erste Anweisung"',
      'def f():',
      '    x = 1',
      '    "auch nicht"',
      '    return x',
      'if X:',
      '    "in einem if"',
      'def g():',
      '    b"Bytes sind kein Docstring"',
      'def h():',
      '    f"ein f-String auch nicht"',
    ],
  },
  {
    name: 'docstrings with prefixes, escapes and adjacent parts',
    python: [
      'def a():',
      '    r"""\\d+ roh"""',
      '    return 1',
      'def b():',
      "    'It\\'s'",
      '    return 2',
      'def c():',
      '    "zwei " \'Teile\'',
      '    return 3',
      'def d():',
      '    u"unicode"',
      '    return 4',
    ],
    board: [
      'def a():',
      '',
      '    return 1',
      'def b():',
      '',
      '    return 2',
      'def c():',
      '',
      '    return 3',
      'def d():',
      '',
      '    return 4',
    ],
  },
  {
    name: 'nested functions and classes each lose their own docstring',
    python: [
      'def outer():',
      '    """Außen."""',
      '    def inner():',
      '        """Innen."""',
      '    class Inner:',
      '        """Klasse."""',
      '        def m(self):',
      '            """Methode."""',
      '            return 1',
      '    return inner',
    ],
    board: [
      'def outer():',
      '',
      '    def inner():',
      '        pass',
      '    class Inner:',
      '',
      '        def m(self):',
      '',
      '            return 1',
      '    return inner',
    ],
  },
  {
    name: 'decorated functions',
    python: [
      '@micropython.native',
      'def schnell():',
      '    """Schnell."""',
      '    return 1',
      '',
      '@decorate("#:", key={"a": 1})  # Bemerkung',
      'def leer():',
      '    """Nur Doku."""',
      '',
      'class K:',
      '    @staticmethod',
      '    def s():',
      '        """Statisch."""',
    ],
    board: [
      '@micropython.native',
      'def schnell():',
      '',
      '    return 1',
      '',
      '@decorate("#:", key={"a": 1})',
      'def leer():',
      '    pass',
      '',
      'class K:',
      '    @staticmethod',
      '    def s():',
      '        pass',
    ],
  },
  {
    name: 'headers with colons in brackets and strings, over two lines, async',
    python: [
      'def f(a: int = {1: "x:"}, *b, **c) -> "x:y":',
      '    """Doku."""',
      '    return a',
      'def g(a,  # erster',
      '      b):',
      '    """Doku."""',
      '    return b',
      'async def h():',
      '    """Doku."""',
      'class C(dict, metaclass=type):',
      '    """Doku."""',
      '    pass',
    ],
    board: [
      'def f(a: int = {1: "x:"}, *b, **c) -> "x:y":',
      '',
      '    return a',
      'def g(a,',
      '      b):',
      '',
      '    return b',
      'async def h():',
      '    pass',
      'class C(dict, metaclass=type):',
      '',
      '    pass',
    ],
  },
  {
    name: 'lines joined by brackets and by a backslash',
    python: [
      'x = (1,  # eins',
      '     2)  # zwei',
      'y = 1 + \\',
      '    2  # Summe',
      'z = [',
      '    # nur eine Bemerkung',
      '    3,',
      ']',
    ],
    board: ['x = (1,', '     2)', 'y = 1 + \\', '    2', 'z = [', '', '    3,', ']'],
  },
  {
    name: 'a parenthesised docstring is left as it is (only its bytes are lost)',
    python: ['def f():', '    ("Doku.")', '    return 1'],
    board: ['def f():', '    ("Doku.")', '    return 1'],
  },
  {
    name: 'no line break at the end',
    python: ['x = 1  # ohne Zeilenende'],
    board: ['x = 1'],
  },
];

for (const fixture of FIXTURES) {
  test(`boardForm: ${fixture.name}`, () => {
    const board = boardForm(fixture.python.join('\n'));
    assert.deepEqual(board.split('\n'), fixture.board);
    assert.equal(boardForm(board), board, 'the board form of the board form is itself');
  });
}

test('boardForm: an empty file stays empty', () => {
  assert.equal(boardForm(''), '');
});

test('boardForm: CR LF line ends become LF, trailing whitespace goes, but not inside a string', () => {
  assert.equal(
    boardForm('x = 1   \r\ny = """a  \r\nb"""  \r\nif x:\r\n\tz = 2\t\r\n'),
    'x = 1\ny = """a  \nb"""\nif x:\n\tz = 2\n',
  );
});

// ---------------------------------------------------------------- the five real libraries

const indentOf = (line: string) => /^[ \t]*/.exec(line)![0];

for (const { version, source } of LIBRARIES) {
  test(`${version.label}: the board form keeps every code line on its line number`, () => {
    const board = boardForm(source).split('\n');
    const original = source.split('\n');
    assert.equal(board.length, original.length);
    // An independent reading of the comments: the example runner's (strings, triple quotes).
    const split = splitComments(source);
    board.forEach((line, i) => {
      const code = split[i].code.replace(/[ \t]+$/, '');
      const where = `line ${i + 1}: ${JSON.stringify(original[i])}`;
      if (line === '') {
        // Only blank lines, comments and docstrings go.
        const inDocstring = split[i].inString || /^[rRuU]?("""|'''|"|')/.test(code.trim());
        assert.ok(code.trim() === '' || inDocstring, `${where} was dropped`);
      } else if (line.trim() === 'pass') {
        assert.equal(line, `${indentOf(original[i])}pass`, where);
        assert.match(code.trim(), /^[rRuU]?("""|'''|"|')/, `${where}: pass where no docstring was`);
      } else {
        assert.equal(line, code, where);
      }
    });
    assert.equal(boardForm(board.join('\n')), board.join('\n'), 'stable when applied twice');
  });
}

test("Next's board form and a 2,000-byte main.py fit in the micro:bit's file system", (t) => {
  const bytes = (text: string) => new TextEncoder().encode(text).length;
  for (const { version, source } of LIBRARIES) {
    const size = bytes(boardForm(source));
    t.diagnostic(`${version.label}: ${bytes(source)} bytes, board form ${size} bytes`);
  }
  const next = LIBRARIES.find((l) => l.version.label === 'Next');
  assert.ok(next, 'Next has a library');
  const library = chunksFor('maqueen.py', bytes(boardForm(next.source)));
  const program = chunksFor('main.py', 2000);
  assert.ok(
    library + program <= FS_CHUNKS,
    `${library} + ${program} chunks, the file system has ${FS_CHUNKS}`,
  );
});

// ---------------------------------------------------------------- the same behaviour

/**
 * The module's names and values and each class's members, read before the run (outside its
 * simulated time). `__doc__` is left out: this MicroPython (the pyscript build) keeps module
 * and class docstrings, the micro:bit's firmware is built without MICROPY_ENABLE_DOC_STRING and
 * keeps none. (Walking the classes' members in the run would also cost the original more
 * simulated time, one loop step per `__doc__`.)
 */
const NAMES = `import maqueen

def show(value):
    plain = (int, float, str, bool, tuple, list, dict, type(None))
    return value if type(value) in plain else type(value).__name__

names = sorted(n for n in dir(maqueen) if n != '__doc__')
print(names)
for name in names:
    value = getattr(maqueen, name)
    if name.startswith('__'):
        continue
    if type(value) is type:
        print(name, sorted((k, show(getattr(value, k))) for k in dir(value) if not k.startswith('__')))
    elif not callable(value):
        print(name, repr(show(value)))
`;

/**
 * Calls with their results or tracebacks (which name `maqueen.py` and its line numbers), run
 * as the program. A call a version lacks prints its NameError, the same with both forms.
 */
const CALLS = [
  'version()',
  'rgb(255, 128, 0)',
  'hsl(30, 100, 50)',
  'motor_run(Motor.ALL, 100)',
  'motor_run(Motor.LEFT, -50, Direction.BACKWARD)',
  'motor_calibration(Motor.LEFT, [(100, 0.95), (200, 0.97)])',
  'motor_run(Motor.LEFT, 150)',
  'motor_get_calibration(Motor.LEFT)',
  'motor_stop(Motor.RIGHT)',
  'motor_stop()',
  'led_red(1)',
  'led_red(0, Led.LEFT)',
  'led_brightness(100)',
  'led_rgb(Color.RED)',
  'led_rgb(rgb(1, 2, 3), ColorLED.L1)',
  'led_rgb_off()',
  'line_sensor(LineSensor.M)',
  'line_sensor_all()',
  'line_sensor_data(LineSensor.L1)',
  'line_sensor_data_all()',
  'line_sensor(0)',
  'line_sensor_data(1)',
  'ultrasonic()',
  'ultrasonic()',
  'mq_heading()',
  'heading_set_window_size(3)',
  'heading_diff(90)',
  'motor_run(7, 100)',
  "motor_run(Motor.ALL, 'schnell')",
  "rgb('rot', 0, 0)",
  'hsl(None, 1, 1)',
  'line_sensor(99)',
  'led_rgb(Color.RED, 99)',
  'motor_calibration(Motor.LEFT, [(1,)])',
  "heading_set_window_size('x')",
  'ultrasonic(None)',
];

// The firmware's modules have no __dict__: the calls see the library's names by import *.
const PROGRAM = `import sys
from maqueen import *

for call in ${JSON.stringify(CALLS)}:
    try:
        print(call, '->', repr(eval(call)))
    except Exception as e:
        print(call, 'raises')
        sys.print_exception(e)
`;

const start = firmwareSessions(await loadFirmwareWasm());

async function probe(library: string): Promise<{ names: ExecResult; run: SessionResult }> {
  const job = { code: PROGRAM, library, world: 'arena', budgetMs: 20_000, presses: [] };
  const session = await start(job, {});
  const names = await session.exec(NAMES, { untraced: true });
  return { names, run: await session.run() };
}

for (const { version, source } of LIBRARIES) {
  test(`${version.label}: the board form behaves the same on the micro:bit's firmware`, async () => {
    const original = await probe(source);
    const board = await probe(boardForm(source));
    assert.equal(original.names.error, null);
    assert.deepEqual(board.names, original.names);
    assert.ok(original.names.output[0].includes("'motor_run'"), 'the names were printed');
    assert.equal(original.run.stop, 'finished', original.run.error?.traceback);
    assert.deepEqual(board.run.output, original.run.output);
    assert.equal(board.run.stop, original.run.stop);
    assert.deepEqual(board.run.trace, original.run.trace, 'the same bus traffic at the same times');
    assert.equal(board.run.simTimeUs, original.run.simTimeUs);
    // The tracebacks compared the library's line numbers: make sure there were some.
    const inLibrary = original.run.output.filter((l) => /File "maqueen\.py", line \d+/.test(l));
    assert.ok(inLibrary.length >= 5, `only ${inLibrary.length} traceback lines in maqueen.py`);
    assert.ok(original.run.output.some((l) => l.startsWith("version() -> 'MBT0021")));
  });
}

// ---------------------------------------------------------------- the guide's examples

test("Next's guide examples pass against Next's board form", async () => {
  const next = LIBRARIES.find((l) => l.version.label === 'Next');
  assert.ok(next, 'Next has a library');
  const scratch = mkdtempSync(join(tmpdir(), 'board-form-'));
  try {
    const libraryFile = join(scratch, 'maqueen.py');
    writeFileSync(libraryFile, boardForm(next.source));
    const [report] = await runDocExamples({
      repoRoot,
      versions: [{ label: next.version.label, docsDir: next.version.docsDir, libraryFile }],
      exercises: false,
    });
    assert.deepEqual(report.failures, []);
    assert.ok(report.ran > 0, 'some examples ran');
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});
