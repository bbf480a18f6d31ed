// The micro:bit V2's microphone: its level and CODAL's events when the level crosses the low or
// the high threshold.
import { CALL_COST_US, type Board } from '../board.ts';
import { perBoard } from '../per-board.ts';
import { NO_FIELDS, type BoardPart } from './part.ts';

/** Whether the firmware started the level detector (CODAL raises no events before). */
const listeningOf = perBoard<{ on: boolean }, Board>(() => ({ on: false }));

export const microphone: BoardPart<
  Record<never, never>,
  'microphoneInit' | 'microphoneSetThreshold' | 'microphoneLevel' | 'microphoneTakeEvents'
> = {
  ...NO_FIELDS,
  hal: {
    microphoneInit: (board) => {
      listeningOf(board).on = true;
    },
    microphoneSetThreshold: (board, level, value) => board.surroundings.setThreshold(level, value),
    // The reader's "Geräusch" control.
    microphoneLevel: (board) => {
      board.advance(CALL_COST_US);
      return board.surroundings.values.sound;
    },
    // Taken either way, so a level heard before the microphone was started raises nothing.
    microphoneTakeEvents: (board) => {
      const crossed = board.surroundings.takeSoundList();
      return listeningOf(board).on ? crossed : [];
    },
  },
};
