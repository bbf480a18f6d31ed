import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createMemoryCache, createStatefulHost, type Host } from '@algolia/client-common';
import { liteClient } from 'algoliasearch/lite';

import { RETRY_AFTER_MS, browserHostsCache, createHostsCache } from './hostsCache.ts';

const DSN: Host = { url: 'APP-dsn.algolia.net', accept: 'read', protocol: 'https' };
const OTHER: Host = { url: 'APP-1.algolianet.com', accept: 'readWrite', protocol: 'https' };
const STORAGE_KEY = 'algolia-client-js-hosts-APP';

function fakeClock(start = 1_700_000_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** What the transporter does when a host fails: store the failure under the host it tried. */
async function reportFailure(
  cache: ReturnType<typeof createHostsCache>,
  host: Host,
  status: 'down' | 'timed out',
) {
  // The transporter hands back the stateful host it got from the cache, not the bare host.
  const tried = createStatefulHost(host);
  await cache.set(tried, createStatefulHost(host, status));
}

const lookUp = (cache: ReturnType<typeof createHostsCache>, host: Host) =>
  cache.get(host, () => Promise.resolve(createStatefulHost(host)));

class MemoryStorage implements Storage {
  items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

test('a host that failed is skipped until 2 minutes have passed, then tried again', async () => {
  const clock = fakeClock();
  const cache = createHostsCache(createMemoryCache(), clock.now);
  assert.equal((await lookUp(cache, DSN)).isUp(), true);
  await reportFailure(cache, DSN, 'down');
  assert.equal((await lookUp(cache, DSN)).isUp(), false);
  clock.advance(RETRY_AFTER_MS);
  assert.equal((await lookUp(cache, DSN)).isUp(), false);
  clock.advance(1);
  assert.equal((await lookUp(cache, DSN)).isUp(), true);
});

test('a host that timed out counts as timed out for 2 minutes', async () => {
  const clock = fakeClock();
  const cache = createHostsCache(createMemoryCache(), clock.now);
  await reportFailure(cache, DSN, 'timed out');
  const host = await lookUp(cache, DSN);
  assert.deepEqual([host.isUp(), host.isTimedOut()], [false, true]);
  clock.advance(RETRY_AFTER_MS + 1);
  assert.deepEqual([host.isUp(), host.isTimedOut()], [true, false]);
});

test('hosts are told apart by their address', async () => {
  const cache = createHostsCache(createMemoryCache(), fakeClock().now);
  await reportFailure(cache, DSN, 'down');
  assert.equal((await lookUp(cache, OTHER)).isUp(), true);
  assert.equal((await lookUp(cache, { ...DSN, port: 8443 })).isUp(), true);
  assert.deepEqual(
    { ...(await lookUp(cache, DSN)), isUp: undefined, isTimedOut: undefined },
    {
      ...DSN,
      status: 'down',
      lastUpdate: fakeClock().now(),
      isUp: undefined,
      isTimedOut: undefined,
    },
  );
});

test('a failed host stays skipped after a page load (the state is in localStorage)', async () => {
  const storage = new MemoryStorage();
  await reportFailure(browserHostsCache('APP', storage), DSN, 'down');
  assert.equal((await lookUp(browserHostsCache('APP', storage), DSN)).isUp(), false);
});

const now = Date.now();
const stored = (value: unknown, timestamp = now) =>
  JSON.stringify({ [JSON.stringify('https://APP-dsn.algolia.net')]: { timestamp, value } });
const GARBAGE: [string, string][] = [
  ['not JSON', '{oops'],
  ['JSON null', 'null'],
  ['a list', '[1,2]'],
  ['an entry without a time stamp', JSON.stringify({ '"https://APP-dsn.algolia.net"': {} })],
  ['a state that is no object', stored('down')],
  ['an unknown status', stored({ status: 'sleeping', lastUpdate: now })],
  ['a time that is no number', stored({ status: 'down', lastUpdate: 'today' })],
  ['a time in the future', stored({ status: 'down', lastUpdate: now + 86_400_000 })],
  [
    'a failure older than 2 minutes',
    stored(
      { status: 'down', lastUpdate: now - RETRY_AFTER_MS - 1000 },
      now - RETRY_AFTER_MS - 1000,
    ),
  ],
];

for (const [what, raw] of GARBAGE) {
  test(`${what} in localStorage counts as "never failed", and failures are remembered again`, async () => {
    const storage = new MemoryStorage();
    storage.setItem(STORAGE_KEY, raw);
    const cache = browserHostsCache('APP', storage);
    assert.equal((await lookUp(cache, DSN)).isUp(), true);
    await reportFailure(cache, DSN, 'down');
    assert.equal((await lookUp(cache, DSN)).isUp(), false);
  });
}

test('without a usable localStorage failures are remembered in memory', async () => {
  const broken = new MemoryStorage();
  broken.getItem = () => {
    throw new DOMException('denied', 'SecurityError');
  };
  const cache = browserHostsCache('APP', broken);
  await reportFailure(cache, DSN, 'down');
  assert.equal((await lookUp(cache, DSN)).isUp(), false);
});

test("Algolia's client with this cache skips a failed host on the next search and tries it again after 2 minutes", async () => {
  const clock = fakeClock();
  const tried: string[] = [];
  let dsnAnswers = false;
  const client = liteClient('APP', 'key', {
    hostsCache: createHostsCache(createMemoryCache(), clock.now),
    requester: {
      async send(request) {
        const host = request.url.split('/')[2]!;
        tried.push(host);
        if (host === DSN.url && !dsnAnswers) return { status: 0, content: '', isTimedOut: false };
        return { status: 200, content: JSON.stringify({ results: [] }), isTimedOut: false };
      },
    },
  });
  const searchOnce = async (query: string) => {
    tried.length = 0;
    await client.search({ requests: [{ indexName: 'i', query }] });
    return [...tried];
  };
  const first = await searchOnce('a');
  assert.equal(first[0], DSN.url);
  assert.equal(first.length, 2, 'the next host answered');
  const next = await searchOnce('b');
  assert.notEqual(next[0], DSN.url);
  assert.equal(next.length, 1);
  clock.advance(RETRY_AFTER_MS + 1);
  dsnAnswers = true;
  assert.deepEqual(await searchOnce('c'), [DSN.url]);
});
