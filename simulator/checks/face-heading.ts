// Turn until the robot faces a given compass direction, from any start heading; with
// noise=1 the running motors disturb the compass as on the real robot.
import { worldByName } from '../worlds/index.ts';
import { headingDifference } from '../core/geometry.ts';
import { motorsStillRunning } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Wanted heading in degrees (0 = north, 90 = east). */
  target: number;
  /** Allowed error in degrees. */
  tolerance: number;
  /** 1: the motors disturb the compass. */
  noise: number;
}

/** Start headings of the variants: the target lies to the right, behind and to the left. */
export const FACE_START_OFFSETS = [
  { offset: 70, drive: undefined },
  { offset: 190, drive: { gainLeft: 0.8, gainRight: 0.77 } },
  { offset: 290, drive: { gainLeft: 1.2, gainRight: 1.15 } },
];

export const faceHeading: Check<Params> = {
  name: 'face-heading',
  summary: 'turns from any start heading to face target degrees (± tolerance) and stops',
  budgetS: 8,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      target: { default: 0, min: 0, max: 359 },
      tolerance: { default: 5, min: 1, max: 45 },
      noise: { default: 0, min: 0, max: 1 },
    }),
  variants: ({ target, noise }) =>
    FACE_START_OFFSETS.map(({ offset, drive }) => {
      const heading = (target + offset) % 360;
      return {
        label: `Start mit Blick nach ${heading} Grad`,
        world: worldByName('empty'),
        startPose: { x: 0, y: 0, heading },
        ...(drive ? { drive } : {}),
        motorNoise: noise === 1,
      };
    }),
  judge(run, { target, tolerance }) {
    const off = headingDifference(target, run.finalPose.heading);
    if (Math.abs(off) > tolerance) {
      const side = off > 0 ? 'rechts' : 'links';
      return {
        passed: false,
        message: `Der Roboter schaut am Ende nach ${n((run.finalPose.heading + 360) % 360)} Grad, ${n(Math.abs(off))} Grad ${side} neben ${n(target)} Grad; erlaubt sind höchstens ${n(tolerance)} Grad.`,
      };
    }
    const running = motorsStillRunning(run);
    if (running) return running;
    return { passed: true };
  },
};
