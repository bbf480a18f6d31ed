// Turn on the spot by a given angle, measured with the compass: the setups start facing other
// ways and have weaker or stronger motors, so a fixed turning time misses.
import { worldByName } from '../worlds/index.ts';
import { distance, posesOf, rotation } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check, CheckRun, Variant, Verdict } from './types.ts';

interface Params {
  /** Wanted turn in degrees, positive = clockwise (right). */
  angle: number;
  /** Allowed error in degrees. */
  tolerance: number;
}

/** "On the spot": the middle of the axle stays this close to where it was (cm). */
export const ON_THE_SPOT_CM = 3;

/** Start headings and motors of the setups. */
export const TURN_VARIANTS: Variant[] = [
  {
    label: 'Blick nach Norden, normale Motoren',
    world: worldByName('empty'),
    startPose: { x: 0, y: 0, heading: 0 },
  },
  {
    label: 'Blick nach Südosten, schwache Motoren',
    world: worldByName('empty'),
    startPose: { x: 0, y: 0, heading: 135 },
    drive: { gainLeft: 0.7, gainRight: 0.68 },
  },
  {
    label: 'Blick nach Nordwesten, starke Motoren',
    world: worldByName('empty'),
    startPose: { x: 0, y: 0, heading: 300 },
    drive: { gainLeft: 1.3, gainRight: 1.25 },
  },
];

/** A turn that moved the robot away from its place is no turn on the spot. */
export function onTheSpot(run: CheckRun): Verdict {
  const moved = Math.max(...posesOf(run).map((pose) => distance(pose, run.start)));
  return moved > ON_THE_SPOT_CM
    ? {
        passed: false,
        message: `Der Roboter hat sich nicht auf der Stelle gedreht: Die Mitte seiner Achse ist ${formatMeasured(moved, [ON_THE_SPOT_CM])} cm gewandert, erlaubt sind ${n(ON_THE_SPOT_CM)} cm. Lass dafür einen Motor vorwärts und den anderen rückwärts laufen.`,
      }
    : { passed: true };
}

const way = (degrees: number) => (degrees >= 0 ? 'nach rechts' : 'nach links');

export const turnBy: Check<Params> = {
  name: 'turn-by',
  summary:
    'turns on the spot by angle degrees (± tolerance; positive = right) from any start heading, with any motors, and comes to rest',
  timeLimitS: 10,
  ending: 'stops',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      angle: { default: 90, min: -179, max: 179 },
      tolerance: { default: 5, min: 1, max: 45 },
    }),
  variants: () => TURN_VARIANTS,
  judge(run, { angle, tolerance }) {
    const turned = rotation(run);
    if (Math.abs(turned) < 2) {
      return { passed: false, message: 'Der Roboter hat sich nicht gedreht.' };
    }
    const [low, high] = [angle - tolerance, angle + tolerance];
    if (turned < low || turned > high) {
      return {
        passed: false,
        message: `Der Roboter hat sich um ${formatMeasured(Math.abs(turned), [Math.abs(low), Math.abs(high)])} Grad ${way(turned)} gedreht. Er soll sich um ${n(Math.abs(angle))} Grad ${way(angle)} drehen (erlaubt: ${n(Math.abs(low))} bis ${n(Math.abs(high))} Grad).`,
      };
    }
    return onTheSpot(run);
  },
};
