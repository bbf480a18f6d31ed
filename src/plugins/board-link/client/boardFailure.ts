// A traceback the board printed, as the player's failure shape (simulator/runtime/types.ts), so
// the player's German errors (playground/client/errors.ts) explain it. The board names the
// program `main.py` where the simulator says `<stdin>`; the line is the innermost main.py frame.
import type { PythonFailure } from '../../../../simulator/runtime/types.ts';

export const TRACEBACK_START = 'Traceback (most recent call last):';

/** `lines` from the traceback's first line to its summary (`Type: message`). */
export function boardFailure(lines: readonly string[]): PythonFailure {
  const traceback = lines.join('\n');
  const summary = lines[lines.length - 1] ?? '';
  const frames = [...traceback.matchAll(/File "main\.py", line (\d+)/g)];
  const last = frames[frames.length - 1];
  return {
    type: summary.split(':')[0].trim(),
    summary,
    line: last ? Number(last[1]) : null,
    traceback,
  };
}
