// Relevance of the built index: the committed query table (search/relevance-queries.json)
// must put the expected page among the first three hits for at least 95 % of the queries,
// in every docs version, and each pupil's question that names a section must have that
// section as its first hit, in every docs version.
import assert from 'node:assert/strict';
import { resolve } from 'node:path';
import { test } from 'node:test';

import { measureRelevance, readRelevanceTable } from '../../tools/search/relevance.ts';
import { BASE_URL } from '../../guide/site.ts';
import { VERSIONS } from '../support/versions.ts';

test('the relevance table has at least 60 German queries', () => {
  assert.ok(readRelevanceTable().queries.length >= 60);
});

test('at least 95 % of the queries find the expected page in the top 3, per version', async () => {
  const versions = await measureRelevance(resolve('build'), BASE_URL);
  assert.equal(versions.length, VERSIONS.length, 'one index shard per docs version');
  for (const { version, outcomes, share } of versions) {
    const misses = outcomes
      .filter((outcome) => !outcome.passed)
      .map(
        (o) =>
          `"${o.query}" → ${o.expected || '(main page)'}, got ${o.top3.join(' | ') || 'nothing'}`,
      );
    assert.ok(outcomes.length >= 60, `${version}: only ${outcomes.length} queries apply`);
    assert.ok(share >= 0.95, `${version}: ${(share * 100).toFixed(0)} %\n${misses.join('\n')}`);
  }
});

test("a pupil's question lands first on the section that shows how, in every version", async () => {
  const versions = await measureRelevance(resolve('build'), BASE_URL);
  assert.equal(versions.length, VERSIONS.length, 'one index shard per docs version');
  const misses = versions.flatMap(({ version, outcomes }) => {
    const questions = outcomes.filter((outcome) => outcome.section);
    assert.ok(
      questions.length >= 10,
      `${version}: only ${questions.length} questions name a section`,
    );
    return questions
      .filter((outcome) => !outcome.section!.first)
      .map(
        (o) => `${version}: "${o.query}" → ${o.section!.expected}, got ${o.top3[0] ?? 'nothing'}`,
      );
  });
  assert.deepEqual(misses, []);
});
