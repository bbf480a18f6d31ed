import assert from 'node:assert/strict';
import { test } from 'node:test';

import { retryError } from './retryError.ts';
import { createFailureStore, observeFailures } from './searchFailures.ts';

function clientAnswering(outcomes: (Error | 'ok')[]) {
  return {
    appId: 'x',
    search: async () => {
      const next = outcomes.shift()!;
      if (next instanceof Error) throw next;
      return { results: [] };
    },
  };
}

test('a RetryError marks the search as failed until a search succeeds', async () => {
  const store = createFailureStore();
  let changes = 0;
  store.subscribe(() => (changes += 1));
  const client = observeFailures(clientAnswering([retryError('offline'), 'ok']), store);
  await assert.rejects(client.search(), { name: 'RetryError' });
  assert.equal(store.failed(), true);
  await client.search();
  assert.equal(store.failed(), false);
  assert.equal(changes, 2);
});

test('other errors pass through without showing the error screen', async () => {
  const store = createFailureStore();
  const client = observeFailures(clientAnswering([new TypeError('bug')]), store);
  await assert.rejects(client.search(), TypeError);
  assert.equal(store.failed(), false);
});

test('the observed client keeps the other members of the original', () => {
  const client = observeFailures(clientAnswering([]), createFailureStore());
  assert.equal(client.appId, 'x');
});
