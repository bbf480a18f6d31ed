// The re-check runs every item through its own check controller, at most two at a time, and
// reports each as it ends; the CSV opens in a German spreadsheet with umlauts and formulas safe.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { CheckJob } from '../shared/protocol.ts';
import { CheckController, type CheckSnapshot } from './checkController.ts';
import { cellOf, classCsv, RecheckQueue } from './classCheck.ts';
import type { CheckListener, PlayerEngine } from './engine.ts';

/** An engine whose check the test ends: `pending` holds each running check's listener. */
function fakeEngines() {
  const pending: { job: CheckJob; listener: CheckListener }[] = [];
  let running = 0;
  let most = 0;
  const make = (): PlayerEngine => ({
    liveInput: { ok: true },
    start: () => {
      throw new Error('no runs here');
    },
    check: (job, listener) => {
      running++;
      most = Math.max(most, running);
      pending.push({ job, listener });
    },
    stop: () => {},
    input: () => {},
  });
  const finish = (passed: boolean) => {
    const next = pending.shift()!;
    running--;
    next.listener.onVerdict(
      passed
        ? { passed: true }
        : { passed: false, message: `falsch: ${next.job.code}`, setup: 1, setups: 2, failed: [1] },
    );
  };
  return { make, pending, finish, most: () => most };
}

const job = (code: string): CheckJob => ({
  code,
  library: '',
  check: { name: 'straight', params: {} },
});
const noTimer = () => () => {};

test('two checks at a time, each result reported as it ends, in the order they end', async () => {
  const engines = fakeEngines();
  const queue = new RecheckQueue(() => new CheckController(engines.make(), noTimer, () => {}), 2);
  const results: [string, CheckSnapshot['status']][] = [];
  const items = ['a', 'b', 'c', 'd', 'e'].map((key) => ({ key, job: job(key) }));
  const done = queue.run(items, (key, result) => results.push([key, result.status]));
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  await settle();
  assert.equal(engines.pending.length, 2);
  for (const passed of [true, false, true, true, false]) {
    engines.finish(passed);
    await settle();
  }
  await done;
  assert.equal(engines.most(), 2);
  assert.deepEqual(results, [
    ['a', 'passed'],
    ['b', 'failed'],
    ['c', 'passed'],
    ['d', 'passed'],
    ['e', 'failed'],
  ]);
});

test('a failed result keeps the verdict and the setup; a claim never turns it', () => {
  const cell = cellOf(
    { status: 'failed', message: 'Der Roboter fährt schief.', setup: 1, failed: [1] },
    'passed',
    'ausgefallen',
  );
  assert.deepEqual(cell, {
    state: 'failed',
    message: 'Der Roboter fährt schief.',
    setup: 1,
    claim: 'passed',
  });
});

test('the CSV has a byte-order mark, semicolons, quoted fields and defused formulas', () => {
  const csv = classCsv(
    ['Name', 'Gerade fahren'],
    [
      ['Jörg Weiß', 'nicht bestanden: "zu kurz"; nochmal'],
      ['=HYPERLINK("x")', 'bestanden'],
    ],
  );
  assert.equal(
    csv,
    '\uFEFF"Name";"Gerade fahren"\r\n' +
      '"Jörg Weiß";"nicht bestanden: ""zu kurz""; nochmal"\r\n' +
      '"\'=HYPERLINK(""x"")";"bestanden"\r\n',
  );
});
