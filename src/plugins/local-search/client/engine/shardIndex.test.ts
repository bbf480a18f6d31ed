import assert from 'node:assert/strict';
import { test } from 'node:test';

import { buildQuery, queryWords } from './shardIndex.ts';

type Leaf = { queries: string[]; prefix: boolean; fuzzy: number | false };
type Tree = { combineWith: string; queries: { queries: Leaf[] }[] };

const noSynonyms = () => [];
const leaves = (query: string, synonyms: (terms: string[]) => string[] = noSynonyms) =>
  (buildQuery(queryWords(query, synonyms), 'OR') as unknown as Tree).queries.map(
    (word) => word.queries,
  );

test('each typed word is searched as typed and as its stem', () => {
  assert.deepEqual(
    queryWords('Motoren Räder').map((word) => word.variants),
    [
      ['motoren', 'motor'],
      ['räder', 'rad'],
    ],
  );
});

test('identifiers stay whole words, as typed', () => {
  assert.deepEqual(
    queryWords('motor_run Color.RED line_sensor_all').map((w) => w.variants),
    [['motor_run'], ['color.red'], ['line_sensor_all']],
  );
});

test('the last word is a prefix (typing), earlier words only through stems of 4+ letters', () => {
  const [motoren, linienv] = leaves('Motoren Linienv');
  assert.deepEqual(
    motoren!.map((leaf) => leaf.prefix),
    [false, true],
  );
  assert.deepEqual(
    linienv!.map((leaf) => leaf.prefix),
    [true],
  );
});

test('a single letter after other words is not expanded as a prefix', () => {
  assert.equal(leaves('Motor s')[1]![0]!.prefix, false);
  assert.equal(leaves('M')[0]![0]!.prefix, true);
});

test('words of five letters or more tolerate one typo; identifiers and stems do not', () => {
  const [kompas] = leaves('Kompas x');
  assert.equal(kompas![0]!.fuzzy, 1);
  assert.equal(leaves('motor_run')[0]![0]!.fuzzy, false);
});

test('synonyms follow the typed word, matched whole: no prefix, no typo', () => {
  const [entfernung] = leaves('Entfernung', () => ['abstand']);
  assert.deepEqual(entfernung!.at(-1), { queries: ['abstand'], prefix: false, fuzzy: false });
  assert.deepEqual(
    entfernung!.slice(0, -1).map((leaf) => leaf.queries[0]),
    ['entfernung', 'entfern'],
  );
});

test('stop words are left out of a query that has other words', () => {
  assert.deepEqual(
    queryWords('nach Norden fahren', noSynonyms).map((word) => word.variants[0]),
    ['norden', 'fahren'],
  );
  assert.deepEqual(
    queryWords('wie', noSynonyms).map((word) => word.variants[0]),
    ['wie'],
  );
});
