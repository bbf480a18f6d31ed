import assert from 'node:assert/strict';
import { test } from 'node:test';

import table from '../../../../../search/synonyms.json';
import { compileSynonyms, synonymsOf } from './synonyms.ts';
import { wordTerms } from './terms.ts';

const lookup = compileSynonyms({ groups: [['Abstand', 'Entfernung', 'Distanz']] });

test('a word of a group brings the other words, as typed and stemmed', () => {
  assert.deepEqual(lookup(wordTerms('Distanz')).sort(), ['abstand', 'entfern', 'entfernung']);
});

test('inflected forms find their group through the stem', () => {
  assert.ok(lookup(wordTerms('Entfernungen')).includes('abstand'));
});

test('a word outside every group has no synonyms', () => {
  assert.deepEqual(lookup(wordTerms('Kompass')), []);
});

test("the site's table: groups of two words or more, no word in two groups", () => {
  const seen = new Map<string, number>();
  table.groups.forEach((group, index) => {
    assert.ok(group.length >= 2, `group ${index}: ${group.join(', ')}`);
    for (const word of group) {
      const key = word.toLowerCase();
      assert.equal(
        seen.get(key),
        undefined,
        `"${word}" is in groups ${seen.get(key)} and ${index}`,
      );
      seen.set(key, index);
    }
  });
});

const pairs: [typed: string, synonym: string][] = [
  ['Entfernung', 'abstand'],
  ['Lampe', 'led'],
  ['Spur', 'linie'],
  ['Himmelsrichtung', 'richtung'],
  ['Antrieb', 'motor'],
  ['bunt', 'farbe'],
];
for (const [typed, synonym] of pairs) {
  test(`"${typed}" is also searched as "${synonym}"`, () => {
    assert.ok(synonymsOf(wordTerms(typed)).includes(synonym));
  });
}
