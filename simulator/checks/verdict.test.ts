import assert from 'node:assert/strict';
import { test } from 'node:test';

import { CHECKS } from './catalog.ts';
import { messageOf, runStillMoving, runThrough, straightPoses, verdictFor } from './fake-run.ts';
import { planCheck } from './plan.ts';
import type { Verdict } from './types.ts';
import {
  judgeRun,
  MOTORS_RUNNING,
  overallVerdict,
  STILL_ROLLING,
  STUCK,
  type CheckVerdict,
} from './verdict.ts';

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

test('the overall verdict gives the first failing setup in full and names every other one that fails', () => {
  const { plan } = planCheck({ name: 'stop-at-wall', params: {} });
  assert.deepEqual(overallVerdict(plan!, [{ passed: true }, { passed: true }, { passed: true }]), {
    passed: true,
  });
  const cases: { verdicts: Verdict[]; expected: CheckVerdict }[] = [
    {
      verdicts: [
        { passed: true },
        { passed: false, message: 'Zu weit.', atUs: 2_000_000 },
        { passed: true },
      ],
      expected: {
        passed: false,
        message: 'Aufbau 2 von 3 (Wand 70 cm vor dem Roboter): Zu weit.',
        setup: 1,
        setups: 3,
        failed: [1],
        atUs: 2_000_000,
      },
    },
    {
      verdicts: [
        { passed: false, message: 'Zu weit.' },
        { passed: false, message: 'x' },
        { passed: false, message: 'y' },
      ],
      expected: {
        passed: false,
        message:
          'Aufbau 1 von 3 (Wand 45 cm vor dem Roboter): Zu weit. Auch in Aufbau 2 und 3 klappt es noch nicht.',
        setup: 0,
        setups: 3,
        failed: [0, 1, 2],
      },
    },
  ];
  for (const { verdicts, expected } of cases)
    assert.deepEqual(overallVerdict(plan!, verdicts), expected);
  const single = planCheck({ name: 'drive-distance', params: {} }).plan!;
  assert.deepEqual(overallVerdict(single, [{ passed: false, message: 'Zu kurz.' }]), {
    passed: false,
    message: 'Zu kurz.',
    setup: 0,
    setups: 1,
    failed: [0],
  });
});

test('a failure judged at rest or at an error names its moment; a stuck run and a loop judged as it went do not', () => {
  const wall = planCheck({ name: 'stop-at-wall', params: {} }).plan!;
  const rest = { ...standing(), end: 'finished' as const };
  const atRest = judgeRun(wall, wall.variants[0]!, rest);
  assert.equal(atRest.passed, false);
  assert.equal(!atRest.passed && atRest.atUs, rest.rest.timeUs);
  const broke = judgeRun(wall, wall.variants[0]!, {
    ...rest,
    end: 'error',
    endedAtUs: 1_300_000,
    error: { type: 'NameError', summary: 'NameError: x', line: 2, traceback: '' },
  });
  assert.equal(!broke.passed && broke.atUs, 1_300_000);
  const stuck = judgeRun(wall, wall.variants[0]!, { ...rest, end: 'stuck' });
  assert.equal(!stuck.passed && stuck.atUs, undefined);
});

test("checks that ask for a place draw it where they measure: ahead of the setup's start", () => {
  const distance = planCheck({ name: 'drive-distance', params: {} }).plan!;
  const [area] = distance.check.targets!(distance.params, distance.variants[0]!);
  assert.equal(area?.kind, 'area');
  const ys = area!.kind === 'area' ? area!.corners.map((c) => Math.round(c.y)) : [];
  assert.deepEqual([Math.min(...ys), Math.max(...ys)], [45, 55]);
  assert.equal(area!.label, 'Ziel: 45 bis 55 cm');
  const wall = planCheck({ name: 'stop-at-wall', params: {} }).plan!;
  const [band] = wall.check.targets!(wall.params, wall.variants[1]!);
  const wallYs = band!.kind === 'area' ? band!.corners.map((c) => Math.round(c.y)) : [];
  // The wall stands 70 cm ahead of the sensor, 6 cm ahead of the axle: the sensor must rest 58 … 62 cm ahead.
  assert.deepEqual([Math.min(...wallYs), Math.max(...wallYs)], [64, 68]);
});
