import assert from 'node:assert/strict';
import { test } from 'node:test';

import { HardStop, Stopper } from './stopper.ts';

test('outside a run nothing is stopped, however late it is', () => {
  let interrupts = 0;
  const stopper = new Stopper(1000, 500, () => (interrupts += 1));
  stopper.onTime(10_000);
  assert.equal(stopper.state, 'outside');
  assert.equal(interrupts, 0);
});

test('at the budget the program is interrupted once; after the grace period it is cut off', () => {
  let interrupts = 0;
  const stopper = new Stopper(1000, 500, () => (interrupts += 1));
  stopper.begin();
  stopper.onTime(999);
  assert.equal(stopper.state, 'running');
  assert.equal(stopper.interruptPending, false);
  stopper.onTime(1000);
  stopper.onTime(1200);
  assert.equal(stopper.state, 'interrupted');
  assert.equal(stopper.interruptPending, true);
  assert.equal(interrupts, 1);
  assert.throws(() => stopper.onTime(1500), HardStop);
  assert.equal(stopper.state, 'cut-off');
  // Every later simulator call ends it as well, until the run is over.
  assert.throws(() => stopper.onTime(1501), HardStop);
  stopper.end();
  stopper.onTime(5000);
  assert.equal(stopper.state, 'outside');
});
