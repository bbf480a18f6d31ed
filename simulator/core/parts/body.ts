// The robot's body on the floor: where it is, how fast its wheels turn, whether it touches a
// wall or an obstacle.
import { polygonIntersectsBox, type Pose } from '../geometry.ts';
import { bodyCorners } from '../robot-geometry.ts';
import { boxPresent } from '../world.ts';
import { near, POSE_EPSILON, type BoardPart } from './part.ts';

export interface BodyFields {
  pose: Pose;
  /** Wheel speeds in cm/s. */
  wheels: { left: number; right: number };
  /** Whether the body touches a wall or obstacle right now. */
  touching: boolean;
}

export const body: BoardPart<BodyFields> = {
  snapshot: (board) => ({
    pose: { ...board.drive.pose },
    wheels: { left: board.drive.wheelLeft, right: board.drive.wheelRight },
    touching: board.touching,
  }),
  resting: (world, pose) => {
    const corners = bodyCorners(pose);
    return {
      pose,
      wheels: { left: 0, right: 0 },
      touching: world.boxes.some((box) => boxPresent(box, 0) && polygonIntersectsBox(corners, box)),
    };
  },
  // A stopped robot's wheels fade towards zero for seconds and would otherwise move the pose by
  // fractions of a micrometre in every frame.
  looksDifferent: (a, b) =>
    !(
      near(a.pose.x, b.pose.x, POSE_EPSILON) &&
      near(a.pose.y, b.pose.y, POSE_EPSILON) &&
      near(a.pose.heading, b.pose.heading, POSE_EPSILON) &&
      near(a.wheels.left, b.wheels.left, POSE_EPSILON) &&
      near(a.wheels.right, b.wheels.right, POSE_EPSILON) &&
      a.touching === b.touching
    ),
};
