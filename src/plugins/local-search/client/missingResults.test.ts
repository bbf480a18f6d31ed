import assert from 'node:assert/strict';
import { test } from 'node:test';

import { missingResultsUrl } from './missingResults.ts';

const REPO = 'https://github.com/maqueen-plus-v2-mpy/maqueen-plus-v2-mpy';
const PAGE = 'https://maqueen-plus-v2-mpy.github.io/maqueen-plus-v2-mpy/docs/api/motor';

test('the link opens a new issue in the repository with the query in its title', () => {
  const url = new URL(missingResultsUrl(REPO, 'Quantencomputer', PAGE));
  assert.equal(`${url.origin}${url.pathname}`, `${REPO}/issues/new`);
  assert.equal(url.searchParams.get('title'), 'Suche findet nichts: „Quantencomputer“');
  assert.match(url.searchParams.get('body') ?? '', /„Quantencomputer“[\s\S]*docs\/api\/motor/);
});

for (const query of ['Motor & LED', 'C# #1?', '  Abstand  ', 'a=b&title=x']) {
  test(`the query ${JSON.stringify(query)} arrives whole and alone in the title`, () => {
    const url = new URL(missingResultsUrl(REPO, query, PAGE));
    assert.equal(url.searchParams.get('title'), `Suche findet nichts: „${query.trim()}“`);
    assert.deepEqual([...url.searchParams.keys()], ['title', 'body']);
  });
}

test('a repository address with a trailing slash gives the same link', () => {
  assert.equal(missingResultsUrl(`${REPO}/`, 'x', PAGE), missingResultsUrl(REPO, 'x', PAGE));
});
