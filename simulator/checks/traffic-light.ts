// A traffic light on the RGB LEDs: all four together show green, then yellow, then red, each
// long enough to see, and no other colour (the cycle may repeat, the LEDs may go dark between).
import { worldByName } from '../worlds/index.ts';
import type { Rgb } from '../core/neopixel.ts';
import { colorName, type ColorName } from './colors.ts';
import { stretchesOf } from './light-stretches.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How long each colour must light at least, in ms. */
  phase: number;
}

const ORDER: ColorName[] = ['grün', 'gelb', 'rot'];
const NOUN: Partial<Record<ColorName, string>> = { grün: 'Grün', gelb: 'Gelb', rot: 'Rot' };
/** A colour shown for less than this is the moment of switching, not a phase. */
const SWITCHING_US = 150_000;
/** Other colours (or mixed ones) may show this long in all: switching, never a show of its own. */
const STRANGE_US = 150_000;

type Shown = ColorName | 'gemischt';

/** The colour all four LEDs show together, `gemischt` when they differ. */
function shown(pixels: readonly Rgb[]): Shown {
  const names = new Set(pixels.map(colorName));
  return names.size === 1 ? [...names][0]! : 'gemischt';
}

export const trafficLight: Check<Params> = {
  name: 'traffic-light',
  summary:
    'all four RGB LEDs show green, yellow, red in this order, each at least `phase` ms, and no other colour',
  timeLimitS: 15,
  ending: 'runs',
  readsSensors: false,
  parse: (raw) => parseNumbers(raw, { phase: { default: 1000, min: 100, max: 10000 } }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { phase }) {
    const stretches = stretchesOf(
      run.lights.pixels,
      run.endedAtUs,
      ({ pixels }) => shown(pixels),
      (a, b) => a === b,
    );
    const lasting = ({ fromUs, toUs }: { fromUs: number; toUs: number }) => toUs - fromUs;
    const strange = stretches.filter(
      ({ state }) => state !== 'aus' && !ORDER.includes(state as ColorName),
    );
    const strangeUs = strange.reduce((sum, s) => sum + lasting(s), 0);
    if (strangeUs > STRANGE_US) {
      const first = strange[0]!;
      return {
        passed: false,
        message:
          first.state === 'gemischt'
            ? `Nach ${n(first.fromUs / 1e6, 1)} s zeigten die vier LEDs verschiedene Farben. Alle vier sollen zusammen die Ampelfarbe zeigen.`
            : `Nach ${n(first.fromUs / 1e6, 1)} s leuchteten die LEDs in einer anderen Farbe. Eine Ampel zeigt nur Grün, Gelb und Rot (Orange zählt nicht als Gelb).`,
        atUs: first.fromUs,
      };
    }
    const phases = stretches.filter(
      ({ state, ...s }) => ORDER.includes(state as ColorName) && lasting(s) >= SWITCHING_US,
    );
    if (phases.length === 0) {
      return { passed: false, message: 'Die LEDs haben keine Ampelfarbe gezeigt.' };
    }
    for (const [i, stretch] of phases.entries()) {
      const color = stretch.state as ColorName;
      const wanted = ORDER[i % ORDER.length]!;
      if (color !== wanted) {
        const after = i === 0 ? 'Zuerst' : `Nach ${NOUN[ORDER[(i - 1) % ORDER.length]!]}`;
        return {
          passed: false,
          message: `${after} soll ${NOUN[wanted]} kommen, die LEDs zeigten aber ${NOUN[color]}.`,
        };
      }
      const ms = lasting(stretch) / 1000;
      if (ms < phase) {
        return {
          passed: false,
          message: `${NOUN[color]} leuchtete nur ${formatMeasured(ms, [phase])} ms lang, jede Farbe soll mindestens ${n(phase)} ms leuchten.`,
        };
      }
    }
    if (phases.length < ORDER.length) {
      return {
        passed: false,
        message: `Es fehlt noch ${NOUN[ORDER[phases.length]!]}: Die Ampel soll Grün, Gelb und dann Rot zeigen.`,
      };
    }
    return { passed: true };
  },
};
