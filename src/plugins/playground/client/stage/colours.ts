// How the robot's lights look on screen: pure colour mapping, the theme supplies the base colours.
import { ANALOG_DARK, ANALOG_LIGHT } from '../../../../../simulator/core/line-sensors.ts';
import type { Rgb } from '../../../../../simulator/core/neopixel.ts';

/**
 * A lit WS2812 is bright even at low values (the eye is not linear), so the brightest channel
 * of a lit pixel is shown at least this bright; the hue stays as the program set it.
 */
export const PIXEL_BRIGHTNESS_FLOOR = 110;

const channel = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

/** CSS colour of an RGB LED; an off pixel shows as the unlit LED colour, never invisible. */
export function pixelColour(p: Rgb, unlit: string): string {
  const r = channel(p.r);
  const g = channel(p.g);
  const b = channel(p.b);
  const max = Math.max(r, g, b);
  if (max === 0) return unlit;
  const shown = PIXEL_BRIGHTNESS_FLOOR + ((255 - PIXEL_BRIGHTNESS_FLOOR) * max) / 255;
  const k = shown / max;
  return `rgb(${channel(r * k)} ${channel(g * k)} ${channel(b * k)})`;
}

/** Whether a pixel gives light (and so gets a glow). */
export function pixelIsLit(p: Rgb): boolean {
  return Math.max(channel(p.r), channel(p.g), channel(p.b)) > 0;
}

/** Dimmest lit display LED as a share of the brightest, so brightness 1 is still seen. */
export const DISPLAY_ALPHA_FLOOR = 0.3;

/** Opacity of a lit display LED drawn over the unlit one: 0 = off, 9 = full. */
export function displayAlpha(brightness: number): number {
  const b = Math.max(0, Math.min(9, Math.round(brightness)));
  if (b === 0) return 0;
  return DISPLAY_ALPHA_FLOOR + ((1 - DISPLAY_ALPHA_FLOOR) * (b - 1)) / 8;
}

/** Parses `#rgb` or `#rrggbb`; null for anything else. */
export function parseHex(colour: string): Rgb | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!m) return null;
  const hex = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  const n = parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

/** `t` = 0 gives `from`, 1 gives `to`; colours that do not parse give `to`. */
export function mixColours(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) return to;
  const k = Math.max(0, Math.min(1, t));
  const mix = (x: number, y: number) => channel(x + (y - x) * k);
  return `rgb(${mix(a.r, b.r)} ${mix(a.g, b.g)} ${mix(a.b, b.b)})`;
}

/**
 * What a line sensor sees, in the stage's own colours: an analog reading of 100 (over the line)
 * is the line's colour, 900 (floor) the floor's, so the dot matches what is drawn under it in
 * light and dark mode.
 */
export function sensorShade(analog: number, line: string, floor: string): string {
  return mixColours(line, floor, (analog - ANALOG_DARK) / (ANALOG_LIGHT - ANALOG_DARK));
}
