// A colour wheel on the four RGB LEDs: four colours a quarter of the circle apart (90 degrees),
// moving on step by step until each LED has shown every colour of the circle (no hole in the
// hues it showed wider than `gap`).
import { worldByName } from '../worlds/index.ts';
import type { Rgb } from '../core/neopixel.ts';
import { hueDistance, hueOf } from './colors.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Share of the lit time (percent) in which the four colours must be a quarter apart. */
  share: number;
  /** The widest hole (degrees) each LED may leave in the colour circle. */
  gap: number;
}

/** Four hues count as a quarter apart when each gap to the next is 90 ± this many degrees. */
const GAP_SLACK = 30;
/** "Step by step": most moves of a colour between two samples are at most this many degrees. */
const STEP = 45;
const STEPS_SHARE = 0.8;
const PLACES = ['vorne links', 'hinten links', 'hinten rechts', 'vorne rechts'];

/** Whether the four pixels show four colours a quarter of the colour circle apart. */
export function spreadAround(pixels: readonly Rgb[]): boolean {
  const hues = pixels.map(hueOf);
  if (hues.length < 4 || hues.some((h) => h === null)) return false;
  const sorted = (hues as number[]).slice().sort((a, b) => a - b);
  const gaps = sorted.map((h, i) =>
    i === 0 ? h + 360 - sorted[sorted.length - 1]! : h - sorted[i - 1]!,
  );
  return gaps.every((gap) => Math.abs(gap - 90) <= GAP_SLACK);
}

/** The widest stretch of the colour circle (degrees) that none of `hues` lies in. */
export function widestHole(hues: readonly number[]): number {
  if (hues.length === 0) return 360;
  const sorted = [...hues].sort((a, b) => a - b);
  return Math.max(
    ...sorted.map((h, i) => (i === 0 ? h + 360 - sorted[sorted.length - 1]! : h - sorted[i - 1]!)),
  );
}

export const colorWheel: Check<Params> = {
  name: 'color-wheel',
  summary:
    'the four RGB LEDs show four colours about 90° apart (share % of the lit time) that move on step by step until no LED leaves a hole wider than `gap` degrees in the colour circle',
  timeLimitS: 20,
  ending: 'runs',
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      share: { default: 80, min: 10, max: 100 },
      gap: { default: 45, min: 10, max: 180 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { share, gap }) {
    // Judged while the LEDs shine: switching them off at the end is fine.
    const lit = run.samples.filter((s) => s.pixels.some((p) => p.r + p.g + p.b > 0));
    const spread = lit.filter((s) => spreadAround(s.pixels));
    const percent = lit.length === 0 ? 0 : (100 * spread.length) / lit.length;
    if (percent < share) {
      return {
        passed: false,
        message: `Nur ${formatMeasured(percent, [share])} % der Zeit zeigten die vier LEDs vier Farben, die ein Viertel des Farbkreises (90 Grad) auseinanderliegen; nötig sind ${n(share)} %.`,
      };
    }
    const moves = spread.slice(1).flatMap((s, i) => {
      const [a, b] = [hueOf(spread[i]!.pixels[0]!), hueOf(s.pixels[0]!)];
      return a !== null && b !== null && hueDistance(a, b) > 0 ? [hueDistance(a, b)] : [];
    });
    if (moves.length > 0 && moves.filter((d) => d <= STEP).length < STEPS_SHARE * moves.length) {
      return {
        passed: false,
        message: `Die Farben springen: Meist änderten sie sich um mehr als ${n(STEP)} Grad auf einmal. Sie sollen langsam im Kreis weiterwandern.`,
      };
    }
    for (let led = 0; led < 4; led++) {
      const hues = spread.flatMap((s) => {
        const hue = s.pixels[led] ? hueOf(s.pixels[led]) : null;
        return hue === null ? [] : [hue];
      });
      const hole = widestHole(hues);
      if (hole > gap) {
        return {
          passed: false,
          message: `Die Farben wandern zu wenig: Der LED ${PLACES[led]} fehlen noch Farben, ein Stück von ${formatMeasured(hole, [gap])} Grad des Farbkreises hat sie nie gezeigt (erlaubt sind Lücken bis ${n(gap)} Grad). Jede LED soll einmal alle Farben zeigen.`,
        };
      }
    }
    return { passed: true };
  },
};
