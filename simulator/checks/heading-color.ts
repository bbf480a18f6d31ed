// A compass lamp: the robot turns once round on the spot, one way, and the RGB LEDs show its
// heading as a hue (north red, east about yellow-green, south cyan, west violet), wherever it
// starts.
import { worldByName } from '../worlds/index.ts';
import { hueDistance, hueOf } from './colors.ts';
import { headingDifference } from '../core/geometry.ts';
import { posesOf, rotation } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import { onTheSpot } from './turn-by.ts';
import type { Check, Variant } from './types.ts';

interface Params {
  /** How many degrees the robot must turn, one way, in all. */
  turn: number;
  /** How far hue and heading may differ, in degrees. */
  tolerance: number;
  /** Share of the time (percent, from the first second on) in which hue and heading must agree. */
  share: number;
}

/** Start headings of the setups: a program that plays a fixed colour sequence fits one. */
export const START_HEADINGS = [0, 135, 250];
/** Motors of the setups: they turn at different speeds, so colours timed by the clock miss. */
const SETUP_MOTORS = [
  undefined,
  { gainLeft: 0.75, gainRight: 0.72 },
  { gainLeft: 1.25, gainRight: 1.2 },
];
/** Turning back against the main direction may add up to this much (degrees). */
const TURN_BACK = 30;

/** The judged time starts here, so the program has a moment to start. */
const SETTLE_US = 1_000_000;

export const headingColor: Check<Params> = {
  name: 'heading-color',
  summary:
    'turns on the spot `turn` degrees one way while all four RGB LEDs show the heading as hue (± tolerance) for share % of the time',
  timeLimitS: 20,
  ending: 'runs',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      turn: { default: 330, min: 30, max: 1080 },
      tolerance: { default: 30, min: 5, max: 90 },
      share: { default: 90, min: 10, max: 100 },
    }),
  variants: (): Variant[] =>
    START_HEADINGS.map((heading, i) => ({
      label: `Start in Richtung ${heading} Grad${i === 0 ? '' : i === 1 ? ', schwache Motoren' : ', starke Motoren'}`,
      world: worldByName('empty'),
      startPose: { x: 0, y: 0, heading },
      ...(SETUP_MOTORS[i] ? { drive: SETUP_MOTORS[i] } : {}),
      // The turning motors disturb the compass, as on the real robot.
      motorNoise: true,
    })),
  judge(run, { turn, tolerance, share }) {
    const net = rotation(run);
    const turned = Math.abs(net);
    const back = posesOf(run)
      .slice(1)
      .reduce((sum, pose, i, poses) => {
        const step = headingDifference((i === 0 ? run.start : poses[i - 1]!).heading, pose.heading);
        return Math.sign(step) === -Math.sign(net) ? sum + Math.abs(step) : sum;
      }, 0);
    if (back > TURN_BACK) {
      return {
        passed: false,
        message: `Der Roboter hat sich hin und her gedreht (${n(back)} Grad zurück). Er soll sich in eine Richtung einmal im Kreis drehen.`,
      };
    }
    if (turned < turn) {
      return {
        passed: false,
        message: `Der Roboter hat sich insgesamt nur um ${formatMeasured(turned, [turn])} Grad in eine Richtung gedreht. Er soll sich einmal im Kreis drehen (mindestens ${n(turn)} Grad).`,
      };
    }
    const spot = onTheSpot(run);
    if (!spot.passed) return spot;
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
        message: `Nur ${formatMeasured(percent, [share])} % der Zeit passte die Farbe aller vier LEDs zur Richtung des Roboters (höchstens ${n(tolerance)} Grad daneben), nötig sind ${n(share)} %.`,
      };
    }
    return { passed: true };
  },
};
