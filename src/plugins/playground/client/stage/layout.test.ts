import assert from 'node:assert/strict';
import { test } from 'node:test';

import { WORLDS } from '../../../../../simulator/worlds/index.ts';
import { BUTTON_TARGET_PX, SIDE_PANEL_MIN_WIDTH, stageLayout, type StageLayout } from './layout.ts';
import { worldExtent, type Rect } from './view.ts';

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.width <= outer.x + outer.width &&
  inner.y + inner.height <= outer.y + outer.height;
const overlap = (a: Rect, b: Rect) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const target = (l: StageLayout, k: 'a' | 'b'): Rect => ({
  x: l.buttons[k].cx - BUTTON_TARGET_PX / 2,
  y: l.buttons[k].cy - BUTTON_TARGET_PX / 2,
  width: BUTTON_TARGET_PX,
  height: BUTTON_TARGET_PX,
});
const displayRect = (l: StageLayout): Rect => ({
  x: l.display.x,
  y: l.display.y,
  width: 4 * l.display.pitch + l.display.led,
  height: 4 * l.display.pitch + l.display.led,
});

for (const width of [320, 390, 599, 600, 800, 1200]) {
  for (const name of ['empty', 'oval', 'arena']) {
    test(`${width} px wide, ${name}: world, board, display and button targets fit without overlap`, () => {
      const l = stageLayout(width, worldExtent(WORLDS[name]));
      const canvas = { x: 0, y: 0, width: l.width, height: l.height };
      assert.equal(l.width, width);
      assert.ok(inside(l.world, canvas));
      assert.ok(inside(l.board, canvas));
      assert.ok(!overlap(l.world, l.board));
      assert.ok(inside(displayRect(l), l.board));
      for (const k of ['a', 'b'] as const) {
        assert.ok(inside(target(l, k), l.board), `button ${k} target inside the board`);
        assert.ok(!overlap(target(l, k), displayRect(l)), `button ${k} clear of the display`);
      }
      // A left of B, as on the board seen from the front.
      assert.ok(l.buttons.a.cx < l.buttons.b.cx);
      const side = width >= SIDE_PANEL_MIN_WIDTH;
      assert.equal(l.board.x >= l.world.x + l.world.width, side, 'board beside the world');
      assert.equal(l.board.y >= l.world.y + l.world.height, !side, 'board below the world');
    });
  }
}

test('a tall world gets a taller stage than a square one, within limits', () => {
  const oval = stageLayout(800, worldExtent(WORLDS.oval));
  const empty = stageLayout(800, worldExtent(WORLDS.empty));
  assert.ok(oval.world.height >= empty.world.height);
  assert.ok(oval.world.height <= 520);
  assert.ok(stageLayout(390, worldExtent(WORLDS.empty)).world.height >= 240);
});
