// The two red LEDs take turns like a level-crossing light: one lights while the other is dark,
// each long enough to see, and the light jumps from side to side often enough. Judged on the
// exact times the LEDs changed.
import { worldByName } from '../worlds/index.ts';
import { stretchesOf } from './light-stretches.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How often the light must jump from one side to the other. */
  switches: number;
}

/** A side shone visibly when it was the only one on for this long. */
const VISIBLE_US = 100_000;
/** Both on for less than this is the moment of switching over, not "both at once". */
const SWITCHING_US = 20_000;

type Red = 'left' | 'right' | 'both' | 'off';

export const redAlternate: Check<Params> = {
  name: 'red-alternate',
  summary:
    'the red LEDs light one after the other, never together, each at least 0.1 s, and the light jumps sides at least `switches` times',
  timeLimitS: 10,
  ending: 'runs',
  readsSensors: false,
  parse: (raw) => parseNumbers(raw, { switches: { default: 6, min: 1, max: 100 } }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { switches }) {
    const stretches = stretchesOf(
      run.lights.red,
      run.endedAtUs,
      ({ left, right }): Red => (left && right ? 'both' : left ? 'left' : right ? 'right' : 'off'),
      (a, b) => a === b,
    );
    const both = stretches.find(
      ({ state, fromUs, toUs }) => state === 'both' && toUs - fromUs >= SWITCHING_US,
    );
    if (both) {
      return {
        passed: false,
        message: `Nach ${n(both.fromUs / 1e6, 1)} s leuchteten beide LEDs zugleich. Sie sollen sich abwechseln: immer nur eine an.`,
        atUs: both.fromUs,
      };
    }
    const visible = stretches.filter(
      ({ state, fromUs, toUs }) =>
        (state === 'left' || state === 'right') && toUs - fromUs >= VISIBLE_US,
    );
    const count = visible.filter((s, i) => i > 0 && s.state !== visible[i - 1]!.state).length;
    if (count < switches) {
      return {
        passed: false,
        message: `Das Licht ist ${n(count)}-mal sichtbar von einer LED zur anderen gesprungen, gewünscht sind mindestens ${n(switches)} Wechsel. Jede LED soll dabei mindestens 0,1 s leuchten.`,
      };
    }
    return { passed: true };
  },
};
