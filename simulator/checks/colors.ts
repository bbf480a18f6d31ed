// What a reader sees of the RGB LEDs: the colour of a pixel as a hue on the colour circle and
// a German name, for checks that judge light shows.
import type { Rgb } from '../core/neopixel.ts';

/** A pixel is lit when any channel is on: `led_brightness()` may dim a colour a lot. */
export const isLit = (p: Rgb): boolean => Math.max(p.r, p.g, p.b) > 0;

/**
 * Hue in degrees (0 red, 60 yellow, 120 green, 240 blue), whatever the brightness, or null for
 * a pixel that is off or so pale (white, grey) that it shows no colour.
 */
export function hueOf(p: Rgb): number | null {
  const max = Math.max(p.r, p.g, p.b);
  const min = Math.min(p.r, p.g, p.b);
  if (max === 0 || (max - min) / max < 0.5) return null;
  const d = max - min;
  let h: number;
  if (max === p.r) h = ((p.g - p.b) / d) % 6;
  else if (max === p.g) h = (p.b - p.r) / d + 2;
  else h = (p.r - p.g) / d + 4;
  return (h * 60 + 360) % 360;
}

/** The traffic-light colours and everything else, as the reader names them. */
export type ColorName = 'rot' | 'gelb' | 'grün' | 'aus' | 'andere';

/** Red, yellow or green with some slack (orange is neither red nor yellow); `aus` when dark. */
export function colorName(p: Rgb): ColorName {
  if (!isLit(p)) return 'aus';
  const h = hueOf(p);
  if (h === null) return 'andere';
  if (h >= 345 || h < 15) return 'rot';
  if (h >= 48 && h < 72) return 'gelb';
  if (h >= 90 && h < 150) return 'grün';
  return 'andere';
}

/** Smallest distance of two hues around the circle (0 … 180). */
export function hueDistance(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}
