import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { SimState } from '../core/state.ts';
import { runOf, samplesOf } from './fake-run.ts';
import { turnsOf } from './motion.ts';
import { turnSignal } from './turn-signal.ts';

/**
 * 1 s straight, then a 90° turn to `side` in 1.2 s with the LED of `led` blinking 200 ms on,
 * 200 ms off (`blinks` times), then 1 s straight.
 */
function turning(side: 'left' | 'right', led: 'left' | 'right' | 'none', blinks = 3) {
  const sign = side === 'left' ? -1 : 1;
  let x = 0;
  let y = 0;
  return samplesOf(64, (i): Partial<SimState> => {
    const inTurn = i >= 20 && i < 44;
    const heading = (360 + sign * 90 * Math.min(1, Math.max(0, (i - 20) / 24))) % 360;
    // 1 cm per sample, on the spot while turning.
    if (!inTurn && i > 0) {
      x += Math.sin((heading * Math.PI) / 180);
      y += Math.cos((heading * Math.PI) / 180);
    }
    const k = i - 20;
    const on = inTurn && led !== 'none' && k % 8 < 4 && k < blinks * 8;
    return {
      pose: { x, y, heading },
      redLeds: { left: on && led === 'left', right: on && led === 'right' },
    };
  });
}

test('turnsOf finds one left turn of about 90 degrees', () => {
  const turns = turnsOf(turning('left', 'left'), 45);
  assert.equal(turns.length, 1);
  assert.equal(turns[0]!.side, 'left');
  assert.ok(Math.abs(turns[0]!.degrees - 90) < 5, String(turns[0]!.degrees));
});

const oneLeft = turnSignal.parse({ turns: 'L', blinks: '3' }).params;
const variant = turnSignal.variants(oneLeft)[0]!;

test('turn-signal passes a left turn with the left LED blinking three times', () => {
  assert.deepEqual(turnSignal.judge(runOf(turning('left', 'left')), oneLeft, variant), {
    passed: true,
  });
});

test('turn-signal counts the blinks of a turn', () => {
  assert.deepEqual(turnSignal.judge(runOf(turning('left', 'left', 1)), oneLeft, variant), {
    passed: false,
    message:
      'Beim Abbiegen nach links (nach 1 s) ist die linke LED 1-mal angegangen, gewünscht sind mindestens 3-mal.',
  });
});

test('turn-signal fails the wrong LED and a missing turn', () => {
  assert.deepEqual(turnSignal.judge(runOf(turning('left', 'right')), oneLeft, variant), {
    passed: false,
    message:
      'Beim Abbiegen nach links (nach 1 s) leuchtete die rechte LED. Sie muss dabei aus bleiben.',
  });
  assert.deepEqual(turnSignal.judge(runOf(turning('right', 'right')), oneLeft, variant), {
    passed: false,
    message: 'Der Roboter ist nach rechts abgebogen. Er soll nach links abbiegen.',
  });
});

test('turn-signal wants the turns in the order asked', () => {
  const lrl = turnSignal.parse({ turns: 'LRL', blinks: '3' }).params;
  // Right, left, left: each piece continues from the heading the last one ended with.
  let heading = 0;
  const pieces = (['right', 'left', 'left'] as const).flatMap((side) => {
    const from = heading;
    heading += side === 'left' ? -90 : 90;
    return turning(side, side).map((s) => ({
      ...s,
      pose: { ...s.pose, heading: (s.pose.heading + from + 720) % 360 },
    }));
  });
  const rll = runOf(pieces.map((s, i) => ({ ...s, timeUs: i * 50_000 })));
  assert.deepEqual(turnSignal.judge(rll, lrl, variant), {
    passed: false,
    message:
      'Der Roboter ist nach rechts, dann nach links, dann nach links abgebogen. Er soll nach links, dann nach rechts, dann nach links abbiegen, in dieser Reihenfolge.',
  });
  assert.deepEqual(turnSignal.parse({ turns: 'LXR' }).problems, [
    'turns="LXR" must be 1 to 10 letters L (left) and R (right)',
  ]);
});
