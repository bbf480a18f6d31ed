// The two red LEDs take turns: one lights while the other is dark, and they swap often enough.
import { worldByName } from '../worlds/index.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How often the light must jump from one side to the other. */
  switches: number;
}

export const redAlternate: Check<Params> = {
  name: 'red-alternate',
  summary: 'the red LEDs light one after the other, never together, at least `switches` times',
  budgetS: 5,
  readsSensors: false,
  parse: (raw) => parseNumbers(raw, { switches: { default: 6, min: 1, max: 100 } }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { switches }) {
    const both = run.samples.filter((s) => s.redLeds.left && s.redLeds.right);
    if (both.length > 1) {
      return {
        passed: false,
        message: `Nach ${n(both[0]!.timeUs / 1e6, 1)} s leuchteten beide LEDs zugleich. Sie sollen sich abwechseln: immer nur eine an.`,
      };
    }
    let side: 'left' | 'right' | null = null;
    let count = 0;
    for (const { redLeds } of run.samples) {
      const now =
        redLeds.left && !redLeds.right ? 'left' : redLeds.right && !redLeds.left ? 'right' : null;
      if (now === null) continue;
      if (side !== null && now !== side) count += 1;
      side = now;
    }
    if (count < switches) {
      return {
        passed: false,
        message: `Das Licht ist ${n(count)}-mal von einer LED zur anderen gesprungen, gewünscht sind mindestens ${n(switches)} Wechsel.`,
      };
    }
    return { passed: true };
  },
};
