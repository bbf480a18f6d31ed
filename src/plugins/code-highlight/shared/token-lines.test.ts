import assert from 'node:assert/strict';
import { test } from 'node:test';

import { decodeTokenLines, encodeTokenLines, tokenLinesForCode } from './token-lines.ts';

const lines = [
  [
    { types: ['keyword'], content: 'def' },
    { types: ['plain'], content: ' ' },
    { types: ['string', 'interpolation'], content: 'x' },
  ],
  [{ types: ['plain'], content: '\n', empty: true }],
  [{ types: ['comment'], content: '# Ende' }],
];

test('lines survive encoding and decoding, empty lines included', () => {
  assert.deepEqual(decodeTokenLines(encodeTokenLines(lines)), lines);
});

test('data that is not a token list decodes to nothing', () => {
  for (const data of ['', 'kein JSON', '{"a":1}', '[1]', '[[["keyword"]]]', '[[["a",2]]]']) {
    assert.equal(decodeTokenLines(data), undefined, data);
  }
});

test('lines are used only for the exact code they spell', () => {
  const data = encodeTokenLines(lines);
  assert.deepEqual(tokenLinesForCode(data, 'def x\n\n# Ende'), lines);
  assert.equal(tokenLinesForCode(data, 'def x\n# Ende'), undefined);
  assert.equal(tokenLinesForCode(undefined, 'def x\n\n# Ende'), undefined);
});
