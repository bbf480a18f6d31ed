// For the link's Node tests: firmware fake boards started as a test needs them, each on a clock of
// its own, all stopped once the file's tests have ended.
import { after } from 'node:test';
import { VirtualClock } from './virtualClock.ts';
import { WasmBoard, type WasmBoardOptions } from './wasmBoard.ts';

export type StartBoard = (
  options?: Omit<WasmBoardOptions, 'clock'>,
) => Promise<{ clock: VirtualClock; board: WasmBoard }>;

export function wasmBoards(): StartBoard {
  const started: WasmBoard[] = [];
  after(() => Promise.all(started.map((board) => board.stop())));
  return async (options = {}) => {
    const clock = new VirtualClock();
    const board = await WasmBoard.start({ clock, ...options });
    started.push(board);
    return { clock, board };
  };
}
