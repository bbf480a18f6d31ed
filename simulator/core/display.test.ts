import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Buttons } from './buttons.ts';
import { Display } from './display.ts';
import { glyphImage } from './font.ts';

test('scrolling text moves in from the right and leaves the display blank', () => {
  const d = new Display();
  const duration = d.scroll('A', 150, 0);
  assert.ok(duration > 0);
  const frames = Array.from({ length: duration / 150_000 }, (_, i) => d.read(i * 150_000 + 1));
  assert.ok(frames.some((f) => f.some((v) => v > 0)));
  // The leftmost column of A lights up only after it entered from the right.
  assert.equal(frames[0][0], 0);
  assert.deepEqual(d.read(duration + 1), new Array(25).fill(0));
});

test('show of one character is immediate and centred', () => {
  const d = new Display();
  assert.equal(d.showText('1', 400, 0, false), 0);
  assert.deepEqual(d.read(0), glyphImage('1'));
});

test('set_pixel changes one LED', () => {
  const d = new Display();
  d.setPixel(2, 3, 9, 0);
  assert.equal(d.read(0)[17], 9);
});

test('was_pressed counts a press once; is_pressed only while held', () => {
  const b = new Buttons([{ button: 'a', atMs: 1000 }]);
  assert.equal(b.takePresses('a', 999_000), 0);
  assert.equal(b.isPressed('a', 1_050_000), true);
  assert.equal(b.takePresses('a', 1_050_000), 1);
  assert.equal(b.takePresses('a', 2_000_000), 0);
  assert.equal(b.isPressed('a', 1_200_000), false);
  assert.equal(b.takePresses('b', 2_000_000), 0);
});
