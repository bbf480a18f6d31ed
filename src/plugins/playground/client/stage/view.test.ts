import assert from 'node:assert/strict';
import { test } from 'node:test';

import { WORLDS } from '../../../../../simulator/worlds/index.ts';
import {
  MARGIN_CM,
  MIN_SPAN_CM,
  ROBOT_REACH_CM,
  canvasToWorld,
  canvasX,
  canvasY,
  extentWithPoses,
  fitView,
  worldExtent,
} from './view.ts';

const close = (actual: number, expected: number, what: string) =>
  assert.ok(Math.abs(actual - expected) < 1e-9, `${what}: ${actual} ≠ ${expected}`);

const ovalPadX = (MIN_SPAN_CM - (ROBOT_REACH_CM + 60.75 + 2 * MARGIN_CM)) / 2;

test('the robot reaches to its front corners (6 cm ahead, 5 cm aside)', () => {
  close(ROBOT_REACH_CM, Math.hypot(5, 6), 'reach');
});

for (const [name, expected] of [
  // Oval: straights x = 0 and −60, semicircles of radius 30 around (−30, ±30), line 1.5 cm;
  // on the right the robot at (0, 0) reaches further than the line, and the width is
  // widened evenly to the minimum span.
  [
    'oval',
    {
      minX: -60 - 0.75 - MARGIN_CM - ovalPadX,
      minY: -60 - 0.75 - MARGIN_CM,
      maxX: ROBOT_REACH_CM + MARGIN_CM + ovalPadX,
      maxY: 60 + 0.75 + MARGIN_CM,
    },
  ],
  // Arena: the outer faces of the walls at ±105.
  ['arena', { minX: -110, minY: -110, maxX: 110, maxY: 110 }],
  // Empty: only the robot, widened to the minimum span around it.
  [
    'empty',
    {
      minX: -MIN_SPAN_CM / 2,
      minY: -MIN_SPAN_CM / 2,
      maxX: MIN_SPAN_CM / 2,
      maxY: MIN_SPAN_CM / 2,
    },
  ],
] as const) {
  test(`the ${name} world's extent covers track, boxes and robot with a margin`, () => {
    const e = worldExtent(WORLDS[name]);
    for (const key of ['minX', 'minY', 'maxX', 'maxY'] as const) close(e[key], expected[key], key);
  });
}

test('an arc counts only the quadrants it sweeps', () => {
  const quarter = {
    ...WORLDS.empty,
    start: { x: 100, y: 100, heading: 0 },
    lineWidth: 2,
    // From north (90°) to west (180°) around (100, 100): reaches y = 200 and x = 0, nothing south.
    track: [
      {
        type: 'arc' as const,
        center: [100, 100] as [number, number],
        radius: 100,
        startDeg: 90,
        endDeg: 180,
      },
    ],
  };
  const e = worldExtent(quarter);
  close(e.minX, 0 - 1 - MARGIN_CM, 'minX');
  close(e.maxY, 200 + 1 + MARGIN_CM, 'maxY');
  close(e.minY, 100 - ROBOT_REACH_CM - MARGIN_CM, 'minY (robot, not the circle)');
});

test('poses outside the extent grow it; poses inside leave it alone', () => {
  const e = worldExtent(WORLDS.arena);
  assert.deepEqual(extentWithPoses(e, [{ x: 0, y: 0, heading: 0 }]), e);
  const grown = extentWithPoses(e, [{ x: 300, y: -10, heading: 90 }]);
  close(grown.maxX, 300 + ROBOT_REACH_CM + MARGIN_CM, 'maxX');
  assert.equal(grown.minY, e.minY);
});

for (const { what, viewport, expectScale } of [
  {
    what: 'wide canvas: height limits',
    viewport: { x: 0, y: 0, width: 600, height: 220 },
    expectScale: 1,
  },
  {
    what: 'narrow canvas: width limits',
    viewport: { x: 0, y: 0, width: 110, height: 400 },
    expectScale: 0.5,
  },
  { what: 'offset viewport', viewport: { x: 20, y: 30, width: 440, height: 440 }, expectScale: 2 },
]) {
  test(`fitView keeps one scale for x and y and centres the extent (${what})`, () => {
    const extent = { minX: -110, minY: -110, maxX: 110, maxY: 110 };
    const view = fitView(extent, viewport, 2);
    close(view.scale, expectScale, 'scale');
    close(canvasX(view, 0), viewport.x + viewport.width / 2, 'centre x');
    close(canvasY(view, 0), viewport.y + viewport.height / 2, 'centre y');
    // North is up: a point further north is higher on the canvas (smaller y).
    assert.ok(canvasY(view, 10) < canvasY(view, 0));
    assert.ok(canvasX(view, 10) > canvasX(view, 0));
    // The extent fits inside the viewport.
    assert.ok(canvasX(view, extent.minX) >= viewport.x - 1e-9);
    assert.ok(canvasX(view, extent.maxX) <= viewport.x + viewport.width + 1e-9);
    assert.ok(canvasY(view, extent.maxY) >= viewport.y - 1e-9);
    assert.ok(canvasY(view, extent.minY) <= viewport.y + viewport.height + 1e-9);
    assert.equal(view.dpr, 2);
  });
}

test('an extent away from the origin is centred too', () => {
  // 100 × 50 cm north-east of the origin in a 400 × 300 px viewport: 4 px/cm, width limits.
  const extent = { minX: 0, minY: 10, maxX: 100, maxY: 60 };
  const view = fitView(extent, { x: 0, y: 40, width: 400, height: 300 }, 1);
  close(view.scale, 4, 'scale');
  close(canvasX(view, 50), 200, 'centre x');
  close(canvasY(view, 35), 190, 'centre y');
  close(canvasY(view, 60), 90, 'north edge');
});

test('canvasToWorld inverts the world → canvas mapping', () => {
  const view = fitView(worldExtent(WORLDS.oval), { x: 0, y: 0, width: 390, height: 300 }, 3);
  for (const p of [
    { x: 0, y: 0 },
    { x: -60, y: 30 },
    { x: 12.5, y: -7.25 },
  ]) {
    const back = canvasToWorld(view, canvasX(view, p.x), canvasY(view, p.y));
    close(back.x, p.x, 'x');
    close(back.y, p.y, 'y');
  }
});
