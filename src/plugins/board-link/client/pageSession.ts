// What the board-link panel loads on the reader's first click (a chunk of its own): the page's one
// session, so every player on the page shares the paired board, and the job a click sends.
import { openBoardConnection } from './connect.ts';
import { BoardSession } from './session.ts';

export { failureText } from './transfer.ts';
export { transferJob } from './transferJob.ts';

let session: BoardSession | null = null;

export function pageSession(): BoardSession {
  session ??= new BoardSession(openBoardConnection);
  return session;
}
