// The path the robot drew in this run, for the stage: thinned and capped, so a long run
// costs a bounded amount of memory and drawing.
import { headingDifference, type Pose } from '../../../../simulator/core/geometry.ts';

/** Most points kept; the oldest go first. */
export const TRAIL_CAP = 2000;
/** A new point only after the robot moved this far (cm) or turned this much (degrees). */
export const TRAIL_STEP_CM = 0.5;
export const TRAIL_STEP_DEG = 5;

/** The trail with `pose` added if it moved or turned enough; the same array otherwise. */
export function extendTrail(
  trail: readonly Pose[],
  pose: Pose,
  cap: number = TRAIL_CAP,
): readonly Pose[] {
  const last = trail.at(-1);
  if (last) {
    const moved = Math.hypot(pose.x - last.x, pose.y - last.y);
    const turned = Math.abs(headingDifference(last.heading, pose.heading));
    if (moved < TRAIL_STEP_CM && turned < TRAIL_STEP_DEG) return trail;
  }
  const point = { x: pose.x, y: pose.y, heading: pose.heading };
  // Drop a tenth at once when full, so a long run does not copy the whole trail every frame.
  const keep = trail.length >= cap ? trail.slice(Math.ceil(cap / 10)) : trail;
  return [...keep, point];
}
