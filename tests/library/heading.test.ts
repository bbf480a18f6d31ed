// mq_heading() and heading_diff() of every version on the robot as it is built: the micro:bit
// upright with its display facing forward (x right, y up, z backward), level, on a ramp and
// rolled to the side.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseWorld } from '../../simulator/core/world.ts';
import { runExamples } from '../../tools/doc-examples/lanes.ts';
import { LIBRARIES } from './libraries.ts';

const versions = LIBRARIES.map((l) => ({ name: l.version.label, library: l.source }));

const HEADINGS = [0, 90, 180, 270];
const STANDS = [
  { name: 'level', tilt: { pitch: 0, roll: 0 } },
  { name: 'nose up on a 15° ramp', tilt: { pitch: 15, roll: 0 } },
  { name: 'nose down on a 15° ramp', tilt: { pitch: -15, roll: 0 } },
  { name: 'rolled 12° to the right', tilt: { pitch: 0, roll: 12 } },
  { name: 'rolled 12° to the left', tilt: { pitch: 0, roll: -12 } },
];
const TOLERANCE_DEG = 5;

const worldFacing = (heading: number, tilt: { pitch: number; roll: number }) =>
  parseWorld({
    name: 'floor',
    description: '',
    start: { x: 0, y: 0, heading },
    lineWidth: 2,
    track: [],
    boxes: [],
    tilt,
  });

const runs = versions.flatMap((version) =>
  STANDS.flatMap((stand) => HEADINGS.map((heading) => ({ version, stand, heading }))),
);
const results = await runExamples(runs, 2, ({ version, stand, heading }) => ({
  code: 'from maqueen import *\nprint(mq_heading())',
  library: version.library,
  world: 'empty',
  worldSpec: worldFacing(heading, stand.tilt),
  budgetMs: 2000,
  presses: [],
  wallTimeoutMs: 30_000,
}));

runs.forEach(({ version, stand, heading }, i) => {
  test(`${version.name}: mq_heading() reads ${heading}° ${stand.name}, within ${TOLERANCE_DEG}°`, () => {
    const r = results[i];
    assert.equal(r.error, null, r.error?.traceback);
    const measured = Number(r.output[0]);
    const off = Math.abs(((measured - heading + 540) % 360) - 180);
    assert.ok(off <= TOLERANCE_DEG, `measured ${r.output[0]}`);
  });
});

const wraps = await runExamples(versions, 2, (version) => ({
  code: 'from maqueen import *\nprint(heading_diff(350, False))\nprint(heading_diff(30, False))',
  library: version.library,
  world: 'empty',
  worldSpec: worldFacing(10, { pitch: 0, roll: 0 }),
  budgetMs: 2000,
  presses: [],
  wallTimeoutMs: 30_000,
}));

versions.forEach((version, i) => {
  test(`${version.name}: heading_diff() wraps over north: from 350° to 10° is +20, from 30° -20`, () => {
    assert.equal(wraps[i].error, null, wraps[i].error?.traceback);
    assert.deepEqual(wraps[i].output, ['20', '-20']);
  });
});
