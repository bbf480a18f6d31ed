// The first half of the walk over every page
// (walk-support.ts says what each visit checks); the sitemap lists exactly the site's pages.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { ALL_PAGES, sitemapPaths, walk, walkHalf } from './walk-support.ts';

const harness = useSiteInBrowser();

test('the sitemap lists exactly the site pages and every page of every version', async () => {
  assert.deepEqual((await sitemapPaths(harness)).sort(), [...ALL_PAGES].sort());
});

test('every page of the first half answers, hydrates with one h1 and German strings, without an error; every player of the latest version opens', async (t) => {
  const paths = walkHalf(0);
  const players = await walk(harness, paths);
  t.diagnostic(`${players} players opened on ${paths.length} pages`);
  assert.ok(players > 0, 'no runnable block in the first half');
});
