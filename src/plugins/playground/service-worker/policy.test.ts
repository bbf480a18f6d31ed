import assert from 'node:assert/strict';
import { test } from 'node:test';

import { cacheName, InputQueues, isStaleCache, keepsOffline } from './policy.ts';

test('a build keeps its cache and deletes those of other builds and of the first deploys', () => {
  const current = cacheName('abc123');
  assert.equal(isStaleCache(current, current), false);
  assert.equal(isStaleCache(cacheName('old'), current), true);
  assert.equal(isStaleCache('maqueen-sim-runtime', current), true);
  // Caches of anything else on the site are not ours to delete.
  assert.equal(isStaleCache('workbox-precache', current), false);
});

test('only the firmware and the run’s worker script are kept for offline runs', () => {
  const base = '/maqueen-plus-v2-mpy';
  assert.equal(keepsOffline(`${base}/assets/wasm/firmware.9179c8ab.wasm`, ''), true);
  // The first deploys' MicroPython 1.27 is no longer kept.
  assert.equal(keepsOffline(`${base}/sim/micropython-1.27.0.wasm`, ''), false);
  assert.equal(keepsOffline(`${base}/assets/js/1836.c9d13efa.js`, 'worker'), true);
  // A page's chunks, names without a hash, and anything else are left to the browser.
  assert.equal(keepsOffline(`${base}/assets/js/1836.c9d13efa.js`, 'script'), false);
  assert.equal(keepsOffline(`${base}/assets/js/main.js`, 'worker'), false);
  assert.equal(keepsOffline(`${base}/docs/api/motor`, 'document'), false);
  assert.equal(keepsOffline(`${base}/sim-input-sw.js`, 'serviceworker'), false);
});

test('a run takes its queued input once, oldest first', () => {
  const queues = new InputQueues();
  queues.add({ run: 'r1', event: { kind: 'pause', paused: true } });
  queues.add({ run: 'r2', event: { kind: 'stop' } });
  queues.add({ run: 'r1', event: { kind: 'stop' } });
  assert.deepEqual(queues.take('r1'), [{ kind: 'pause', paused: true }, { kind: 'stop' }]);
  assert.deepEqual(queues.take('r1'), []);
  assert.deepEqual(queues.take('r2'), [{ kind: 'stop' }]);
  assert.deepEqual(queues.take('unknown'), []);
});

test('messages that are no queued input are dropped', () => {
  const queues = new InputQueues();
  for (const message of [null, 'stop', 42, { run: 1, event: {} }, { run: 'r' }]) {
    queues.add(message);
  }
  assert.deepEqual(queues.take('r'), []);
});

test('queues of runs nobody asks for stay bounded', () => {
  const queues = new InputQueues();
  for (let i = 0; i < 5000; i++) queues.add({ run: 'r', event: { kind: 'step', ms: i } });
  assert.equal(queues.take('r').length, 1000);
  for (let run = 0; run < 100; run++) queues.add({ run: `r${run}`, event: { kind: 'stop' } });
  // The oldest waiting runs were dropped for the newest.
  assert.deepEqual(queues.take('r0'), []);
  assert.deepEqual(queues.take('r99'), [{ kind: 'stop' }]);
});
