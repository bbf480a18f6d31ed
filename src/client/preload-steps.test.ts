import assert from 'node:assert/strict';
import { test } from 'node:test';

import { wrapPreloads, type Preloadable } from './preload-steps.ts';

/** A route component whose preload records its calls and answers as told. */
function component(answer: () => Promise<unknown> = () => Promise.resolve('chunk')) {
  const calls: unknown[] = [];
  const preloadable = {
    preload(this: unknown) {
      calls.push(this);
      return answer();
    },
  } satisfies Preloadable;
  return { preloadable, calls };
}

test('without steps a preload is the original: called once, on its component, same result', async () => {
  const { preloadable, calls } = component();
  wrapPreloads([preloadable]);
  assert.equal(await preloadable.preload(), 'chunk');
  assert.deepEqual(calls, [preloadable]);
});

test('steps run around the preload of every component, the latest outermost', async () => {
  const first = component();
  const second = component();
  const addStep = wrapPreloads([first.preloadable, second.preloadable]);
  const order: string[] = [];
  addStep(async (preload) => {
    order.push('inner');
    return `inner(${String(await preload())})`;
  });
  addStep(async (preload) => {
    order.push('outer');
    return `outer(${String(await preload())})`;
  });
  assert.equal(await first.preloadable.preload(), 'outer(inner(chunk))');
  assert.equal(await second.preloadable.preload(), 'outer(inner(chunk))');
  assert.deepEqual(order, ['outer', 'inner', 'outer', 'inner']);
});

test('a removed step no longer runs; the others stay', async () => {
  const { preloadable } = component(() => Promise.reject(new Error('ChunkLoadError')));
  const addStep = wrapPreloads([preloadable]);
  let waited = 0;
  addStep((preload) => {
    waited += 1;
    return preload();
  });
  const removeTolerance = addStep((preload) => preload().catch(() => 'tolerated'));
  assert.equal(await preloadable.preload(), 'tolerated');
  removeTolerance();
  removeTolerance();
  await assert.rejects(preloadable.preload(), /ChunkLoadError/);
  assert.equal(waited, 2);
});

test('the preload is wrapped once, however many steps are added', () => {
  const { preloadable } = component();
  const addStep = wrapPreloads([preloadable]);
  const wrapped = preloadable.preload;
  addStep((preload) => preload());
  addStep((preload) => preload());
  assert.equal(preloadable.preload, wrapped);
});
