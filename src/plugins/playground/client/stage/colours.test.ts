import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  DISPLAY_ALPHA_FLOOR,
  PIXEL_BRIGHTNESS_FLOOR,
  displayAlpha,
  mixColours,
  parseHex,
  pixelColour,
  pixelIsLit,
  sensorShade,
} from './colours.ts';

const UNLIT = '#333';

for (const [what, rgb, css] of [
  ['off', { r: 0, g: 0, b: 0 }, UNLIT],
  ['full red', { r: 255, g: 0, b: 0 }, 'rgb(255 0 0)'],
  ['full green', { r: 0, g: 255, b: 0 }, 'rgb(0 255 0)'],
  ['full blue', { r: 0, g: 0, b: 255 }, 'rgb(0 0 255)'],
  ['white', { r: 255, g: 255, b: 255 }, 'rgb(255 255 255)'],
  // 1..255 maps onto floor..255: 110 + 145 × 1/255 ≈ 111.
  [
    'dimmest red, raised to the floor',
    { r: 1, g: 0, b: 0 },
    `rgb(${PIXEL_BRIGHTNESS_FLOOR + 1} 0 0)`,
  ],
  // 110 + 145 × 20/255 ≈ 121 for the brightest channel, the other keeps the ratio 1 : 2.
  ['dim orange keeps its hue', { r: 20, g: 10, b: 0 }, 'rgb(121 61 0)'],
  ['out of range values are clamped', { r: 300, g: -5, b: 0 }, 'rgb(255 0 0)'],
] as const) {
  test(`RGB pixel colour: ${what}`, () => {
    assert.equal(pixelColour(rgb, UNLIT), css);
    assert.equal(pixelIsLit(rgb), css !== UNLIT);
  });
}

test('a brighter pixel never looks darker', () => {
  let last = -1;
  for (let v = 1; v <= 255; v++) {
    const shown = Number(/^rgb\((\d+)/.exec(pixelColour({ r: v, g: 0, b: 0 }, UNLIT))?.[1]);
    assert.ok(shown >= last, `${v} → ${shown} < ${last}`);
    last = shown;
  }
});

for (const [brightness, alpha] of [
  [0, 0],
  [1, DISPLAY_ALPHA_FLOOR],
  [9, 1],
  [5, DISPLAY_ALPHA_FLOOR + (1 - DISPLAY_ALPHA_FLOOR) / 2],
  [12, 1],
  [-1, 0],
] as const) {
  test(`display brightness ${brightness} is drawn with alpha ${alpha}`, () => {
    assert.ok(Math.abs(displayAlpha(brightness) - alpha) < 1e-9);
  });
}

test('parseHex reads short and long hex, rejects the rest', () => {
  assert.deepEqual(parseHex('#fff'), { r: 255, g: 255, b: 255 });
  assert.deepEqual(parseHex(' #1d1f23 '), { r: 0x1d, g: 0x1f, b: 0x23 });
  assert.equal(parseHex('rgb(1 2 3)'), null);
  assert.equal(parseHex(''), null);
});

test('mixColours blends from one colour to the other', () => {
  assert.equal(mixColours('#000000', '#ffffff', 0), 'rgb(0 0 0)');
  assert.equal(mixColours('#000000', '#ffffff', 1), 'rgb(255 255 255)');
  assert.equal(mixColours('#000000', '#ffffff', 0.5), 'rgb(128 128 128)');
  assert.equal(mixColours('#000000', '#ffffff', 7), 'rgb(255 255 255)');
  assert.equal(mixColours('red', '#ffffff', 0.5), '#ffffff');
});

for (const [analog, css] of [
  [100, 'rgb(0 0 0)'],
  [900, 'rgb(200 200 200)'],
  [500, 'rgb(100 100 100)'],
  [796, 'rgb(174 174 174)'],
] as const) {
  test(`a line sensor reading ${analog} is shaded ${css} between line and floor`, () => {
    assert.equal(sensorShade(analog, '#000000', '#c8c8c8'), css);
  });
}
