import assert from 'node:assert/strict';
import { test } from 'node:test';

import { blockedStore, memoryStore } from './fake-stores.ts';
import { setSolutionsHidden, SOLUTIONS_KEY, solutionsHidden, solutionsWish } from './solutions.ts';

test('?loesungen=aus hides, =an shows, anything else leaves the setting alone', () => {
  assert.deepEqual(
    ['?loesungen=aus', '?loesungen=AN', '?loesungen=vielleicht', '', '?q=x&loesungen=aus'].map(
      solutionsWish,
    ),
    [true, false, null, null, true],
  );
});

test('the setting survives in the store; garbage or blocked storage means shown', () => {
  const { store } = memoryStore();
  setSolutionsHidden(store, true);
  assert.equal(solutionsHidden(store), true);
  setSolutionsHidden(store, false);
  assert.equal(solutionsHidden(store), false);
  store.setItem(SOLUTIONS_KEY, '{kaputt');
  assert.equal(solutionsHidden(store), false);
  setSolutionsHidden(blockedStore, true);
  assert.equal(solutionsHidden(blockedStore), false);
  assert.equal(solutionsHidden(null), false);
});
