import assert from 'node:assert/strict';
import { test } from 'node:test';

import { worldByName } from '../../../../../simulator/worlds/index.ts';
import {
  cameraView,
  clampZoom,
  LOOK_AHEAD_SHARE,
  MAX_SCALE,
  MIN_ROBOT_PX,
  START_CAMERA,
  toggleFollow,
  zoomCamera,
  zoomLimits,
  type Camera,
} from './camera.ts';
import { stageLayout } from './layout.ts';
import { canvasToWorld, fitView, worldExtent } from './view.ts';

const arena = worldExtent(worldByName('arena'));
const phone = stageLayout(390, arena).world;
const desk = stageLayout(1280, arena).world;
const start = worldByName('arena').start;

test('at the start the robot is at least 32 px long, on a phone too', () => {
  for (const viewport of [phone, desk]) {
    const view = cameraView(arena, viewport, 1, START_CAMERA, start);
    assert.ok(view.scale * 10 >= MIN_ROBOT_PX - 1e-9, `${viewport.width}: ${view.scale * 10}`);
  }
  // A world small enough to show the robot large is shown whole.
  const empty = worldExtent(worldByName('empty'));
  const wide = stageLayout(1280, empty).world;
  const fit = fitView(empty, wide, 1);
  assert.deepEqual(cameraView(empty, wide, 1, START_CAMERA, start), fit);
});

test('zoom stays between the whole world and MAX_SCALE', () => {
  const fit = fitView(arena, phone, 1);
  assert.equal(zoomLimits(fit).min, 1);
  assert.equal(clampZoom(0.1, fit), 1);
  assert.equal(fit.scale * clampZoom(1000, fit), MAX_SCALE);
  let camera: Camera = START_CAMERA;
  for (let i = 0; i < 50; i++) {
    const view = cameraView(arena, phone, 1, camera, start);
    camera = zoomCamera(camera, view, arena, 0.5, { x: 10, y: 10 });
  }
  assert.deepEqual(cameraView(arena, phone, 1, camera, start), fit);
});

test('a following camera keeps the robot behind the middle, the way ahead in view, and keeps to the floor near a wall', () => {
  const camera: Camera = { zoom: 4, follow: true, centre: null };
  for (const [heading, ahead] of [
    [0, { x: 0, y: 1 }],
    [90, { x: 1, y: 0 }],
    [180, { x: 0, y: -1 }],
  ] as const) {
    const view = cameraView(arena, phone, 1, camera, { x: 10, y: 20, heading });
    const middle = canvasToWorld(view, phone.x + phone.width / 2, phone.y + phone.height / 2);
    const half = Math.min(phone.width, phone.height) / 2 / view.scale;
    const expected = {
      x: 10 + ahead.x * LOOK_AHEAD_SHARE * half,
      y: 20 + ahead.y * LOOK_AHEAD_SHARE * half,
    };
    assert.ok(
      Math.hypot(middle.x - expected.x, middle.y - expected.y) < 1e-9,
      `heading ${heading}`,
    );
  }
  const corner = cameraView(arena, phone, 1, camera, { x: arena.maxX, y: arena.maxY, heading: 0 });
  const topRight = canvasToWorld(corner, phone.x + phone.width, phone.y);
  assert.ok(Math.abs(topRight.x - arena.maxX) < 1e-9 && Math.abs(topRight.y - arena.maxY) < 1e-9);
});

test('zooming about a point keeps the world point under it', () => {
  const camera = toggleFollow(
    { zoom: 2, follow: true, centre: null },
    cameraView(arena, desk, 1, { zoom: 2, follow: true, centre: null }, start),
  );
  assert.equal(camera.follow, false);
  const before = cameraView(arena, desk, 1, camera, start);
  const at = { x: desk.width / 2 + 40, y: desk.height / 2 - 30 };
  const under = canvasToWorld(before, at.x, at.y);
  const after = cameraView(arena, desk, 1, zoomCamera(camera, before, arena, 1.25, at), start);
  assert.ok(Math.abs(after.scale / before.scale - 1.25) < 1e-9);
  const still = canvasToWorld(after, at.x, at.y);
  assert.ok(Math.hypot(still.x - under.x, still.y - under.y) < 1e-9);
});

test('turning following off keeps the view; on again, it follows the robot', () => {
  const following: Camera = { zoom: 3, follow: true, centre: null };
  const robot = { x: -30, y: 10, heading: 0 };
  const view = cameraView(arena, phone, 1, following, robot);
  const free = toggleFollow(following, view);
  assert.deepEqual(cameraView(arena, phone, 1, free, { x: 50, y: 50, heading: 0 }), view);
  assert.deepEqual(toggleFollow(free, view), following);
});
