// The four RGB LEDs underneath, a WS2812 chain on pin 15.
import type { Board } from '../board.ts';
import { NEOPIXEL_COUNT, NEOPIXEL_PIN, NeoPixels, type Rgb } from '../neopixel.ts';
import { perBoard } from '../per-board.ts';
import type { BoardPart } from './part.ts';

export interface NeopixelFields {
  pixels: Rgb[];
}

const pixelsOf = perBoard<NeoPixels, Board>(() => new NeoPixels());

export const neopixels: BoardPart<NeopixelFields> = {
  snapshot: (board) => ({ pixels: pixelsOf(board).pixels.map((p) => ({ ...p })) }),
  resting: (_world, _pose, last) => ({
    pixels: last?.pixels ?? Array.from({ length: NEOPIXEL_COUNT }, () => ({ r: 0, g: 0, b: 0 })),
  }),
  looksDifferent: (a, b) =>
    a.pixels.length !== b.pixels.length ||
    a.pixels.some(
      (p, i) => p.r !== b.pixels[i]!.r || p.g !== b.pixels[i]!.g || p.b !== b.pixels[i]!.b,
    ),
  wiring: {
    ws2812: {
      pin: NEOPIXEL_PIN,
      write: (board, bytes) => {
        const chain = pixelsOf(board);
        chain.write(bytes);
        board.lights.notePixels(board.nowUs, chain.pixels);
      },
    },
  },
};
