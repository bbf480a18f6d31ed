// A traffic light on the RGB LEDs: green, then yellow, then red, each long enough to see.
import { worldByName } from '../worlds/index.ts';
import { colorName, type ColorName } from './colors.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How long each colour must light at least, in ms. */
  phase: number;
}

const ORDER: ColorName[] = ['grün', 'gelb', 'rot'];
const NOUN: Partial<Record<ColorName, string>> = { grün: 'Grün', gelb: 'Gelb', rot: 'Rot' };

/** The colour all four LEDs show together, `gemischt` when they differ. */
function shown(pixels: readonly { r: number; g: number; b: number }[]): ColorName | 'gemischt' {
  const names = new Set(pixels.map(colorName));
  return names.size === 1 ? [...names][0]! : 'gemischt';
}

export const trafficLight: Check<Params> = {
  name: 'traffic-light',
  summary: 'all four RGB LEDs show green, yellow, red in this order, each at least `phase` ms',
  budgetS: 6,
  readsSensors: false,
  parse: (raw) => parseNumbers(raw, { phase: { default: 1000, min: 100, max: 10000 } }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { phase }) {
    // Stretches of one colour, with their length in ms.
    const stretches: { color: string; ms: number }[] = [];
    run.samples.forEach((sample, i) => {
      const color = shown(sample.pixels);
      const ms = i === 0 ? 0 : (sample.timeUs - run.samples[i - 1]!.timeUs) / 1000;
      const last = stretches[stretches.length - 1];
      if (last && last.color === color) last.ms += ms;
      else stretches.push({ color, ms });
    });
    let next = 0;
    for (const { color, ms } of stretches) {
      if (next < ORDER.length && color === ORDER[next] && ms >= phase) next += 1;
    }
    if (next === ORDER.length) return { passed: true };
    const wanted = ORDER[next]!;
    const longest = Math.max(0, ...stretches.filter((s) => s.color === wanted).map((s) => s.ms));
    const after = next === 0 ? '' : ` nach ${NOUN[ORDER[next - 1]!]}`;
    return {
      passed: false,
      message:
        longest > 0
          ? `Es fehlt noch ${NOUN[wanted]}${after}: Alle vier LEDs zusammen haben höchstens ${n(longest)} ms lang ${wanted} geleuchtet, nötig sind ${n(phase)} ms.`
          : `Es fehlt noch ${NOUN[wanted]}${after}: Die vier LEDs haben nie zusammen ${wanted} geleuchtet.`,
    };
  },
};
