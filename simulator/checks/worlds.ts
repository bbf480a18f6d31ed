// Worlds the checks' variants build on top of the named ones: an empty floor with a wall where
// a variant needs it. Distances are measured from the ultrasonic sensor of a robot at the
// world's start, as a reader would measure them with a ruler.
import { headingVector, robotToWorld, rayBoxDistance, type Pose } from '../core/geometry.ts';
import { ULTRASONIC_MOUNT } from '../core/robot-geometry.ts';
import type { WorldSpec } from '../core/world.ts';
import { worldByName } from '../worlds/index.ts';

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

/** How far ahead of the sensor the wall of a `wallAhead` world stands, in cm. */
export function wallCmOf(variant: { world: WorldSpec; startPose?: Pose }): number {
  return distanceAhead(variant.world, variant.startPose ?? variant.world.start);
}

/**
 * `world` with a hand (a small obstacle) put down `cm` ahead of the robot's ultrasonic sensor
 * `atS` seconds after the start: only a program that measures again and again sees it.
 */
export function handAppears(world: WorldSpec, cm: number, atS: number): WorldSpec {
  const front = ULTRASONIC_MOUNT.forward + cm;
  return {
    ...world,
    name: `${world.name}-hand-${cm}`,
    description: `${world.description} Nach ${atS} s hält jemand ${cm} cm vor den Roboter eine Hand.`,
    boxes: [
      ...world.boxes,
      { kind: 'obstacle', x1: -6, y1: front, x2: 6, y2: front + 3, appearsAtS: atS },
    ],
  };
}

/** Distance from the ultrasonic sensor straight ahead to the nearest box (Infinity if none). */
export function distanceAhead(world: WorldSpec, pose: Pose): number {
  const origin = robotToWorld(pose, ULTRASONIC_MOUNT.right, ULTRASONIC_MOUNT.forward);
  const direction = headingVector(pose.heading);
  return Math.min(Infinity, ...world.boxes.map((box) => rayBoxDistance(origin, direction, box)));
}

/** What a line sensor reads fully over the faded line: lighter than the digital threshold. */
export const FADED_LINE_SHADE = 600;

/** A world with its line faded, so only the sensors' readings show it, not their 0/1. */
export function faded(world: WorldSpec): WorldSpec {
  return {
    ...world,
    name: `${world.name}-blass`,
    description: `${world.description} Die Linie ist verblasst: Die Sensoren melden sie nicht als 1, nur ihre Messwerte werden etwas kleiner.`,
    lineShade: FADED_LINE_SHADE,
  };
}
