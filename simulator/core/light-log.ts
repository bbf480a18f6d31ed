import type { Rgb } from './neopixel.ts';

/** Most changes kept per kind of light: a program that blinks in a tight loop makes many. */
const KEEP = 20_000;

/** The red LEDs or the RGB LEDs as they were from `timeUs` on. */
export type RedChange = { timeUs: number; left: boolean; right: boolean };
export type PixelChange = { timeUs: number; pixels: Rgb[] };

/**
 * Every change of the lights with its exact simulated time, for checks that judge how long a
 * light shone (samples every 50 ms cannot tell a flicker from a blink).
 */
export class LightLog {
  readonly red: RedChange[] = [];
  readonly pixels: PixelChange[] = [];

  noteRed(timeUs: number, [left, right]: [boolean, boolean]): void {
    const last = this.red[this.red.length - 1];
    if (last && last.left === left && last.right === right) return;
    keep(this.red, { timeUs, left, right });
  }

  notePixels(timeUs: number, pixels: readonly Rgb[]): void {
    const last = this.pixels[this.pixels.length - 1];
    if (last && JSON.stringify(last.pixels) === JSON.stringify(pixels)) return;
    keep(this.pixels, { timeUs, pixels: pixels.map((p) => ({ ...p })) });
  }
}

function keep<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > 2 * KEEP) list.splice(0, list.length - KEEP);
}
