// A compass lamp: the robot turns round once, and the RGB LEDs show its heading as a hue
// (north red, east about yellow-green, south cyan, west violet), wherever it starts.
import { worldByName } from '../worlds/index.ts';
import { hueDistance, hueOf } from './colors.ts';
import { headingDifference } from '../core/geometry.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check, Variant } from './types.ts';

interface Params {
  /** How many degrees the robot must turn in all. */
  turn: number;
  /** How far hue and heading may differ, in degrees. */
  tolerance: number;
  /** Share of the time (percent, from the first second on) in which hue and heading must agree. */
  share: number;
}

/** Start headings of the variants: a program that plays a fixed colour sequence fits one. */
export const START_HEADINGS = [0, 135, 250];

/** The judged time starts here, so the program has a moment to start. */
const SETTLE_US = 1_000_000;

export const headingColor: Check<Params> = {
  name: 'heading-color',
  summary:
    'turns `turn` degrees in all while all four RGB LEDs show the heading as hue (± tolerance) for share % of the time',
  budgetS: 10,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      turn: { default: 330, min: 30, max: 1080 },
      tolerance: { default: 30, min: 5, max: 90 },
      share: { default: 90, min: 10, max: 100 },
    }),
  variants: (): Variant[] =>
    START_HEADINGS.map((heading) => ({
      label: `Start in Richtung ${heading} Grad`,
      world: worldByName('empty'),
      startPose: { x: 0, y: 0, heading },
      // The turning motors disturb the compass a little, as on the real robot.
      motorNoise: true,
    })),
  judge(run, { turn, tolerance, share }) {
    let turned = 0;
    for (let i = 1; i < run.samples.length; i++) {
      turned += Math.abs(
        headingDifference(run.samples[i - 1]!.pose.heading, run.samples[i]!.pose.heading),
      );
    }
    if (turned < turn) {
      return {
        passed: false,
        message: `Der Roboter hat sich nur um ${n(turned)} Grad gedreht, er soll sich mindestens um ${n(turn)} Grad drehen.`,
      };
    }
    const judged = run.samples.filter((s) => s.timeUs >= SETTLE_US);
    const matching = judged.filter((s) =>
      s.pixels.every((p) => {
        const hue = hueOf(p);
        return hue !== null && hueDistance(hue, s.pose.heading) <= tolerance;
      }),
    ).length;
    const percent = judged.length === 0 ? 0 : (100 * matching) / judged.length;
    if (percent < share) {
      return {
        passed: false,
        message: `Nur ${n(percent)} % der Zeit passte die Farbe aller vier LEDs zur Richtung des Roboters (höchstens ${n(tolerance)} Grad daneben), nötig sind ${n(share)} %.`,
      };
    }
    return { passed: true };
  },
};
