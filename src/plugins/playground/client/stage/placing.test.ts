import assert from 'node:assert/strict';
import { test } from 'node:test';

import { WORLDS } from '../../../../../simulator/worlds/index.ts';
import {
  HANDLE_DISTANCE_PX,
  clampPose,
  dragBody,
  headingTowards,
  hitTest,
  poseForKey,
  rotateHandle,
} from './placing.ts';
import { canvasX, canvasY, fitView, worldExtent } from './view.ts';

const extent = worldExtent(WORLDS.arena);
// 2 px per cm, world origin at the canvas centre (220, 220).
const view = fitView(extent, { x: 0, y: 0, width: 440, height: 440 }, 1);
const north = { x: 0, y: 0, heading: 0 };
const px = (x: number, y: number): [number, number] => [canvasX(view, x), canvasY(view, y)];

test('facing north the rotate handle floats straight above the front edge', () => {
  const h = rotateHandle(view, north);
  assert.equal(h.x, 220);
  assert.equal(h.y, canvasY(view, 6) - HANDLE_DISTANCE_PX);
});

for (const { what, pose, at, grab } of [
  { what: 'the middle of the body', pose: north, at: px(0, 1), grab: 'body' },
  { what: 'a front corner', pose: north, at: px(-4.9, 5.9), grab: 'body' },
  { what: 'just outside the body (within the slack)', pose: north, at: px(5.5, 0), grab: 'body' },
  { what: 'well beside the body', pose: north, at: px(12, 0), grab: null },
  { what: 'behind the body', pose: north, at: px(0, -9), grab: null },
  {
    what: 'the rotate handle',
    pose: north,
    at: [220, canvasY(view, 6) - HANDLE_DISTANCE_PX],
    grab: 'rotate',
  },
  {
    what: 'near the rotate handle',
    pose: north,
    at: [230, canvasY(view, 6) - HANDLE_DISTANCE_PX + 8],
    grab: 'rotate',
  },
  // Turned east the body spans x −4..6 and y −5..5: (5.9, 4.9) is in its front left corner.
  {
    what: 'a corner of a robot turned east',
    pose: { x: 0, y: 0, heading: 90 },
    at: px(5.9, 4.9),
    grab: 'body',
  },
  // North of its axle: the unturned robot's front edge (with slack), beside the turned one.
  {
    what: 'beside a robot turned east',
    pose: { x: 0, y: 0, heading: 90 },
    at: px(0, 9),
    grab: null,
  },
  { what: 'the same point, robot facing north', pose: north, at: px(0, 9), grab: 'body' },
  {
    what: 'the handle of a robot turned east',
    pose: { x: 0, y: 0, heading: 90 },
    at: px(20, 0),
    grab: 'rotate',
  },
  {
    what: 'the body of a robot elsewhere',
    pose: { x: -50, y: 40, heading: 200 },
    at: px(-50, 40),
    grab: 'body',
  },
] as const) {
  test(`hit test: ${what} → ${grab ?? 'nothing'}`, () => {
    assert.equal(hitTest(view, pose, at[0], at[1]), grab);
  });
}

test('dragging keeps the grab offset, rounds to tenths and stays inside the extent', () => {
  const start = { x: 10, y: 20, heading: 45 };
  assert.deepEqual(dragBody(start, { x: 12, y: 21 }, { x: 15.04, y: 30.96 }, extent), {
    x: 13,
    y: 30,
    heading: 45,
  });
  assert.deepEqual(dragBody(start, { x: 0, y: 0 }, { x: 500, y: -500 }, extent), {
    x: extent.maxX,
    y: extent.minY,
    heading: 45,
  });
});

test('clampPose leaves a pose inside alone', () => {
  assert.deepEqual(clampPose({ x: 3, y: -4, heading: 7 }, extent), { x: 3, y: -4, heading: 7 });
});

for (const [target, heading] of [
  [{ x: 0, y: 10 }, 0],
  [{ x: 10, y: 0 }, 90],
  [{ x: 0, y: -10 }, 180],
  [{ x: -10, y: 0 }, 270],
  [{ x: 10, y: 10 }, 45],
  [{ x: -10, y: 10.2 }, 316],
] as const) {
  test(`dragging the handle towards (${target.x}, ${target.y}) turns to ${heading}°`, () => {
    assert.deepEqual(headingTowards(north, target), { x: 0, y: 0, heading });
  });
}

test('dragging the handle onto the axle keeps the heading', () => {
  const pose = { x: 1, y: 2, heading: 33 };
  assert.deepEqual(headingTowards(pose, { x: 1, y: 2 }), pose);
});

for (const [key, shift, from, to] of [
  ['ArrowUp', false, { x: 0, y: 0, heading: 0 }, { x: 0, y: 1, heading: 0 }],
  ['ArrowDown', false, { x: 0, y: 0, heading: 0 }, { x: 0, y: -1, heading: 0 }],
  ['ArrowLeft', true, { x: 0.3, y: 0, heading: 0 }, { x: -9.7, y: 0, heading: 0 }],
  ['ArrowRight', false, { x: 0.1, y: 0.2, heading: 90 }, { x: 1.1, y: 0.2, heading: 90 }],
  ['ArrowRight', false, { x: 110, y: 0, heading: 90 }, { x: 110, y: 0, heading: 90 }],
  ['e', false, { x: 0, y: 0, heading: 0 }, { x: 0, y: 0, heading: 15 }],
  [']', false, { x: 0, y: 0, heading: 7 }, { x: 0, y: 0, heading: 15 }],
  [']', false, { x: 0, y: 0, heading: 10 }, { x: 0, y: 0, heading: 15 }],
  ['e', false, { x: 0, y: 0, heading: 15 }, { x: 0, y: 0, heading: 30 }],
  ['E', false, { x: 0, y: 0, heading: 350 }, { x: 0, y: 0, heading: 0 }],
  ['q', false, { x: 0, y: 0, heading: 0 }, { x: 0, y: 0, heading: 345 }],
  ['[', false, { x: 0, y: 0, heading: 20 }, { x: 0, y: 0, heading: 15 }],
  ['Q', false, { x: 0, y: 0, heading: 30 }, { x: 0, y: 0, heading: 15 }],
  ['E', true, { x: 0, y: 0, heading: 359 }, { x: 0, y: 0, heading: 0 }],
  ['Q', true, { x: 0, y: 0, heading: 7 }, { x: 0, y: 0, heading: 6 }],
] as const) {
  test(`key ${key}${shift ? ' with Shift' : ''} places (${from.x}, ${from.y}, ${from.heading}°) at (${to.x}, ${to.y}, ${to.heading}°)`, () => {
    assert.deepEqual(poseForKey(from, key, shift, extent), to);
  });
}

test('other keys do not place the robot (A and B press buttons, Tab leaves)', () => {
  for (const key of ['a', 'b', 'Tab', 'Enter', ' '])
    assert.equal(poseForKey(north, key, false, extent), null);
});
