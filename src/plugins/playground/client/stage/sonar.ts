// The ultrasonic cone as drawn: from the sensor, ±CONE_HALF_DEG around the heading, ending at
// the measured distance or, without an echo, at the sensor's range.
import {
  DEG,
  headingVector,
  robotToWorld,
  type Pose,
} from '../../../../../simulator/core/geometry.ts';
import { ULTRASONIC_MOUNT } from '../../../../../simulator/core/robot-geometry.ts';
import { CONE_HALF_DEG, MAX_RANGE_CM } from '../../../../../simulator/core/ultrasonic.ts';
import { distanceText } from '../liveValues.ts';
import type { Translate } from '../messages.ts';
import { canvasX, canvasY, type View } from './view.ts';

/** The label sits this far beyond the cone's end (echo) … */
const LABEL_GAP_PX = 16;
/** … or this far ahead of the sensor (no echo: the cone runs off the stage). */
const NO_ECHO_LABEL_PX = 60;

export interface SonarCone {
  /** Canvas position of the sensor (CSS px). */
  x: number;
  y: number;
  /** Angles for `ctx.arc` (radians, clockwise from the canvas' +x axis). */
  startAngle: number;
  endAngle: number;
  radiusPx: number;
  hit: boolean;
  /** "23 cm" or "kein Echo". */
  label: string;
  labelX: number;
  labelY: number;
}

/** What the stage writes next to the cone: the distance as the live values say it. */
export function sonarLabel(sonarCm: number | null, t: Translate): string {
  return distanceText(sonarCm, t);
}

export function sonarCone(view: View, pose: Pose, sonarCm: number | null, t: Translate): SonarCone {
  const mount = robotToWorld(pose, ULTRASONIC_MOUNT.right, ULTRASONIC_MOUNT.forward);
  const x = canvasX(view, mount.x);
  const y = canvasY(view, mount.y);
  const radiusPx = (sonarCm ?? MAX_RANGE_CM) * view.scale;
  // A heading points along the canvas angle heading − 90° (north is up, angles turn clockwise).
  const axis = (pose.heading - 90) * DEG;
  const labelPx = sonarCm === null ? NO_ECHO_LABEL_PX : radiusPx + LABEL_GAP_PX;
  const dir = headingVector(pose.heading);
  return {
    x,
    y,
    startAngle: axis - CONE_HALF_DEG * DEG,
    endAngle: axis + CONE_HALF_DEG * DEG,
    radiusPx,
    hit: sonarCm !== null,
    label: sonarLabel(sonarCm, t),
    labelX: x + dir.x * labelPx,
    labelY: y - dir.y * labelPx,
  };
}
