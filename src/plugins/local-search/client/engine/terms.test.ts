import assert from 'node:assert/strict';
import { test } from 'node:test';

import { indexTerms, tokenize, wordTerms } from './terms.ts';

test('identifiers stay one token; a sentence-final dot does not join words', () => {
  assert.deepEqual(
    tokenize('Mit motor_run(M1) und Color.RED fährt er. Dann hält er.').map((t) => t.text),
    ['Mit', 'motor_run', 'M1', 'und', 'Color.RED', 'fährt', 'er', 'Dann', 'hält', 'er'],
  );
});

test('identifiers are indexed whole and by their parts', () => {
  const terms = indexTerms('line_sensor_all');
  for (const term of ['line_sensor_all', 'line', 'sensor', 'all'])
    assert.ok(terms.includes(term), term);
  assert.deepEqual(indexTerms('Color.RED'), ['color.red', 'color', 'red']);
});

const stems: [string, string][] = [
  ['Motoren', 'Motor'],
  ['Liniensensoren', 'Liniensensor'],
  ['Räder', 'Rad'],
  ['Hindernisse', 'Hindernis'],
  ['Geschwindigkeiten', 'Geschwindigkeit'],
];
for (const [inflected, base] of stems) {
  test(`"${inflected}" and "${base}" share a stem`, () => {
    assert.equal(wordTerms(inflected).at(-1), wordTerms(base).at(-1));
  });
}

test('the stem of "kalibrieren" is a prefix of the stem of "Kalibrierung"', () => {
  const [, query] = wordTerms('kalibrieren');
  const [, text] = wordTerms('Kalibrierung');
  assert.ok(text!.startsWith(query!), `${query} / ${text}`);
});

test('words keep their typed (lower-case) form next to the stem, for prefix search', () => {
  assert.deepEqual(wordTerms('Linienverfolgung'), ['linienverfolgung', 'linienverfolg']);
});
