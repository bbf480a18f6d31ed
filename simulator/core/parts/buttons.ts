// The micro:bit's buttons A and B and its touch logo.
import { CALL_COST_US, type Board } from '../board.ts';
import { perBoard } from '../per-board.ts';
import type { BoardPart } from './part.ts';

export interface ButtonFields {
  buttons: { a: boolean; b: boolean };
}

/** CODAL's `button_state` per button: bit 0 "was pressed", the rest the presses not yet asked for. */
const codalStateOf = perBoard<number[], Board>(() => [0, 0]);

export const buttons: BoardPart<ButtonFields, 'buttonState' | 'logoIsTouched'> = {
  snapshot: (board, atUs) => ({
    buttons: {
      a: board.buttons.isPressed('a', atUs),
      b: board.buttons.isPressed('b', atUs),
    },
  }),
  resting: () => ({ buttons: { a: false, b: false } }),
  looksDifferent: (a, b) => a.buttons.a !== b.buttons.a || a.buttons.b !== b.buttons.b,
  hal: {
    buttonState: (board, button, clearWasPressed, clearPresses) => {
      board.advance(CALL_COST_US);
      const name = button === 0 ? 'a' : 'b';
      const codal = codalStateOf(board);
      // As CODAL's microbit_hal_button_state: presses since the last ask raise the count and
      // set "was pressed"; each of the two is cleared only by the call that asks for it.
      const fresh = board.buttons.takePresses(name, board.nowUs);
      let state = codal[button]!;
      if (fresh > 0) state = (state + (fresh << 1)) | 1;
      const answer = state << 1;
      if (clearWasPressed) state &= ~1;
      if (clearPresses) state &= 1;
      codal[button] = state;
      return answer | (board.buttons.isPressed(name, board.nowUs) ? 1 : 0);
    },
    // The reader's "Logo berühren".
    logoIsTouched: (board) => {
      board.advance(CALL_COST_US);
      return board.surroundings.values.logoTouched;
    },
  },
};
