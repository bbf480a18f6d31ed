import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createDeferredClient, liteClient } from './algoliaLiteClient.ts';

type Search = ReturnType<typeof createDeferredClient>['search'];
const REQUEST = { requests: [{ indexName: 'i', query: 'Motor' }] } as Parameters<Search>[0];

function fakeClient() {
  const agents: string[] = [];
  return {
    agents,
    addAlgoliaAgent: (segment: string, version?: string) => {
      agents.push(version ? `${segment} (${version})` : segment);
    },
    search: (async () => ({ results: [] })) as unknown as Search,
  };
}

test("the client's code loads once, on the first search", async () => {
  let loads = 0;
  const fake = fakeClient();
  const client = createDeferredClient('APP', async () => {
    loads += 1;
    return fake;
  });
  assert.equal(loads, 0);
  await client.search(REQUEST);
  await client.search(REQUEST);
  assert.equal(loads, 1);
});

test('a failed download shows as RetryError, and the next search downloads again', async () => {
  let loads = 0;
  const client = createDeferredClient('APP', async () => {
    loads += 1;
    if (loads === 1) throw new Error('ChunkLoadError');
    return fakeClient();
  });
  await assert.rejects(client.search(REQUEST), { name: 'RetryError' });
  await client.search(REQUEST);
  assert.equal(loads, 2);
});

test('user agents named before the client loaded reach it, each once', async () => {
  const fake = fakeClient();
  const client = createDeferredClient('APP', async () => fake);
  client.addAlgoliaAgent('docsearch', '3.9.0');
  client.addAlgoliaAgent('docsearch', '3.9.0');
  client.addAlgoliaAgent('JS Helper (3.30.1)');
  await client.search(REQUEST);
  assert.deepEqual(fake.agents, ['docsearch (3.9.0)', 'JS Helper (3.30.1)']);
});

test('the search page and the search bar share one client per application and key', () => {
  assert.equal(liteClient('APP', 'key'), liteClient('APP', 'key'));
  assert.notEqual(liteClient('APP', 'key'), liteClient('APP', 'other'));
});

test('when Algolia cannot be reached, the offline index answers if the reader keeps one', async () => {
  const failing = {
    ...fakeClient(),
    search: (async () => {
      throw new Error('Unreachable hosts');
    }) as unknown as Search,
  };
  const answer = { results: [{ hits: [], nbHits: 0 }] };
  const offline = { search: (async () => answer) as unknown as Search };
  const kept = createDeferredClient(
    'APP',
    async () => failing,
    async () => offline,
  );
  assert.equal(await kept.search(REQUEST), answer);
  const none = createDeferredClient(
    'APP',
    async () => failing,
    async () => null,
  );
  await assert.rejects(none.search(REQUEST), /Unreachable hosts/);
});
