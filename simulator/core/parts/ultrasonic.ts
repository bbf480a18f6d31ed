// The ultrasonic sensor at the front (trig on pin 13, echo on pin 14).
import { measureDistance } from '../ultrasonic.ts';
import { near, POSE_EPSILON, type BoardPart } from './part.ts';

export interface UltrasonicFields {
  /** What the ultrasonic sensor would measure now in cm, or null without an echo. */
  sonarCm: number | null;
}

export const ultrasonic: BoardPart<UltrasonicFields> = {
  snapshot: (board, atUs) => ({ sonarCm: measureDistance(board.world, board.drive.pose, atUs) }),
  resting: (world, pose) => ({ sonarCm: measureDistance(world, pose, 0) }),
  looksDifferent: (a, b) =>
    a.sonarCm === null || b.sonarCm === null
      ? a.sonarCm !== b.sonarCm
      : !near(a.sonarCm, b.sonarCm, POSE_EPSILON),
};
