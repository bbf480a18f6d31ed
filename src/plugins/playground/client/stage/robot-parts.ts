// Where the stage draws the robot's parts, in the robot frame (cm; `right`, `forward`; origin =
// middle of the wheel axle). Places the simulator knows come from robot-geometry.ts and
// drive.ts; the rest are drawing details (sizes of wheels, LEDs), derived from the body.
import { MAQUEEN_DRIVE } from '../../../../../simulator/core/drive.ts';
import { headingVector, type Pose } from '../../../../../simulator/core/geometry.ts';
import {
  BODY,
  LINE_SENSOR_NAMES,
  ULTRASONIC_MOUNT,
  type LineSensorName,
} from '../../../../../simulator/core/robot-geometry.ts';
import type { View } from './view.ts';

export interface Mount {
  right: number;
  forward: number;
}

/** A rectangle in the robot frame. */
export interface PartRect {
  left: number;
  back: number;
  width: number;
  length: number;
}

/** Drawing sizes only (the physics needs none of them): tyre width and wheel diameter. */
const TYRE_WIDTH = 1.2;
const WHEEL_DIAMETER = 4.3;

function wheelAt(right: number): PartRect {
  return {
    left: right - TYRE_WIDTH / 2,
    back: -WHEEL_DIAMETER / 2,
    width: TYRE_WIDTH,
    length: WHEEL_DIAMETER,
  };
}

/** The wheels touch the floor ±wheelBase/2 beside the middle of the axle. */
export const WHEELS = {
  left: wheelAt(-MAQUEEN_DRIVE.wheelBase / 2),
  right: wheelAt(MAQUEEN_DRIVE.wheelBase / 2),
};

export const BODY_RECT: PartRect = {
  left: BODY.left,
  back: BODY.back,
  width: BODY.right - BODY.left,
  length: BODY.front - BODY.back,
};

/** The ultrasonic module: its board at the front edge, two transducers looking forward. */
const TRANSDUCER_SPACING = 2.6;
const TRANSDUCER_DIAMETER = 1.6;
export const ULTRASONIC = {
  board: {
    left: ULTRASONIC_MOUNT.right - 2.25,
    back: ULTRASONIC_MOUNT.forward - 0.5,
    width: 4.5,
    length: 0.5,
  },
  transducers: [-1, 1].map((side): PartRect => ({
    left: ULTRASONIC_MOUNT.right + (side * TRANSDUCER_SPACING) / 2 - TRANSDUCER_DIAMETER / 2,
    back: ULTRASONIC_MOUNT.forward,
    width: TRANSDUCER_DIAMETER,
    length: 1.2,
  })),
};

/** The micro:bit stands upright across the robot behind the ultrasonic sensor (5.2 cm wide). */
export const MICROBIT_EDGE: PartRect = {
  left: -2.6,
  back: ULTRASONIC_MOUNT.forward - 2.2,
  width: 5.2,
  length: 0.5,
};

/** LEDs sit this far in from the body's edges. */
const LED_INSET = 1;

/**
 * The 4 RGB LEDs near the body's corners, in the order of their pixel index:
 * 0 = L1 front left, 1 = L2 rear left, 2 = R2 rear right, 3 = R1 front right.
 */
export const RGB_LED_MOUNTS: readonly Mount[] = [
  { right: BODY.left + LED_INSET, forward: BODY.front - LED_INSET },
  { right: BODY.left + LED_INSET, forward: BODY.back + LED_INSET },
  { right: BODY.right - LED_INSET, forward: BODY.back + LED_INSET },
  { right: BODY.right - LED_INSET, forward: BODY.front - LED_INSET },
];

/** The two red LEDs at the front, between the front RGB LEDs and the line sensors. */
export const RED_LED_MOUNTS: Record<'left' | 'right', Mount> = {
  left: { right: (BODY.left + LED_INSET) / 2, forward: BODY.front - LED_INSET },
  right: { right: (BODY.right - LED_INSET) / 2, forward: BODY.front - LED_INSET },
};

/** Radius of a drawn LED in cm. */
export const LED_RADIUS = 0.55;

/** Whether the sensor at `index` (L2, L1, M, R1, R2) sees the line in the state byte. */
export function lineSensorLit(lineState: number, index: number): boolean {
  return (lineState & (0x10 >> index)) !== 0;
}

/** Names of the sensors that see the line, for labels and tests. */
export function litLineSensors(lineState: number): LineSensorName[] {
  return LINE_SENSOR_NAMES.filter((_, i) => lineSensorLit(lineState, i));
}

/**
 * Canvas matrix (a, b, c, d, e, f as `setTransform` takes them, in CSS px) that draws the
 * robot frame: (right, forward) in cm → canvas. Drawing a part is then one rect or arc call.
 */
export function robotMatrix(
  view: View,
  pose: Pose,
): [number, number, number, number, number, number] {
  const f = headingVector(pose.heading);
  const s = view.scale;
  // World: x = px + forward·fx + right·fy, y = py + forward·fy − right·fx; canvas flips y.
  return [
    s * f.y,
    s * f.x,
    s * f.x,
    -s * f.y,
    view.originX + s * pose.x,
    view.originY - s * pose.y,
  ];
}
