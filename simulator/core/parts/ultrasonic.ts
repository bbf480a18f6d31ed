// The ultrasonic sensor at the front: trig on pin 13, echo on pin 14.
import type { Board } from '../board.ts';
import { perBoard } from '../per-board.ts';
import { measureDistance, Ultrasonic } from '../ultrasonic.ts';
import { near, POSE_EPSILON, type BoardPart } from './part.ts';

export const TRIG_PIN = 13;
export const ECHO_PIN = 14;

export interface UltrasonicFields {
  /** What the ultrasonic sensor would measure now in cm, or null without an echo. */
  sonarCm: number | null;
}

/** The board's sensor: it measures the world at the moment the trigger falls. */
const sonarOf = perBoard(
  (board: Board) => new Ultrasonic(() => measureDistance(board.world, board.pose, board.nowUs)),
);

export const ultrasonic: BoardPart<UltrasonicFields> = {
  snapshot: (board, atUs) => ({ sonarCm: measureDistance(board.world, board.drive.pose, atUs) }),
  resting: (world, pose) => ({ sonarCm: measureDistance(world, pose, 0) }),
  looksDifferent: (a, b) =>
    a.sonarCm === null || b.sonarCm === null
      ? a.sonarCm !== b.sonarCm
      : !near(a.sonarCm, b.sonarCm, POSE_EPSILON),
  wiring: {
    pins: {
      [TRIG_PIN]: { write: (board, level) => sonarOf(board).writeTrig(level, board.nowUs) },
      [ECHO_PIN]: {
        read: (board) => sonarOf(board).echoLevel(board.nowUs),
        pulse: (board, level, timeoutUs) => {
          board.reads.note('sonar', board.nowUs);
          const { result, elapsedUs } = sonarOf(board).pulse(level, timeoutUs, board.nowUs);
          board.advance(elapsedUs);
          return result;
        },
      },
    },
  },
};
