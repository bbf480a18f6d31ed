import assert from 'node:assert/strict';
import { test } from 'node:test';

import { decodeTokenLines, encodeTokenLines } from './token-lines.ts';

const code = 'def x\n\ns = """\n\n"""';
const lines = [
  [
    { types: ['keyword'], content: 'def' },
    { types: ['plain'], content: ' x' },
  ],
  [{ types: ['plain'], content: '\n', empty: true }],
  [
    { types: ['plain'], content: 's ' },
    { types: ['operator'], content: '=' },
    { types: ['plain'], content: ' ' },
    { types: ['string'], content: '"""' },
  ],
  // An empty line inside a string keeps the string's type.
  [{ types: ['string'], content: '\n', empty: true }],
  [{ types: ['string'], content: '"""' }],
];

test('lines survive encoding and decoding against their code, empty lines included', () => {
  assert.deepEqual(decodeTokenLines(encodeTokenLines(lines), code), lines);
});

test('each combination of types travels once', () => {
  const [types] = JSON.parse(encodeTokenLines(lines)) as [string[]];
  assert.deepEqual(types, ['keyword', 'plain', 'operator', 'string']);
});

test('data that is not a token list decodes to nothing', () => {
  for (const data of [undefined, '', 'kein JSON', '{"a":1}', '[1]', '[["plain"],[[0,1,2]]]']) {
    assert.equal(decodeTokenLines(data, 'x'), undefined, String(data));
  }
});

test('lines that do not fit the code exactly decode to nothing', () => {
  const data = encodeTokenLines(lines);
  for (const other of [
    'def x\n\ns = """\n"""',
    'def y\n\ns = """\n\n"""x',
    'def x\nz\ns = """\n\n"""',
  ]) {
    assert.equal(decodeTokenLines(data, other), undefined, other);
  }
  assert.equal(decodeTokenLines('[["plain"],[[5,1]]]', 'x'), undefined, 'unknown type index');
});
