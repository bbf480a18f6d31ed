// The worlds the checks' variants are built from: the named worlds, and the same floors with
// a wall or a box put where a variant needs it. Distances are measured from the ultrasonic
// sensor of a robot at the world's start, as a reader would measure them with a ruler.
import { headingVector, robotToWorld, rayBoxDistance, type Pose } from '../core/geometry.ts';
import { ULTRASONIC_MOUNT } from '../core/robot-geometry.ts';
import type { WorldSpec } from '../core/world.ts';
import { worldByName } from '../worlds/index.ts';

export const world = (name: string): WorldSpec => worldByName(name);

/** An empty floor with a wall across the robot's way, `cm` ahead of its ultrasonic sensor. */
export function wallAhead(cm: number): WorldSpec {
  const floor = worldByName('empty');
  const front = ULTRASONIC_MOUNT.forward + cm;
  return {
    ...floor,
    name: `wall-${cm}`,
    description: `Leerer Boden, ${cm} cm vor dem Roboter eine Wand.`,
    boxes: [{ kind: 'wall', x1: -150, y1: front, x2: 150, y2: front + 5 }],
  };
}

/** An empty floor with a box (`width` cm wide) `cm` ahead of the ultrasonic sensor. */
export function boxAhead(cm: number, width = 20): WorldSpec {
  const floor = worldByName('empty');
  const front = ULTRASONIC_MOUNT.forward + cm;
  return {
    ...floor,
    name: `box-${cm}`,
    description: `Leerer Boden, ${cm} cm vor dem Roboter eine Kiste.`,
    boxes: [{ kind: 'obstacle', x1: -width / 2, y1: front, x2: width / 2, y2: front + 20 }],
  };
}

/** Distance from the ultrasonic sensor straight ahead to the nearest box (Infinity if none). */
export function distanceAhead(world: WorldSpec, pose: Pose): number {
  const origin = robotToWorld(pose, ULTRASONIC_MOUNT.right, ULTRASONIC_MOUNT.forward);
  const direction = headingVector(pose.heading);
  return Math.min(Infinity, ...world.boxes.map((box) => rayBoxDistance(origin, direction, box)));
}
