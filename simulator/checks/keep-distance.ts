// Keep a distance to a wall: come closer when it is far, back off when it is too near, and
// stand still at the target distance, wherever the wall started.
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { distanceAhead, wallAhead } from './worlds.ts';

interface Params {
  /** Wanted distance of the sensor from the wall at the end, in cm. */
  target: number;
  /** How far from `target` the robot may stand, in cm. */
  tolerance: number;
}

/** Wall distances at the start: one too near (the robot must back off), two too far. */
export const KEEP_WALL_DISTANCES_CM = [6, 45, 90];

/** Wheel speed in cm/s below which the robot counts as standing. */
const STILL_CM_S = 1;

export const keepDistance: Check<Params> = {
  name: 'keep-distance',
  summary: 'ends standing still target ± tolerance cm before a wall that started nearer or farther',
  budgetS: 10,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      target: { default: 20, min: 5, max: 100 },
      tolerance: { default: 2, min: 0.5, max: 20 },
    }),
  variants: () =>
    KEEP_WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
  judge(run, { target, tolerance }, variant) {
    if (run.contacts.length > 0) {
      return { passed: false, message: 'Der Roboter ist gegen die Wand gefahren.' };
    }
    // What the sensor measures (its cone sees the wall's nearest point when the robot stands
    // at a slant), else the distance straight ahead.
    const gap = run.finalState?.sonarCm ?? distanceAhead(variant.world, run.finalPose);
    if (Math.abs(gap - target) > tolerance) {
      return {
        passed: false,
        message: `Am Ende stand der Roboter ${n(gap)} cm vor der Wand, erlaubt sind ${n(target - tolerance, 1)} bis ${n(target + tolerance, 1)} cm.`,
      };
    }
    const wheels = run.finalState?.wheels;
    if (wheels && Math.max(Math.abs(wheels.left), Math.abs(wheels.right)) > STILL_CM_S) {
      return {
        passed: false,
        message: 'Am Ende fährt der Roboter noch. Er soll im richtigen Abstand stehen bleiben.',
      };
    }
    return { passed: true };
  },
};
