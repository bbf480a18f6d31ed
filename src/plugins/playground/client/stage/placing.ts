// Placing the robot before or between runs: what the pointer grabs and where a drag or a key
// moves it (what the sensors read there is the parts' resting state). Every function returns a
// new Pose.
import {
  robotToWorld,
  headingVector,
  normalizeDeg,
  type Pose,
} from '../../../../../simulator/core/geometry.ts';
import { BODY } from '../../../../../simulator/core/robot-geometry.ts';
import { canvasToWorld, canvasX, canvasY, type Extent, type View } from './view.ts';

/** The rotate handle floats this far ahead of the robot's front edge (CSS px) … */
export const HANDLE_DISTANCE_PX = 28;
/** … is drawn this big … */
export const HANDLE_RADIUS_PX = 8;
/** … and grabbed within this radius, large enough for a finger. */
const HANDLE_GRAB_PX = 20;
/** A small robot on a small screen is still grabbed a little outside its body. */
const BODY_GRAB_SLACK_PX = 6;

export type Grab = 'rotate' | 'body';

/** Canvas position (CSS px) of the rotate handle. */
export function rotateHandle(view: View, pose: Pose): { x: number; y: number } {
  const front = robotToWorld(pose, 0, BODY.front);
  const dir = headingVector(pose.heading);
  return {
    x: canvasX(view, front.x) + dir.x * HANDLE_DISTANCE_PX,
    y: canvasY(view, front.y) - dir.y * HANDLE_DISTANCE_PX,
  };
}

/** What a pointer at (px, py) CSS px grabs: the rotate handle first, then the body. */
export function hitTest(view: View, pose: Pose, px: number, py: number): Grab | null {
  const handle = rotateHandle(view, pose);
  if (Math.hypot(px - handle.x, py - handle.y) <= HANDLE_GRAB_PX) return 'rotate';
  const p = canvasToWorld(view, px, py);
  const f = headingVector(pose.heading);
  const dx = p.x - pose.x;
  const dy = p.y - pose.y;
  // The point in the robot frame (robotToWorld inverted).
  const right = dx * f.y - dy * f.x;
  const forward = dx * f.x + dy * f.y;
  const slack = BODY_GRAB_SLACK_PX / view.scale;
  const inside =
    right >= BODY.left - slack &&
    right <= BODY.right + slack &&
    forward >= BODY.back - slack &&
    forward <= BODY.front + slack;
  return inside ? 'body' : null;
}

const tenth = (v: number) => Math.round(v * 10) / 10;

/** Keeps the middle of the axle inside the shown extent, so the robot cannot be lost. */
export function clampPose(pose: Pose, extent: Extent): Pose {
  return {
    x: Math.max(extent.minX, Math.min(extent.maxX, pose.x)),
    y: Math.max(extent.minY, Math.min(extent.maxY, pose.y)),
    heading: pose.heading,
  };
}

/**
 * The pose while the body is dragged: it keeps the offset between the grabbed point and the
 * axle, so the robot does not jump under the pointer; positions in tenths of a cm.
 */
export function dragBody(
  start: Pose,
  grabbed: { x: number; y: number },
  now: { x: number; y: number },
  extent: Extent,
): Pose {
  return clampPose(
    {
      x: tenth(start.x + now.x - grabbed.x),
      y: tenth(start.y + now.y - grabbed.y),
      heading: start.heading,
    },
    extent,
  );
}

/** The heading (whole degrees) that points the robot from its axle towards a world point. */
export function headingTowards(pose: Pose, target: { x: number; y: number }): Pose {
  const dx = target.x - pose.x;
  const dy = target.y - pose.y;
  if (dx === 0 && dy === 0) return pose;
  const heading = normalizeDeg(Math.round((Math.atan2(dx, dy) * 180) / Math.PI));
  return { ...pose, heading };
}

/** Keys that move the robot 1 cm (Shift: 10 cm), north up as on the stage. */
const MOVES: Record<string, { x: number; y: number }> = {
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
  ArrowLeft: { x: -1, y: 0 },
  ArrowRight: { x: 1, y: 0 },
};
/** Keys that turn the robot: +1 clockwise (right), −1 anticlockwise (left). */
const TURNS: Record<string, number> = { q: -1, Q: -1, '[': -1, e: 1, E: 1, ']': 1 };
export const MOVE_STEP_CM = 1;
export const MOVE_STEP_SHIFT_CM = 10;
export const TURN_STEP_DEG = 15;
export const TURN_STEP_SHIFT_DEG = 1;

/**
 * The pose after a placing key (`KeyboardEvent.key`), or null when the key does not place.
 * A 15° turn snaps to the next multiple of 15°, so a few presses reach the compass directions;
 * Shift turns by exactly 1°.
 */
export function poseForKey(pose: Pose, key: string, shift: boolean, extent: Extent): Pose | null {
  const move = MOVES[key];
  if (move) {
    const step = shift ? MOVE_STEP_SHIFT_CM : MOVE_STEP_CM;
    return clampPose(
      { x: tenth(pose.x + move.x * step), y: tenth(pose.y + move.y * step), heading: pose.heading },
      extent,
    );
  }
  const turn = TURNS[key];
  if (turn === undefined) return null;
  if (shift)
    return {
      ...pose,
      heading: normalizeDeg(Math.round(pose.heading) + turn * TURN_STEP_SHIFT_DEG),
    };
  const steps = pose.heading / TURN_STEP_DEG;
  const next = turn > 0 ? Math.floor(steps + 1e-9) + 1 : Math.ceil(steps - 1e-9) - 1;
  return { ...pose, heading: normalizeDeg(next * TURN_STEP_DEG) };
}
