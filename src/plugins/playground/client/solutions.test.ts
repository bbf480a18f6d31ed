import assert from 'node:assert/strict';
import { test } from 'node:test';

import { SOLUTIONS_HEAD_SCRIPT, SOLUTIONS_KEY } from '../shared/solutions.ts';
import { blockedStore, memoryStore } from './fake-stores.ts';
import { setSolutionsHidden, solutionsHidden } from './solutions.ts';
import type { KeyValueStore } from './storage.ts';

/** Runs the head script on an address with `stored` in localStorage; what <html> got marked. */
function headScript(search: string, store: KeyValueStore): string | undefined {
  const dataset: Record<string, string> = {};
  new Function('location', 'localStorage', 'document', SOLUTIONS_HEAD_SCRIPT)({ search }, store, {
    documentElement: { dataset },
  });
  return dataset.solutions;
}

test('the head script: ?loesungen=aus hides and is kept, =an shows, anything else leaves it', () => {
  const { store, map } = memoryStore();
  assert.equal(headScript('', store), undefined);
  assert.equal(headScript('?loesungen=aus', store), 'hidden');
  assert.equal(map.get(SOLUTIONS_KEY), '1');
  assert.equal(headScript('', store), 'hidden', 'kept without the parameter');
  assert.equal(headScript('?loesungen=vielleicht', store), 'hidden');
  assert.equal(headScript('?q=x&loesungen=AN', store), undefined);
  assert.equal(map.has(SOLUTIONS_KEY), false);
});

test('the head script survives blocked storage and garbage: nothing hidden, nothing thrown', () => {
  assert.equal(headScript('?loesungen=aus', blockedStore), undefined);
  assert.equal(headScript('', memoryStore({ [SOLUTIONS_KEY]: '{kaputt' }).store), undefined);
});

test('the switch keeps the setting and marks the page; blocked storage means shown after a reload', () => {
  const { store } = memoryStore();
  const root = { dataset: {} as Record<string, string> } as unknown as HTMLElement;
  setSolutionsHidden(store, true, root);
  assert.equal(solutionsHidden(store), true);
  assert.equal(root.dataset.solutions, 'hidden');
  setSolutionsHidden(store, false, root);
  assert.equal(solutionsHidden(store), false);
  assert.equal(root.dataset.solutions, undefined);
  setSolutionsHidden(blockedStore, true);
  assert.equal(solutionsHidden(blockedStore), false);
  assert.equal(solutionsHidden(null), false);
});
