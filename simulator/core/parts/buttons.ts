// The micro:bit's buttons A and B.
import type { BoardPart } from './part.ts';

export interface ButtonFields {
  buttons: { a: boolean; b: boolean };
}

export const buttons: BoardPart<ButtonFields> = {
  snapshot: (board, atUs) => ({
    buttons: {
      a: board.buttons.isPressed('a', atUs),
      b: board.buttons.isPressed('b', atUs),
    },
  }),
  resting: () => ({ buttons: { a: false, b: false } }),
  looksDifferent: (a, b) => a.buttons.a !== b.buttons.a || a.buttons.b !== b.buttons.b,
};
