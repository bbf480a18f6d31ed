// The four RGB LEDs underneath, a WS2812 chain on pin 15.
import { NEOPIXEL_COUNT, type Rgb } from '../neopixel.ts';
import type { BoardPart } from './part.ts';

export interface NeopixelFields {
  pixels: Rgb[];
}

export const neopixels: BoardPart<NeopixelFields> = {
  snapshot: (board) => ({ pixels: board.pixels.pixels.map((p) => ({ ...p })) }),
  resting: (_world, _pose, last) => ({
    pixels: last?.pixels ?? Array.from({ length: NEOPIXEL_COUNT }, () => ({ r: 0, g: 0, b: 0 })),
  }),
  looksDifferent: (a, b) =>
    a.pixels.length !== b.pixels.length ||
    a.pixels.some(
      (p, i) => p.r !== b.pixels[i]!.r || p.g !== b.pixels[i]!.g || p.b !== b.pixels[i]!.b,
    ),
};
