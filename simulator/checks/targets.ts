// The shapes checks draw as their goal on the stage, built from a setup's start pose so a goal
// stands where the check measures: ahead of the start along its heading.
import { robotToWorld, type Pose } from '../core/geometry.ts';
import { ULTRASONIC_MOUNT } from '../core/robot-geometry.ts';
import { formatNumber as n } from './params.ts';
import type { TargetMark, Variant } from './types.ts';

/** Half the width of a goal drawn across the robot's way: a little wider than the robot. */
const ACROSS_CM = 12;

/** A rectangle `fromCm` … `toCm` ahead of `start` (its axle) and `halfWidthCm` to each side. */
export function areaAhead(
  start: Pose,
  fromCm: number,
  toCm: number,
  halfWidthCm: number,
  label: string,
): TargetMark {
  return {
    kind: 'area',
    corners: [
      robotToWorld(start, -halfWidthCm, fromCm),
      robotToWorld(start, halfWidthCm, fromCm),
      robotToWorld(start, halfWidthCm, toCm),
      robotToWorld(start, -halfWidthCm, toCm),
    ],
    label,
  };
}

/**
 * Where the ultrasonic sensor must come to rest to read `low` … `high` cm from a wall that
 * stands `wallCm` ahead of it at the start.
 */
export function sensorBandBeforeWall(
  variant: Variant,
  wallCm: number,
  low: number,
  high: number,
  decimals = 0,
): TargetMark {
  const start = variant.startPose ?? variant.world.start;
  return areaAhead(
    start,
    ULTRASONIC_MOUNT.forward + wallCm - high,
    ULTRASONIC_MOUNT.forward + wallCm - low,
    ACROSS_CM,
    `Sensor hier: ${n(low, decimals)} bis ${n(high, decimals)} cm vor der Wand`,
  );
}

/** The goal of a drive straight ahead: where the axle's middle must come to rest. */
export function stopAreaAhead(variant: Variant, low: number, high: number): TargetMark {
  const start = variant.startPose ?? variant.world.start;
  return areaAhead(start, low, high, ACROSS_CM, `Ziel: ${n(low)} bis ${n(high)} cm`);
}

/** The strip around the line a line follower must keep its axle's middle in. */
export const alongTrack = (offlineCm: number): TargetMark => ({
  kind: 'along-track',
  halfWidthCm: offlineCm,
  label: `höchstens ${n(offlineCm)} cm neben der Linie`,
});
