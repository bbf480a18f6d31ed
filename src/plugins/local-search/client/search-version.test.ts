import assert from 'node:assert/strict';
import { test } from 'node:test';

import { searchVersionToPreselect } from './search-version.ts';

const versions = [
  { name: 'current', isLast: false },
  { name: '2.0.2', isLast: true },
  { name: '2.0.1', isLast: false },
];

test('without a stored preference the latest release is preselected', () => {
  assert.equal(searchVersionToPreselect(versions, null), '2.0.2');
});

test('a stored preference that still exists wins', () => {
  assert.equal(searchVersionToPreselect(versions, '2.0.1'), '2.0.1');
  assert.equal(searchVersionToPreselect(versions, 'current'), 'current');
});

test('a stored preference for a removed version falls back to the latest release', () => {
  assert.equal(searchVersionToPreselect(versions, '0.9.0'), '2.0.2');
});
