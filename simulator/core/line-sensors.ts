import { robotToWorld, type Pose } from './geometry.ts';
import {
  LINE_SENSOR_MOUNTS,
  LINE_SENSOR_NAMES,
  LINE_SENSOR_SPOT,
  type LineSensorName,
} from './robot-geometry.ts';
import { distanceToTrack, type WorldSpec } from './world.ts';

/** 10-bit readings: fully over the dark line and over the light floor. */
export const ANALOG_DARK = 100;
export const ANALOG_LIGHT = 900;
/**
 * A sensor reports the line (1) when its reading is at most this: midway between the dark and
 * the light its calibration saw. A dark line trips it when half the spot covers it.
 */
export const DIGITAL_THRESHOLD = (ANALOG_DARK + ANALOG_LIGHT) / 2;

/** Share of a disc of radius r that lies on the near side of a chord at offset t from its centre. */
function discShareBelow(t: number, r: number): number {
  if (t <= -r) return 0;
  if (t >= r) return 1;
  return 0.5 + (t * Math.sqrt(r * r - t * t) + r * r * Math.asin(t / r)) / (Math.PI * r * r);
}

/**
 * Share of a sensor's round spot covered by the line, 0..1. Locally the line is a straight
 * strip, so the reading blends smoothly while the spot crosses the line's edge, as a real
 * reflective sensor's does.
 */
export function lineCover(world: WorldSpec, pose: Pose, sensor: LineSensorName): number {
  const mount = LINE_SENSOR_MOUNTS[sensor];
  const d = distanceToTrack(world, robotToWorld(pose, mount.right, mount.forward));
  const half = world.lineWidth / 2;
  return discShareBelow(half - d, LINE_SENSOR_SPOT) - discShareBelow(-half - d, LINE_SENSOR_SPOT);
}

export function analogReading(world: WorldSpec, pose: Pose, sensor: LineSensorName): number {
  const cover = lineCover(world, pose, sensor);
  return Math.round(ANALOG_LIGHT - (ANALOG_LIGHT - (world.lineShade ?? ANALOG_DARK)) * cover);
}

/** Digital state byte as register 0x1D returns it: 0x10 = L2 … 0x01 = R2, 1 = sees the line. */
export function digitalState(world: WorldSpec, pose: Pose): number {
  let bits = 0;
  LINE_SENSOR_NAMES.forEach((name, i) => {
    if (analogReading(world, pose, name) <= DIGITAL_THRESHOLD) bits |= 0x10 >> i;
  });
  return bits;
}
