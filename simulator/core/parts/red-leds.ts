// The two red LEDs at the front, switched by the STM8.
import type { BoardPart } from './part.ts';

export interface RedLedFields {
  redLeds: { left: boolean; right: boolean };
}

export const redLeds: BoardPart<RedLedFields> = {
  snapshot: (board) => {
    const [left, right] = board.stm8.redLeds();
    return { redLeds: { left, right } };
  },
  // They stay as the last run left them, as the robot's do until it is switched off.
  resting: (_world, _pose, last) => ({ redLeds: last?.redLeds ?? { left: false, right: false } }),
  looksDifferent: (a, b) =>
    a.redLeds.left !== b.redLeds.left || a.redLeds.right !== b.redLeds.right,
};
