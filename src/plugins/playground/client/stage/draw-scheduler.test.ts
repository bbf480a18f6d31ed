import assert from 'node:assert/strict';
import { test } from 'node:test';

import { createDrawScheduler } from './draw-scheduler.ts';

function setup() {
  const ticks: (() => void)[] = [];
  let visible = true;
  let draws = 0;
  const scheduler = createDrawScheduler({
    draw: () => (draws += 1),
    schedule: (run) => {
      ticks.push(run);
      return () => ticks.splice(ticks.indexOf(run), 1);
    },
    visible: () => visible,
  });
  const tick = () => ticks.splice(0).forEach((run) => run());
  return {
    scheduler,
    tick,
    ticks,
    draws: () => draws,
    setVisible: (v: boolean) => (visible = v),
  };
}

test('nothing changed, nothing drawn; many changes in one frame draw once', () => {
  const s = setup();
  s.tick();
  assert.equal(s.draws(), 0);
  s.scheduler.request();
  s.scheduler.request();
  s.scheduler.request();
  assert.equal(s.ticks.length, 1);
  s.tick();
  assert.equal(s.draws(), 1);
  s.tick();
  assert.equal(s.draws(), 1);
});

test('a hidden tab draws nothing and schedules nothing; shown again, it draws the change once', () => {
  const s = setup();
  s.setVisible(false);
  s.scheduler.request();
  assert.equal(s.ticks.length, 0);
  s.scheduler.visibilityChanged();
  assert.equal(s.ticks.length, 0);
  s.setVisible(true);
  s.scheduler.visibilityChanged();
  s.tick();
  assert.equal(s.draws(), 1);
  // Shown again without a change in between: nothing to draw.
  s.scheduler.visibilityChanged();
  assert.equal(s.ticks.length, 0);
});

test('hidden between the request and the frame: drawn when shown again', () => {
  const s = setup();
  s.scheduler.request();
  s.setVisible(false);
  s.tick();
  assert.equal(s.draws(), 0);
  s.setVisible(true);
  s.scheduler.visibilityChanged();
  s.tick();
  assert.equal(s.draws(), 1);
});

test('disposed, a planned frame never draws', () => {
  const s = setup();
  s.scheduler.request();
  s.scheduler.dispose();
  s.tick();
  assert.equal(s.draws(), 0);
});
