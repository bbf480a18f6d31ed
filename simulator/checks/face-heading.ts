// Turn on the spot, the shorter way, until the robot faces a given compass direction, from any
// start heading; with noise=1 the running motors disturb the compass as on the real robot.
import { worldByName } from '../worlds/index.ts';
import { headingDifference } from '../core/geometry.ts';
import { rotation } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import { onTheSpot } from './turn-by.ts';
import type { Check } from './types.ts';

interface Params {
  /** Wanted heading in degrees (0 = north, 90 = east). */
  target: number;
  /** Allowed error in degrees. */
  tolerance: number;
  /** 1: the motors disturb the compass. */
  noise: number;
}

/** Start headings of the setups: the target lies to the left, nearly behind and to the right. */
export const FACE_START_OFFSETS = [
  { offset: 70, drive: undefined },
  { offset: 190, drive: { gainLeft: 0.8, gainRight: 0.77 } },
  { offset: 290, drive: { gainLeft: 1.2, gainRight: 1.15 } },
];

export const faceHeading: Check<Params> = {
  name: 'face-heading',
  summary:
    'turns on the spot the shorter way from any start heading to face target degrees (± tolerance) and comes to rest',
  timeLimitS: 15,
  ending: 'stops',
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
    const heading = run.rest.pose.heading;
    const off = headingDifference(target, heading);
    if (Math.abs(off) > tolerance) {
      return {
        passed: false,
        message: `Der Roboter schaut am Ende nach ${n((heading + 360) % 360)} Grad, ${formatMeasured(Math.abs(off), [tolerance])} Grad ${off > 0 ? 'rechts' : 'links'} neben ${n(target)} Grad; erlaubt sind höchstens ${n(tolerance)} Grad.`,
      };
    }
    const turned = rotation(run);
    if (Math.abs(turned) > 180 + tolerance) {
      const shorter = headingDifference(run.start.heading, target);
      return {
        passed: false,
        message: `Der Roboter hat sich um ${n(Math.abs(turned))} Grad ${turned > 0 ? 'nach rechts' : 'nach links'} gedreht. Der kürzere Weg wären ${n(Math.abs(shorter))} Grad ${shorter > 0 ? 'nach rechts' : 'nach links'} gewesen.`,
      };
    }
    return onTheSpot(run);
  },
};
