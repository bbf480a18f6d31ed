// The two motors as the STM8 drives them: direction and speed of each.
import type { BoardPart } from './part.ts';

export interface MotorCommand {
  direction: number;
  speed: number;
}

export interface MotorFields {
  motors: { left: MotorCommand; right: MotorCommand };
}

const same = (a: MotorCommand, b: MotorCommand) =>
  a.direction === b.direction && a.speed === b.speed;

export const motors: BoardPart<MotorFields> = {
  snapshot: (board) => ({
    motors: { left: board.stm8.motor('left'), right: board.stm8.motor('right') },
  }),
  resting: () => ({
    motors: { left: { direction: 0, speed: 0 }, right: { direction: 0, speed: 0 } },
  }),
  looksDifferent: (a, b) =>
    !same(a.motors.left, b.motors.left) || !same(a.motors.right, b.motors.right),
};
