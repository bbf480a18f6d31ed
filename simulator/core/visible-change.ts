// Whether a reader could see a difference between two states of the robot: the board flags the
// frames that differ from the last one flagged, so a host draws only those. The time is left
// out (it always moves on), and so are changes below what a stage or the live values show: a
// stopped robot's wheels fade towards zero for seconds and would otherwise move the pose by
// fractions of a micrometre in every frame.
import type { SimState } from './state.ts';

/** Pose and wheel changes smaller than this (cm, degrees, cm/s) are not seen. */
const POSE_EPSILON = 0.01;
/** The live values show sensor readings as whole numbers. */
const READING_EPSILON = 0.5;

const near = (a: number, b: number, epsilon: number) => Math.abs(a - b) < epsilon;

function sameNumbers(a: readonly number[], b: readonly number[], epsilon: number): boolean {
  return a.length === b.length && a.every((value, i) => near(value, b[i], epsilon));
}

export function looksDifferent(a: SimState, b: SimState): boolean {
  return !(
    near(a.pose.x, b.pose.x, POSE_EPSILON) &&
    near(a.pose.y, b.pose.y, POSE_EPSILON) &&
    near(a.pose.heading, b.pose.heading, POSE_EPSILON) &&
    near(a.wheels.left, b.wheels.left, POSE_EPSILON) &&
    near(a.wheels.right, b.wheels.right, POSE_EPSILON) &&
    a.motors.left.direction === b.motors.left.direction &&
    a.motors.left.speed === b.motors.left.speed &&
    a.motors.right.direction === b.motors.right.direction &&
    a.motors.right.speed === b.motors.right.speed &&
    a.redLeds.left === b.redLeds.left &&
    a.redLeds.right === b.redLeds.right &&
    a.pixels.length === b.pixels.length &&
    a.pixels.every(
      (p, i) => p.r === b.pixels[i].r && p.g === b.pixels[i].g && p.b === b.pixels[i].b,
    ) &&
    sameNumbers(a.display, b.display, READING_EPSILON) &&
    a.buttons.a === b.buttons.a &&
    a.buttons.b === b.buttons.b &&
    a.lineState === b.lineState &&
    sameNumbers(a.lineAnalog, b.lineAnalog, READING_EPSILON) &&
    (a.sonarCm === null || b.sonarCm === null
      ? a.sonarCm === b.sonarCm
      : near(a.sonarCm, b.sonarCm, POSE_EPSILON)) &&
    a.compassCalibrated === b.compassCalibrated &&
    a.touching === b.touching
  );
}
