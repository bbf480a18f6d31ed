import assert from 'node:assert/strict';
import { test } from 'node:test';

import { matchesFacetFilters } from './facetFilters.ts';

const record = (attribute: string) =>
  ({ language: 'de', docusaurus_tag: 'docs-default-2.0.1', type: 'lvl1' })[attribute];

test('the outer array is an AND, a nested array an OR', () => {
  assert.equal(
    matchesFacetFilters(
      ['language:de', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-2.0.1']],
      record,
    ),
    true,
  );
  assert.equal(
    matchesFacetFilters(
      ['language:de', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-1.0.0']],
      record,
    ),
    false,
  );
  assert.equal(matchesFacetFilters(['language:en'], record), false);
});

test('a leading minus excludes a value; quotes around values are ignored', () => {
  assert.equal(matchesFacetFilters(['-type:content'], record), true);
  assert.equal(matchesFacetFilters(['-type:lvl1'], record), false);
  assert.equal(matchesFacetFilters(['language:"de"'], record), true);
});

test('unknown attributes exclude records but keep shards that might match', () => {
  assert.equal(matchesFacetFilters(['version:2.0.1'], record), false);
  assert.equal(matchesFacetFilters(['version:2.0.1'], record, true), true);
});

test('no filters match everything', () => {
  assert.equal(matchesFacetFilters([], record), true);
});
