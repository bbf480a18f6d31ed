import { robotToWorld, type Pose, type Vec } from './geometry.ts';

/**
 * Where the parts of the Maqueen Plus V2 sit, in cm in the robot frame
 * (origin = midpoint of the wheel axle, `right` and `forward` axes).
 */
export const BODY = { left: -5, right: 5, back: -4, front: 6 };

/** The ultrasonic sensor's transducers at the front of the body. */
export const ULTRASONIC_MOUNT = { right: 0, forward: BODY.front };

/** A direction in the robot frame, as components along its right, forward and up axes. */
export interface RobotVector {
  right: number;
  forward: number;
  up: number;
}

/**
 * The micro:bit stands upright in the slot behind the ultrasonic sensor, edge connector down,
 * LED display and buttons facing forward. Its sensor axes (CODAL "simple cartesian": flat and
 * face up reads z = -1024, logo up reads y = +1024, standing on its left edge reads
 * x = -1024) therefore point, on the robot: x to the right, y up, z backward.
 */
export const BOARD_AXES: Record<'x' | 'y' | 'z', RobotVector> = {
  x: { right: 1, forward: 0, up: 0 },
  y: { right: 0, forward: 0, up: 1 },
  z: { right: 0, forward: -1, up: 0 },
};

/** Line sensors in register order of the digital state byte: L2, L1, M, R1, R2. */
export const LINE_SENSOR_NAMES = ['L2', 'L1', 'M', 'R1', 'R2'] as const;
export type LineSensorName = (typeof LINE_SENSOR_NAMES)[number];
/**
 * Not one row (vendor's underside photo, scaled by the wheel track; ±0.5 cm): L1, M and R1
 * 1 cm apart at the front edge, 6 cm ahead of the axle; L2 and R2 4.5 cm out to the sides,
 * 3 cm ahead of the axle, just in front of the wheels.
 */
export const LINE_SENSOR_MOUNTS: Record<LineSensorName, { right: number; forward: number }> = {
  L2: { right: -4.5, forward: 3 },
  L1: { right: -1, forward: 6 },
  M: { right: 0, forward: 6 },
  R1: { right: 1, forward: 6 },
  R2: { right: 4.5, forward: 3 },
};
/** Radius of the round floor spot a reflective line sensor averages over. */
export const LINE_SENSOR_SPOT = 0.4;

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
