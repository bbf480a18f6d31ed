// A colour wheel on the four RGB LEDs: at every moment four colours spread around the colour
// circle, and the colours keep moving on until each LED has shown most of the circle.
import { worldByName } from '../worlds/index.ts';
import type { Rgb } from '../core/neopixel.ts';
import { hueOf } from './colors.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Share of the time (percent) in which the four colours must lie spread around the circle. */
  share: number;
  /** How many degrees of the colour circle each LED must show over the run. */
  degrees: number;
}

/** Four hues count as spread when no two lie closer than this on the circle. */
const MIN_GAP = 45;
const SECTOR = 30;
const PLACES = ['vorne links', 'hinten links', 'hinten rechts', 'vorne rechts'];

/** Whether the four pixels show four colours spread around the colour circle. */
export function spreadAround(pixels: readonly Rgb[]): boolean {
  const hues = pixels.map(hueOf);
  if (hues.length < 4 || hues.some((h) => h === null)) return false;
  const sorted = (hues as number[]).slice().sort((a, b) => a - b);
  const gaps = sorted.map((h, i) =>
    i === 0 ? h + 360 - sorted[sorted.length - 1]! : h - sorted[i - 1]!,
  );
  return Math.min(...gaps) >= MIN_GAP;
}

export const colorWheel: Check<Params> = {
  name: 'color-wheel',
  summary:
    'the four RGB LEDs show four colours spread around the colour circle (share % of the time) that move on, each LED over `degrees` of the circle',
  budgetS: 6,
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      share: { default: 80, min: 10, max: 100 },
      degrees: { default: 270, min: 30, max: 360 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { share, degrees }) {
    const samples = run.samples;
    const spread = samples.filter((s) => spreadAround(s.pixels)).length;
    const percent = samples.length === 0 ? 0 : (100 * spread) / samples.length;
    if (percent < share) {
      return {
        passed: false,
        message: `Nur ${n(percent)} % der Zeit zeigten die vier LEDs vier verschiedene Farben rund um den Farbkreis, nötig sind ${n(share)} %.`,
      };
    }
    for (let led = 0; led < 4; led++) {
      const sectors = new Set<number>();
      for (const s of samples) {
        const hue = s.pixels[led] ? hueOf(s.pixels[led]) : null;
        if (hue !== null) sectors.add(Math.floor(hue / SECTOR));
      }
      const shownDegrees = sectors.size * SECTOR;
      if (shownDegrees < degrees) {
        return {
          passed: false,
          message: `Die Farben wandern zu wenig: Die LED ${PLACES[led]} hat nur Farbtöne aus ${n(shownDegrees)} von 360 Grad des Farbkreises gezeigt, nötig sind ${n(degrees)} Grad.`,
        };
      }
    }
    return { passed: true };
  },
};
