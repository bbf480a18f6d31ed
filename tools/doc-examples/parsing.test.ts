import assert from 'node:assert/strict';
import { test } from 'node:test';
import { observationMatches, parseExpected, rewriteClaims } from './claims.ts';
import { lintForDevice } from './device-lint.ts';
import { compareOutput } from './output-block.ts';

test('claims are rewritten in place, keeping line numbers', () => {
  const source = [
    'x = 1',
    'rgb(1, 2, 3)  # => 66051',
    'd = ultrasonic()  # => 30 ± 1',
    'if True:',
    '    print(x)  # => 1',
    's = "# => no claim"',
    '# => orphan',
  ].join('\n');
  const r = rewriteClaims(source);
  assert.deepEqual(r.code.split('\n'), [
    'x = 1',
    '_claim_value(2, (rgb(1, 2, 3)))',
    'd = ultrasonic(); _claim_value(3, (d))',
    'if True:',
    '    _claim_mark(5); print(x); _claim_printed(5)',
    's = "# => no claim"',
    '# => orphan',
  ]);
  assert.deepEqual(
    r.claims.map((c) => [c.line, c.kind, c.expected]),
    [
      [2, 'value', { text: '66051', tolerance: null }],
      [3, 'value', { text: '30', tolerance: 1 }],
      [5, 'print', { text: '1', tolerance: null }],
    ],
  );
  assert.deepEqual(r.problems, [
    { line: 7, message: 'claim "# =>" without an expression on the same line' },
  ]);
});

test('a claim matches repr or str; numbers within tolerance; floats relatively', () => {
  const value = (repr: string, str: string, number: number | null) =>
    ({ kind: 'value', line: 1, repr, str, number }) as const;
  assert.ok(observationMatches(value("'MBT'", 'MBT', null), parseExpected("'MBT'")));
  assert.ok(observationMatches(value("'MBT'", 'MBT', null), parseExpected('MBT')));
  assert.ok(observationMatches(value('31', '31', 31), parseExpected('30 ± 1')));
  assert.ok(!observationMatches(value('32', '32', 32), parseExpected('30 ± 1')));
  assert.ok(observationMatches(value('0.3333333333333333', '', 1 / 3), parseExpected('0.3333333')));
  assert.ok(!observationMatches(value('12', '12', 12), parseExpected('0')));
});

test('output blocks: exact unless "..." ends them; tolerance per line', () => {
  assert.equal(compareOutput(['30 ± 1', '...'], ['31', 'x', 'y']), null);
  assert.deepEqual(compareOutput(['63', '51'], ['63', '50']), {
    index: 1,
    expected: '51',
    actual: '50',
  });
  assert.deepEqual(compareOutput(['1'], ['1', '2']), { index: 1, expected: null, actual: '2' });
  assert.deepEqual(compareOutput(['1', '2'], ['1']), { index: 1, expected: '2', actual: null });
});

test('the device lint flags f-strings, missing str methods, modules and names, not strings or comments', async () => {
  const source = [
    'import json',
    'from machine import time_pulse_us as puls, reset',
    'print(f"{x} cm")',
    'name.zfill(3)',
    'print("of \'f\' and zfill( are text")  # f"comment"',
    'import math, re, music',
    'from os import getcwd',
    'import random as zufall',
    'zufall.randint(1, 6) + zufall.choices([1])',
    'from maqueen import *',
  ].join('\n');
  const found = await lintForDevice(source);
  assert.deepEqual(
    found.map((f) => f.line),
    [1, 3, 4, 6, 7, 9],
  );
  assert.deepEqual(found[0], {
    line: 1,
    message:
      "module json: not on the micro:bit (the board raises ImportError: no module named 'json')",
  });
  assert.deepEqual(
    found.slice(1).map((f) => f.message),
    [
      "the firmware's compiler refuses it (the board raises SyntaxError: invalid syntax)",
      "str.zfill(): not on the micro:bit (the board's str has no zfill)",
      "module re: not on the micro:bit (the board raises ImportError: no module named 're')",
      "os.getcwd: not on the micro:bit (the board's os has no getcwd)",
      "random.choices: not on the micro:bit (the board's random has no choices)",
    ],
  );
  assert.deepEqual(await lintForDevice('from microbit import *\ndisplay.scroll("Hallo")\n'), []);
  // A fragment is part of a program: only its f-strings are compiled.
  const fragment = 'motor_run(Motor.LEFT,\n    speed)\nprint(f"{x}")\nimport json';
  assert.deepEqual(
    (await lintForDevice(fragment, { fragment: true })).map((f) => f.line),
    [3, 4],
  );
  assert.equal(
    (await lintForDevice(fragment)).length,
    2,
    'the whole block: one syntax error, json',
  );
});
