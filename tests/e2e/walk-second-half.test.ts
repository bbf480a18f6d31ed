// The second half of the walk over every page (walk-support.ts says what each visit checks).
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { walk, walkHalf } from './walk-support.ts';

const harness = useSiteInBrowser();

test('every page of the second half answers, hydrates with one h1 and German strings, without an error; every player of the latest version opens', async (t) => {
  const paths = walkHalf(1);
  const players = await walk(harness, paths);
  t.diagnostic(`${players} players opened on ${paths.length} pages`);
  assert.ok(players > 0, 'no runnable block in the second half');
});
