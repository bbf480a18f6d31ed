import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { SimState } from '../../../../simulator/core/state.ts';
import { worldByName } from '../../../../simulator/worlds/index.ts';
import type { InputEvent, PlayerJob } from '../shared/protocol.ts';
import type { Schedule } from './batcher.ts';
import type { PlayerEngine, PlayerListener } from './engine.ts';
import { CHANNEL_MESSAGES } from './input-channel.ts';
import { controlsFor, RunController } from './runController.ts';

/** An engine that runs nothing: the test plays the worker through the listener it was given. */
class FakeEngine implements PlayerEngine {
  jobs: PlayerJob[] = [];
  listeners: PlayerListener[] = [];
  inputs: InputEvent[] = [];
  stops = 0;
  liveInput: PlayerEngine['liveInput'] = { ok: true };
  start(job: PlayerJob, listener: PlayerListener) {
    this.jobs.push(job);
    this.listeners.push(listener);
  }
  check() {
    throw new Error('the run controller never checks');
  }
  stop() {
    this.stops++;
  }
  input(event: InputEvent) {
    this.inputs.push(event);
  }
  get worker(): PlayerListener {
    return this.listeners.at(-1)!;
  }
}

/** Ticks by hand; counts how many ticks were asked for. */
function manualTicks() {
  let due: (() => void)[] = [];
  const schedule: Schedule = (run) => {
    due.push(run);
    return () => (due = due.filter((r) => r !== run));
  };
  return {
    schedule,
    tick() {
      const runs = due;
      due = [];
      for (const run of runs) run();
    },
  };
}

const JOB: PlayerJob = {
  code: 'print(1)',
  library: '',
  world: worldByName('empty'),
  motorNoise: false,
  compassCalibrated: true,
  budgetS: 10,
  speed: 1,
};

function frame(x: number): SimState {
  return {
    timeUs: x * 1000,
    pose: { x, y: 0, heading: 0 },
    wheels: { left: 0, right: 0 },
    motors: { left: { direction: 0, speed: 0 }, right: { direction: 0, speed: 0 } },
    redLeds: { left: false, right: false },
    pixels: [],
    display: [],
    buttons: { a: false, b: false },
    lineState: 0,
    lineAnalog: [],
    sonarCm: null,
    compassCalibrated: true,
    touching: false,
  };
}

function setup() {
  const engine = new FakeEngine();
  const frames = manualTicks();
  const lines = manualTicks();
  const controller = new RunController(engine, { frame: frames.schedule, lines: lines.schedule });
  let renders = 0;
  controller.subscribe(() => renders++);
  const tick = () => {
    frames.tick();
    lines.tick();
  };
  return { engine, controller, tick, renders: () => renders };
}

test('start hands the job to the engine; started means running', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  assert.deepEqual(engine.jobs, [JOB]);
  assert.equal(controller.getSnapshot().status, 'starting');
  engine.worker.onStarted();
  assert.equal(controller.getSnapshot().status, 'running');
});

test('a thousand frames between two ticks are one update with the newest frame', () => {
  const { engine, controller, tick, renders } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  const before = renders();
  for (let x = 0; x < 1000; x++) engine.worker.onFrames([{ state: frame(x), line: 0 }]);
  assert.equal(renders(), before);
  tick();
  assert.equal(renders(), before + 1);
  assert.equal(controller.getSnapshot().state?.pose.x, 999);
  // Every frame's pose counted for the trail, not only the one shown.
  assert.equal(controller.getSnapshot().trail.length, 1000);
});

test('a print flood reaches the page capped, in one update per tick', () => {
  const { engine, controller, tick, renders } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  const before = renders();
  for (let i = 0; i < 200; i++)
    engine.worker.onLines(['1', '1', '1', '1', '1'], 20, [0, 0, 0, 0, 0]);
  tick();
  const { console } = controller.getSnapshot();
  assert.equal(renders(), before + 1);
  assert.equal(console.lines.length, 500);
  assert.equal(console.skipped, 4000);
  assert.equal(console.scrolledOut, 500);
});

test('the end shows with everything printed before it, no tick needed', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  engine.worker.onFrames([{ state: frame(5), line: 0 }]);
  engine.worker.onLines(['fertig'], 0, [0]);
  const dataLog = { csv: 'a\n1\n', headings: ['a'], rows: [['1']], full: false };
  engine.worker.onDataLog(dataLog);
  // As the worker engine hands it on: the worker's whole message, with its own kind.
  const message = { kind: 'done' as const, stop: 'finished' as const, error: null };
  engine.worker.onDone({ ...message, simTimeUs: 2_000_000, log: [] });
  const snapshot = controller.getSnapshot();
  assert.equal(snapshot.status, 'done');
  assert.deepEqual(snapshot.console.lines, ['fertig']);
  assert.equal(snapshot.state?.pose.x, 5);
  assert.deepEqual(snapshot.end, {
    kind: 'ended',
    stop: 'finished',
    error: null,
    simTimeUs: 2_000_000,
    log: [],
  });
  assert.deepEqual(snapshot.dataLog, dataLog);
});

test('the data log stays after Stopp, and a new Start begins without one', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  const dataLog = { csv: 'n\n1\n', headings: ['n'], rows: [['1']], full: false };
  engine.worker.onDataLog(dataLog);
  controller.stop();
  assert.deepEqual(controller.getSnapshot().dataLog, dataLog);
  controller.start(JOB);
  assert.equal(controller.getSnapshot().dataLog, null);
});

test('an exception ends the run as an error', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  const error = {
    type: 'NameError',
    summary: "NameError: name 'x' isn't defined",
    line: 3,
    traceback: '',
  };
  engine.worker.onDone({ stop: 'error', error, simTimeUs: 0, log: [] });
  assert.equal(controller.getSnapshot().status, 'error');
});

test('the KeyboardInterrupt of the time budget is a normal end, not an error', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  const error = {
    type: 'KeyboardInterrupt',
    summary: 'KeyboardInterrupt: ',
    line: 8,
    traceback: '',
  };
  engine.worker.onDone({ stop: 'budget', error, simTimeUs: 10_000_000, log: [] });
  assert.equal(controller.getSnapshot().status, 'done');
});

test('a crash of the worker is an error with its message', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onCrash('WebAssembly fehlt');
  assert.equal(controller.getSnapshot().status, 'error');
  assert.deepEqual(controller.getSnapshot().end, { kind: 'crash', message: 'WebAssembly fehlt' });
});

test('an engine that throws on start is a crash, not a stuck player', () => {
  const { engine, controller } = setup();
  engine.start = () => {
    throw new Error('kein Worker');
  };
  controller.start(JOB);
  assert.equal(controller.getSnapshot().status, 'error');
  assert.deepEqual(controller.getSnapshot().end, { kind: 'crash', message: 'Error: kein Worker' });
});

test('Stopp ends the run at once and whatever the old run still says is ignored', () => {
  const { engine, controller, tick } = setup();
  controller.start(JOB);
  const old = engine.worker;
  old.onStarted();
  old.onLines(['vorher'], 0, [0]);
  controller.stop();
  assert.equal(engine.stops, 1);
  assert.equal(controller.getSnapshot().status, 'done');
  assert.deepEqual(controller.getSnapshot().end, { kind: 'stopped' });
  old.onLines(['danach'], 0, [0]);
  old.onFrames([{ state: frame(1), line: 0 }]);
  old.onDone({ stop: 'error', error: null, simTimeUs: 0, log: [] });
  tick();
  assert.deepEqual(controller.getSnapshot().console.lines, ['vorher']);
  assert.equal(controller.getSnapshot().state, null);
  assert.deepEqual(controller.getSnapshot().end, { kind: 'stopped' });
});

test('Stopp works while the runtime is still loading', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  controller.stop();
  assert.equal(engine.stops, 1);
  assert.equal(controller.getSnapshot().status, 'done');
});

test('a new start clears the last run and stops one still running', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  engine.worker.onLines(['alt'], 0, [0]);
  engine.worker.onFrames([{ state: frame(3), line: 0 }]);
  controller.start({ ...JOB, code: 'print(2)' });
  assert.equal(engine.stops, 1);
  const snapshot = controller.getSnapshot();
  assert.equal(snapshot.status, 'starting');
  assert.deepEqual(snapshot.console.lines, []);
  assert.deepEqual(snapshot.trail, []);
  assert.equal(snapshot.state, null);
});

test('pause, single step, resume, speed and buttons reach a running program', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  controller.setPaused(true);
  assert.equal(controller.getSnapshot().status, 'paused');
  controller.step(100);
  controller.setPaused(false);
  controller.setSpeed(5);
  controller.button('a', true);
  controller.button('a', false);
  assert.equal(controller.getSnapshot().status, 'running');
  assert.deepEqual(engine.inputs, [
    { kind: 'pause', paused: true },
    { kind: 'step', ms: 100 },
    { kind: 'pause', paused: false },
    { kind: 'speed', factor: 5 },
    { kind: 'button', button: 'a', down: true },
    { kind: 'button', button: 'a', down: false },
  ]);
});

test('no input reaches the engine when nothing runs; no step unless paused', () => {
  const { engine, controller } = setup();
  controller.setPaused(true);
  controller.setSpeed(2);
  controller.button('b', true);
  controller.start(JOB);
  controller.button('b', true);
  engine.worker.onStarted();
  controller.step(100);
  assert.deepEqual(engine.inputs, []);
});

test('where input cannot reach the program, pause does nothing', () => {
  const { engine, controller } = setup();
  engine.liveInput = { ok: false, reason: CHANNEL_MESSAGES.failed };
  controller.start(JOB);
  engine.worker.onStarted();
  controller.setPaused(true);
  assert.equal(controller.getSnapshot().status, 'running');
  assert.deepEqual(engine.inputs, []);
});

test('placing the robot anew forgets the last run’s robot and trail, not while running', () => {
  const { engine, controller, tick } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  engine.worker.onFrames([{ state: frame(4), line: 0 }]);
  tick();
  controller.clearStage();
  assert.equal(controller.getSnapshot().trail.length, 1);
  engine.worker.onDone({ stop: 'finished', error: null, simTimeUs: 0, log: [] });
  controller.clearStage();
  assert.equal(controller.getSnapshot().state, null);
  assert.deepEqual(controller.getSnapshot().trail, []);
});

test('dispose stops a running program', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  controller.dispose();
  assert.equal(engine.stops, 1);
});

test('Stopp is enabled whenever a run is under way; step only while paused', () => {
  const table = (['idle', 'starting', 'running', 'paused', 'done', 'error'] as const).map((s) => [
    s,
    controlsFor(s, true),
  ]);
  assert.deepEqual(Object.fromEntries(table), {
    idle: { start: true, stop: false, pause: false, step: false },
    starting: { start: false, stop: true, pause: false, step: false },
    running: { start: false, stop: true, pause: true, step: false },
    paused: { start: false, stop: true, pause: true, step: true },
    done: { start: true, stop: false, pause: false, step: false },
    error: { start: true, stop: false, pause: false, step: false },
  });
  assert.deepEqual(controlsFor('paused', false), {
    start: false,
    stop: true,
    pause: false,
    step: false,
  });
});

test('linked boards hear each other’s radio while both run; a board that is not running hears nothing; unlinked, nothing passes', () => {
  const robot = setup();
  const remote = setup();
  const unlink = robot.controller.linkRadio(remote.controller);
  const packet = { channel: 7, group: 7, address: 0x75626974, dataRate: 0, payload: [1, 0, 1, 65] };
  robot.controller.start(JOB);
  robot.engine.worker.onStarted();
  remote.controller.start(JOB);
  // The robot's board runs, the remote's is still starting: it cannot hear yet.
  robot.engine.worker.onRadio([packet]);
  assert.deepEqual(remote.engine.inputs, []);
  remote.engine.worker.onStarted();
  robot.engine.worker.onRadio([packet]);
  remote.engine.worker.onRadio([packet, packet]);
  assert.deepEqual(remote.engine.inputs, [{ kind: 'radio', packets: [packet] }]);
  assert.deepEqual(robot.engine.inputs, [{ kind: 'radio', packets: [packet, packet] }]);
  unlink();
  robot.engine.worker.onRadio([packet]);
  assert.equal(remote.engine.inputs.length, 1);
});

test('a program waiting in input() shows its prompt; the typed line goes to the engine once and the prompt goes away', () => {
  const { engine, controller } = setup();
  controller.typeLine('zu früh');
  controller.start(JOB);
  engine.worker.onStarted();
  controller.typeLine('niemand fragt');
  assert.deepEqual(engine.inputs, []);
  engine.worker.onPrompt('Name? ');
  assert.equal(controller.getSnapshot().prompt, 'Name? ');
  controller.typeLine('Max');
  controller.typeLine('doppelt');
  assert.deepEqual(engine.inputs, [{ kind: 'line', text: 'Max' }]);
  assert.equal(controller.getSnapshot().prompt, null);
  engine.worker.onPrompt('Alter? ');
  controller.stop();
  assert.equal(controller.getSnapshot().prompt, null);
});

test('reset ends a run and forgets it: no robot, trail, output, end or pending frame', () => {
  const { engine, controller, tick } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  engine.worker.onFrames([{ state: frame(5), line: 0 }]);
  engine.worker.onLines(['Hallo'], 0, [0]);
  tick();
  engine.worker.onFrames([{ state: frame(6), line: 0 }]);
  controller.reset();
  tick();
  assert.equal(engine.stops, 1);
  const { status, state, trail, end, console } = controller.getSnapshot();
  assert.deepEqual(
    { status, state, trail, end, lines: console.lines },
    { status: 'idle', state: null, trail: [], end: null, lines: [] },
  );
  // What the ended run's worker still sends is stale.
  engine.worker.onFrames([{ state: frame(7), line: 0 }]);
  tick();
  assert.equal(controller.getSnapshot().state, null);
});

test('the timeline keeps every frame with its line; the next run shows this run’s trail faded', () => {
  const { engine, controller, tick } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  engine.worker.onFrames([1, 2, 3].map((x) => ({ state: frame(x), line: x + 10 })));
  tick();
  const first = controller.getSnapshot();
  assert.equal(first.line, 13);
  assert.equal(first.samples, 3);
  assert.equal(first.timeline.at(2500)?.line, 12);
  engine.worker.onDone({ stop: 'finished', error: null, simTimeUs: 3000, log: [] });
  controller.start(JOB);
  const second = controller.getSnapshot();
  assert.equal(second.samples, 0);
  assert.equal(second.timeline.at(2500), null);
  assert.deepEqual(
    second.previousTrail.map((pose) => pose.x),
    [1, 2, 3],
  );
});

test('paused, the player hears the line and the variables; a line step reaches the engine; Weiter forgets them', () => {
  const { engine, controller } = setup();
  controller.start(JOB);
  engine.worker.onStarted();
  controller.setPaused(true);
  engine.worker.onPaused(7, [{ scope: 'global', name: 'zahl', value: '3' }]);
  assert.deepEqual(controller.getSnapshot().paused, {
    line: 7,
    variables: [{ scope: 'global', name: 'zahl', value: '3' }],
  });
  controller.stepLine();
  assert.deepEqual(engine.inputs.at(-1), { kind: 'step-line' });
  controller.setPaused(false);
  assert.equal(controller.getSnapshot().paused, null);
});
