import assert from 'node:assert/strict';
import { test } from 'node:test';
import { observationMatches, parseExpected, rewriteClaims } from './claims.ts';
import { lintForDevice } from './compat-lint.ts';
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

test('the device lint flags f-strings, missing str methods and modules, not strings or comments', () => {
  const source = [
    'import json',
    'from machine import time_pulse_us',
    'print(f"{x} cm")',
    'name.zfill(3)',
    'print("of \'f\' and zfill( are text")  # f"comment"',
    'import math, re, music',
  ].join('\n');
  assert.deepEqual(
    lintForDevice(source).map((f) => f.line),
    [1, 3, 4, 6],
  );
  assert.deepEqual(lintForDevice('import json')[0], {
    line: 1,
    message:
      "module json: not on the micro:bit (the board raises ImportError: no module named 'json')",
  });
});
