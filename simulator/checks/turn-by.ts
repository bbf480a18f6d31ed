// Turn on the spot by a given angle, measured with the compass: the variants start facing
// other ways and have weaker or stronger motors, so a fixed turning time misses.
import { worldByName } from '../worlds/index.ts';
import { headingDifference } from '../core/geometry.ts';
import { motorsStillRunning } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check, Variant } from './types.ts';

interface Params {
  /** Wanted turn in degrees, positive = clockwise (right). */
  angle: number;
  /** Allowed error in degrees. */
  tolerance: number;
}

/** Start headings and motors of the variants. */
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

export const turnBy: Check<Params> = {
  name: 'turn-by',
  summary:
    'turns by angle degrees (± tolerance) from any start heading, with any motors, and stops',
  budgetS: 6,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      angle: { default: 90, min: -179, max: 179 },
      tolerance: { default: 5, min: 1, max: 45 },
    }),
  variants: () => TURN_VARIANTS,
  judge(run, { angle, tolerance }, variant) {
    const start = variant.startPose?.heading ?? variant.world.start.heading;
    const turned = headingDifference(start, run.finalPose.heading);
    if (Math.abs(turned - angle) > tolerance) {
      return {
        passed: false,
        message: `Der Roboter hat sich um ${n(turned)} Grad gedreht, erlaubt sind ${n(angle - tolerance)} bis ${n(angle + tolerance)} Grad.`,
      };
    }
    const running = motorsStillRunning(run);
    if (running) return running;
    return { passed: true };
  },
};
