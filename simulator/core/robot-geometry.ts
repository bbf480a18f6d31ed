import { robotToWorld, type Pose, type Vec } from './geometry.ts';

/**
 * Where the parts of the Maqueen Plus V2 sit, in cm in the robot frame
 * (origin = midpoint of the wheel axle, `right` and `forward` axes).
 */
export const BODY = { left: -5, right: 5, back: -4, front: 6 };

/** The ultrasonic sensor's transducers at the front of the body. */
export const ULTRASONIC_MOUNT = { right: 0, forward: BODY.front };

/** Line sensors in register order of the digital state byte: L2, L1, M, R1, R2. */
export const LINE_SENSOR_NAMES = ['L2', 'L1', 'M', 'R1', 'R2'] as const;
export type LineSensorName = (typeof LINE_SENSOR_NAMES)[number];
export const LINE_SENSOR_MOUNTS: Record<LineSensorName, { right: number; forward: number }> = {
  L2: { right: -3, forward: 4.5 },
  L1: { right: -1.5, forward: 4.5 },
  M: { right: 0, forward: 4.5 },
  R1: { right: 1.5, forward: 4.5 },
  R2: { right: 3, forward: 4.5 },
};
/** Radius of the floor spot a line sensor averages over. */
export const LINE_SENSOR_SPOT = 0.25;

/** Centre of the body and the radius of a circle around it, for a quick "far away" test. */
export const BODY_CENTRE = { right: 0, forward: (BODY.front + BODY.back) / 2 };
export const BODY_RADIUS = Math.hypot((BODY.right - BODY.left) / 2, (BODY.front - BODY.back) / 2);

export function bodyCorners(pose: Pose): Vec[] {
  return [
    robotToWorld(pose, BODY.left, BODY.back),
    robotToWorld(pose, BODY.right, BODY.back),
    robotToWorld(pose, BODY.right, BODY.front),
    robotToWorld(pose, BODY.left, BODY.front),
  ];
}
