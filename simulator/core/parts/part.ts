// What every part of the simulated robot declares (one module per part, listed in index.ts):
// its fields of the robot's state, how it reads them from the running board, what they are
// while no program runs, and whether a reader could see two of them differ. The state schema,
// the board's snapshot, the resting state and the visible-change test are built from the list.
import type { Board } from '../board.ts';
import type { Pose } from '../geometry.ts';
import type { WorldSpec } from '../world.ts';

export interface BoardPart<Fields extends object> {
  /** The part's fields of the state, read from the running board at `atUs` (its physics time). */
  snapshot(board: Board, atUs: number): Fields;
  /**
   * The fields while no program runs: the robot stands at `pose` in `world`; `last` is what
   * the last run left (lights stay as it left them), null before any run. Only the part's own
   * fields: `last` may hold every part's.
   */
  resting(world: WorldSpec, pose: Pose, last: Fields | null): Fields;
  /** Whether a reader could see `a` and `b` differ (below what the stage and live values show is no change). */
  looksDifferent(a: Fields, b: Fields): boolean;
}

/** Pose and wheel changes smaller than this (cm, degrees, cm/s) are not seen. */
export const POSE_EPSILON = 0.01;
/** The live values show sensor readings as whole numbers. */
export const READING_EPSILON = 0.5;

export const near = (a: number, b: number, epsilon: number): boolean => Math.abs(a - b) < epsilon;

export function sameNumbers(a: readonly number[], b: readonly number[], epsilon: number): boolean {
  return a.length === b.length && a.every((value, i) => near(value, b[i]!, epsilon));
}
