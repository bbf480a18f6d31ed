import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  isOfflineManifest,
  isOfflineRequest,
  offlineCacheName,
  pageKey,
  parseOfflineCacheName,
  readStoredCopy,
} from './offline.ts';

test('the forms a static host serves a page under are one page', () => {
  const rows: [string, string][] = [
    ['/base/docs/api/motor', '/base/docs/api/motor'],
    ['/base/docs/api/motor/', '/base/docs/api/motor'],
    ['/base/docs/api/motor/index.html', '/base/docs/api/motor'],
    ['/base/docs/api/motor.html', '/base/docs/api/motor'],
    ['/base/docs/', '/base/docs'],
    ['/base/assets/js/main.1234abcd.js', '/base/assets/js/main.1234abcd.js'],
    ['/', '/'],
  ];
  for (const [path, key] of rows) assert.equal(pageKey(path), key, path);
});

test('a copy’s cache names its version and build; other caches are none', () => {
  assert.deepEqual(parseOfflineCacheName(offlineCacheName('2.0.2', 'ab12')), {
    version: '2.0.2',
    build: 'ab12',
  });
  assert.deepEqual(parseOfflineCacheName(offlineCacheName('current', 'ff')), {
    version: 'current',
    build: 'ff',
  });
  for (const other of ['maqueen-sim-0123456789ab', 'maqueen-offline-2.0.2', 'other@ab']) {
    assert.equal(parseOfflineCacheName(other), null, other);
  }
});

test('only well-formed requests from a page reach the copies', () => {
  assert.ok(isOfflineRequest({ offline: 'store', version: '2.0.2' }));
  assert.ok(isOfflineRequest({ offline: 'delete', version: 'current' }));
  assert.ok(isOfflineRequest({ offline: 'refresh' }));
  for (const bad of [
    null,
    'store',
    { offline: 'store' },
    { offline: 'store', version: '../x' },
    { offline: 'store', version: 'a'.repeat(41) },
    { offline: 'wipe', version: '2.0.2' },
    { run: 'r1', event: { kind: 'stop' } },
  ]) {
    assert.equal(isOfflineRequest(bad), false, JSON.stringify(bad));
  }
});

test('a manifest is stored only when it is this version’s and names files of this site', () => {
  const good = {
    format: 1,
    version: '2.0.2',
    label: '2.0.2',
    build: '00ff',
    start: '/base/docs',
    files: [{ url: '/base/docs', bytes: 10 }],
    bytes: 10,
    search: { manifest: '/base/search-index/manifest.json', tag: 'docs-default-2.0.2' },
  };
  assert.ok(isOfflineManifest(good, '2.0.2'));
  assert.equal(isOfflineManifest(good, '2.0.1'), false, 'another version');
  const bad: [string, unknown][] = [
    ['another host', { ...good, files: [{ url: '//evil.example/x', bytes: 1 }] }],
    ['a relative file', { ...good, files: [{ url: 'x.js', bytes: 1 }] }],
    ['a build that is no hash', { ...good, build: '../x' }],
    ['a newer format', { ...good, format: 2 }],
    ['no search index', { ...good, search: undefined }],
    ['not an object', 'manifest'],
  ];
  for (const [why, manifest] of bad) assert.equal(isOfflineManifest(manifest, '2.0.2'), false, why);
});

test('a stored copy whose facts are missing or garbage counts as not stored', async () => {
  const facts = {
    version: '2.0.2',
    label: '2.0.2',
    build: 'ab',
    bytes: 7,
    storedAt: 1,
    start: '/base/docs',
  };
  assert.deepEqual(await readStoredCopy(new Response(JSON.stringify(facts))), facts);
  const garbage: [string, Response | undefined][] = [
    ['missing', undefined],
    ['not JSON', new Response('{')],
    ['null', new Response('null')],
    ['a list', new Response('[]')],
    ['no build', new Response(JSON.stringify({ ...facts, build: undefined }))],
    ['another host', new Response(JSON.stringify({ ...facts, start: '//evil.example/' }))],
  ];
  for (const [why, meta] of garbage) assert.equal(await readStoredCopy(meta), null, why);
});
