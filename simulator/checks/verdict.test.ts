import assert from 'node:assert/strict';
import { test } from 'node:test';

import { CHECKS } from './catalog.ts';
import { messageOf, runStillMoving, runThrough, straightPoses, verdictFor } from './fake-run.ts';
import { planCheck } from './plan.ts';
import { MOTORS_RUNNING, overallVerdict, STILL_ROLLING, STUCK } from './verdict.ts';

const START = { x: 0, y: 0, heading: 0 };
const standing = () => runThrough([START]);

test('every check in the catalog that reads a sensor has at least three setups, each named once', () => {
  for (const check of Object.values(CHECKS)) {
    const { params, problems } = check.parse({});
    assert.deepEqual(problems, [], check.name);
    const variants = check.variants(params);
    assert.ok(variants.length >= (check.readsSensors ? 3 : 1), check.name);
    assert.equal(new Set(variants.map((v) => v.label)).size, variants.length, check.name);
  }
});

test("a plan reads parameters, takes the starter's time limit over the check's and names problems", () => {
  const { plan, problems } = planCheck({ name: 'stop-at-wall', params: { min: '5' } }, 9);
  assert.deepEqual(problems, []);
  assert.equal(plan?.timeLimitS, 9);
  assert.deepEqual(plan?.params, { min: 5, max: 12 });
  assert.equal(planCheck({ name: 'stop-at-wall', params: {} }).plan?.timeLimitS, 30);
  assert.deepEqual(planCheck({ name: 'stop-at-wall', params: { min: 'x', far: '1' } }).problems, [
    'check "stop-at-wall": min="x" must be a number from 2 to 100',
    'check "stop-at-wall": unknown parameter "far" (known: min, max)',
  ]);
  assert.match(planCheck({ name: 'fly', params: {} }).problems[0]!, /^unknown check "fly"/);
});

test('the shared verdicts come first, in one order: error, stuck, motors running, still rolling', () => {
  const error = {
    type: 'NameError',
    summary: "NameError: name 'motr_run' isn't defined",
    line: 4,
    traceback: '',
  };
  const run = runThrough(straightPoses(START, 10, 5));
  assert.equal(
    messageOf(
      verdictFor('drive-distance', {}, { ...run, end: 'error', error, motorsRunning: true }),
    ),
    "Dein Programm ist in Zeile 4 mit einem Fehler abgebrochen: NameError: name 'motr_run' isn't defined",
  );
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, { ...run, end: 'stuck', motorsRunning: true })),
    STUCK,
  );
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, { ...run, motorsRunning: true })),
    MOTORS_RUNNING,
  );
  // The session lets the robot coast to rest; a run judged while it still rolls fails.
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, runStillMoving(straightPoses(START, 10, 5), 8))),
    STILL_ROLLING,
  );
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, runThrough(straightPoses(START, 10, 5)))),
    'passed',
  );
});

test('a robot that must stop and ran out of time hears that the time is up; one that may run on does not', () => {
  const short = {
    ...runThrough(straightPoses(START, 6, 5)),
    end: 'time-up' as const,
    limitUs: 10_000_000,
  };
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, short)),
    'Die Zeit ist um (10 s): Der Roboter steht 30 cm vor seinem Start, das Ziel sind 50 cm (erlaubt: 45 bis 55 cm).',
  );
  assert.equal(
    messageOf(verdictFor('drive-distance', {}, { ...short, motorsRunning: true })),
    `Die Zeit ist um (10 s): ${MOTORS_RUNNING}`,
  );
  // Reaching the time limit is how an arena drive ends: no such note, and passing stays passing.
  const arena = {
    ...runThrough(straightPoses({ x: -80, y: -80, heading: 90 }, 20, 8)),
    end: 'time-up' as const,
    reads: { compass: [], accelerometer: [], line: [], sonar: [0] },
  };
  assert.equal(messageOf(verdictFor('arena-drive', { min: '150' }, arena)), 'passed');
  assert.equal(
    messageOf(
      verdictFor(
        'drive-distance',
        {},
        { ...runThrough(straightPoses(START, 10, 5)), end: 'time-up' },
      ),
    ),
    'passed',
  );
  assert.equal(
    messageOf(
      verdictFor(
        'arena-drive',
        { min: '150' },
        { ...standing(), end: 'time-up', reads: arena.reads },
      ),
    ),
    'Der Roboter ist nur 0 cm weit gefahren, es sollen mindestens 150 cm sein.',
  );
});

test('the overall verdict names the first failing setup, counted for the reader, and its number', () => {
  const { plan } = planCheck({ name: 'stop-at-wall', params: {} });
  assert.deepEqual(overallVerdict(plan!, [{ passed: true }, { passed: true }, { passed: true }]), {
    passed: true,
  });
  assert.deepEqual(
    overallVerdict(plan!, [
      { passed: true },
      { passed: false, message: 'Zu weit.' },
      { passed: false, message: 'x' },
    ]),
    {
      passed: false,
      message: 'Aufbau 2 von 3 (Wand 70 cm vor dem Roboter): Zu weit.',
      setup: 1,
      setups: 3,
    },
  );
  const single = planCheck({ name: 'drive-distance', params: {} }).plan!;
  assert.deepEqual(overallVerdict(single, [{ passed: false, message: 'Zu kurz.' }]), {
    passed: false,
    message: 'Zu kurz.',
    setup: 0,
    setups: 1,
  });
});
