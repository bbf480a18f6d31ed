import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { CheckJob } from '../shared/protocol.ts';
import {
  CheckController,
  checkText,
  variantWallLimitMs,
  type CheckSnapshot,
  type Timer,
} from './checkController.ts';
import type { CheckListener, PlayerEngine } from './engine.ts';
import { germanDefault } from './messages.ts';

/** An engine that checks nothing: the test plays the worker through the listener it was given. */
class FakeEngine implements PlayerEngine {
  jobs: CheckJob[] = [];
  listeners: CheckListener[] = [];
  stops = 0;
  liveInput: PlayerEngine['liveInput'] = { ok: true };
  start() {
    throw new Error('the check controller never runs');
  }
  check(job: CheckJob, listener: CheckListener) {
    this.jobs.push(job);
    this.listeners.push(listener);
  }
  stop() {
    this.stops++;
  }
  input() {}
  get worker(): CheckListener {
    return this.listeners.at(-1)!;
  }
}

/** Timers fired by hand; remembers each one's delay. */
function manualTimers() {
  let due: { run: () => void; ms: number }[] = [];
  const timer: Timer = (run, ms) => {
    const entry = { run, ms };
    due.push(entry);
    return () => (due = due.filter((e) => e !== entry));
  };
  return {
    timer,
    pending: () => due.map((e) => e.ms),
    fire() {
      const runs = due;
      due = [];
      for (const { run } of runs) run();
    },
  };
}

const JOB: CheckJob = {
  code: 'pass',
  library: '',
  check: { name: 'back-to-start', params: { side: '30' } },
};
const STUCK = 'Aufbau 2 von 3 (Wand 70 cm vor dem Roboter): Dein Programm hat gerechnet …';

function setup() {
  const engine = new FakeEngine();
  const timers = manualTimers();
  let passed = 0;
  const checker = new CheckController(engine, timers.timer, () => passed++);
  const seen: CheckSnapshot[] = [];
  checker.subscribe(() => seen.push(checker.getSnapshot()));
  return { engine, timers, checker, seen, passed: () => passed };
}

const variant = (index: number, ifStuck = STUCK) => ({
  index,
  count: 3,
  timeLimitS: 15,
  ifStuck: { passed: false as const, message: ifStuck, setup: index, setups: 3, failed: [index] },
});

const text = (snapshot: CheckSnapshot) => checkText(snapshot, germanDefault);

test('a check that passes reports each variant, then Geschafft!, and marks the exercise once', () => {
  const { engine, checker, seen, passed } = setup();
  checker.start(JOB);
  assert.deepEqual(engine.jobs, [JOB]);
  engine.worker.onVariant(variant(0));
  engine.worker.onVariant(variant(1));
  engine.worker.onVerdict({ passed: true });
  assert.deepEqual(seen.map(text), [
    'Prüfe dein Programm …',
    'Prüfe Aufbau 1 von 3 …',
    'Prüfe Aufbau 2 von 3 …',
    'Geschafft!',
  ]);
  assert.equal(passed(), 1);
});

test('listeners hear each check that passes (the player then plays the passing run), and can leave', () => {
  const { engine, checker } = setup();
  const heard: string[] = [];
  const leave = checker.onPass(() => heard.push(checker.getSnapshot().status));
  checker.start(JOB);
  engine.worker.onVerdict({ passed: false, message: 'nein', setup: 0, setups: 1, failed: [0] });
  checker.start(JOB);
  engine.worker.onVerdict({ passed: true });
  leave();
  checker.start(JOB);
  engine.worker.onVerdict({ passed: true });
  assert.deepEqual(heard, ['passed']);
});

test("a failing check shows the check's German message and marks nothing", () => {
  const { engine, checker, passed } = setup();
  checker.start(JOB);
  engine.worker.onVerdict({
    passed: false,
    message: 'Der Roboter ist nur 0 cm weit gefahren.',
    setup: 0,
    setups: 1,
    failed: [0],
  });
  assert.equal(text(checker.getSnapshot()), 'Der Roboter ist nur 0 cm weit gefahren.');
  assert.equal(passed(), 0);
});

test('a failed check keeps which setups failed and the moment to watch, for "Aufbau N ansehen"', () => {
  const { engine, checker } = setup();
  checker.start(JOB);
  engine.worker.onVerdict({
    passed: false,
    message: 'Aufbau 2 von 3 (…): Zu weit. Auch in Aufbau 3 klappt es noch nicht.',
    setup: 1,
    setups: 3,
    failed: [1, 2],
    atUs: 1_400_000,
  });
  assert.deepEqual(checker.getSnapshot(), {
    status: 'failed',
    message: 'Aufbau 2 von 3 (…): Zu weit. Auch in Aufbau 3 klappt es noch nicht.',
    setup: 1,
    failed: [1, 2],
    atUs: 1_400_000,
  });
});

test('a variant that runs too long in real time is ended with what the worker said beforehand', () => {
  const { engine, timers, checker } = setup();
  checker.start(JOB);
  assert.deepEqual(timers.pending(), [], 'loading MicroPython has no limit; Stopp ends it');
  engine.worker.onVariant(variant(0, 'not this one'));
  engine.worker.onVariant(variant(1));
  assert.deepEqual(timers.pending(), [variantWallLimitMs(15)], "one timer: the variant's own");
  timers.fire();
  assert.equal(engine.stops, 1, 'the worker is terminated');
  assert.deepEqual(checker.getSnapshot(), {
    status: 'failed',
    message: STUCK,
    setup: 1,
    failed: [1],
  });
  engine.worker.onVerdict({ passed: true });
  assert.equal(checker.getSnapshot().status, 'failed', 'a late verdict is ignored');
});

test('Stopp cancels the check: the worker ends, nothing it still says counts', () => {
  const { engine, timers, checker, passed } = setup();
  checker.start(JOB);
  engine.worker.onVariant(variant(0));
  checker.cancel();
  assert.equal(engine.stops, 1);
  assert.deepEqual(timers.pending(), []);
  assert.equal(text(checker.getSnapshot()), 'Prüfung abgebrochen.');
  engine.worker.onVerdict({ passed: true });
  assert.equal(passed(), 0);
  checker.cancel();
  assert.equal(engine.stops, 1, 'cancelling twice stops once');
});

test('a crash of the worker ends in one German line, never a stack trace', () => {
  const { engine, checker } = setup();
  checker.start(JOB);
  engine.worker.onCrash('RangeError: out of memory\n    at run (run.worker.js:1:2)');
  assert.equal(
    text(checker.getSnapshot()),
    'Die Prüfung ist ausgefallen: RangeError: out of memory. Lade die Seite neu und versuch es noch einmal.',
  );
});

test('an engine that throws at the start counts as a crash', () => {
  const engine = new FakeEngine();
  engine.check = () => {
    throw new Error('no workers here.');
  };
  const checker = new CheckController(engine, manualTimers().timer, () => {});
  checker.start(JOB);
  assert.equal(checker.getSnapshot().status, 'crashed');
});

test('a new check forgets the old one', () => {
  const { engine, timers, checker } = setup();
  checker.start(JOB);
  const old = engine.worker;
  old.onVariant(variant(0));
  checker.start(JOB);
  assert.deepEqual(timers.pending(), [], "the old variant's timer is gone");
  old.onVerdict({ passed: false, message: 'alt', setup: 0, setups: 1, failed: [0] });
  assert.equal(checker.getSnapshot().status, 'checking');
});

test('a check with one variant does not count set-ups', () => {
  assert.equal(text({ status: 'checking', index: 0, count: 1 }), 'Prüfe dein Programm …');
  assert.equal(text({ status: 'idle' }), '');
});
