import assert from 'node:assert/strict';
import { test } from 'node:test';

import { worldByName } from '../../../../simulator/worlds/index.ts';
import type { CheckJob, PlayerJob } from '../shared/protocol.ts';
import { CheckController } from './checkController.ts';
import type { PlayerEngine, PlayerListener } from './engine.ts';
import { PlayerJobs } from './playerJobs.ts';
import { RunController } from './runController.ts';

/** One engine for runs and checks, as the player has; it records what it was asked. */
class FakeEngine implements PlayerEngine {
  calls: string[] = [];
  run: PlayerListener | null = null;
  liveInput: PlayerEngine['liveInput'] = { ok: true };
  start(_job: PlayerJob, listener: PlayerListener) {
    this.calls.push('start');
    this.run = listener;
  }
  check() {
    this.calls.push('check');
  }
  stop() {
    this.calls.push('stop');
  }
  input() {}
}

const RUN: PlayerJob = {
  code: 'print(1)',
  library: '',
  world: worldByName('empty'),
  motorNoise: false,
  compassCalibrated: true,
  budgetS: 10,
  speed: 1,
};
const CHECK: CheckJob = { code: 'print(1)', library: '', check: { name: 'x', params: {} } };

function setup() {
  const engine = new FakeEngine();
  const now = () => () => {};
  const jobs = new PlayerJobs(
    new RunController(engine, { frame: now, lines: now }),
    new CheckController(
      engine,
      () => () => {},
      () => {},
    ),
  );
  return { engine, jobs };
}

test('one job at a time: a check ends the run, a run ends the check, Stopp ends either', () => {
  const { engine, jobs } = setup();
  assert.equal(jobs.mode(), 'idle');
  jobs.startRun(RUN);
  engine.run!.onStarted();
  assert.equal(jobs.mode(), 'running');
  jobs.startCheck(CHECK);
  assert.equal(jobs.mode(), 'checking');
  assert.equal(jobs.run.getSnapshot().status, 'idle', 'the run was ended and forgotten');
  jobs.startRun(RUN);
  assert.equal(jobs.check.getSnapshot().status, 'cancelled');
  assert.equal(jobs.mode(), 'running');
  jobs.stop();
  assert.equal(jobs.mode(), 'idle');
  assert.deepEqual(engine.calls, ['start', 'stop', 'check', 'stop', 'start', 'stop']);
});

test('the controls follow both jobs: Stopp always while something runs, Start and Prüfen not during a check', () => {
  const { engine, jobs } = setup();
  assert.deepEqual(jobs.controls(true), {
    start: true,
    stop: false,
    pause: false,
    step: false,
    check: true,
  });
  jobs.startRun(RUN);
  engine.run!.onStarted();
  assert.deepEqual(jobs.controls(true), {
    start: false,
    stop: true,
    pause: true,
    step: false,
    check: true,
  });
  assert.equal(jobs.controls(false).pause, false, 'no pause where input cannot reach the program');
  jobs.startCheck(CHECK);
  assert.deepEqual(jobs.controls(true), {
    start: false,
    stop: true,
    pause: false,
    step: false,
    check: false,
  });
});
