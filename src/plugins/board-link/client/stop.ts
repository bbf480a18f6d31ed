// "Stopp auf dem micro:bit": interrupt the program, then the library's stop call, because the
// motor controller keeps driving at the last speed after an interrupt. Back in the friendly REPL
// afterwards, so the board is as a reader left it.
import { STOP_PY } from './boardScripts.ts';
import type { Clock } from './clock.ts';
import { ensureConnected } from './ensureConnected.ts';
import { LinkError } from './linkError.ts';
import { LINK_MESSAGES } from './messages.ts';
import { DEFAULT_TIMEOUTS, RawRepl, type ReplTimeouts } from './rawRepl.ts';
import type { BoardConnection } from './seam.ts';
import { SerialReader } from './serialReader.ts';
import type { StatusStep } from './transfer.ts';

export interface StopOptions {
  connection: BoardConnection;
  clock: Clock;
  onStatus?: (step: StatusStep) => void;
  timeouts?: ReplTimeouts;
}

export async function stopOnBoard(options: StopOptions): Promise<void> {
  const { connection, clock } = options;
  options.onStatus?.({ message: LINK_MESSAGES.stopping });
  await ensureConnected(connection);
  const reader = new SerialReader(connection, clock);
  const repl = new RawRepl(connection, reader, clock, options.timeouts ?? DEFAULT_TIMEOUTS);
  try {
    await repl.enter();
    const { stderr } = await repl.exec(STOP_PY);
    // Without the library on the board there is nothing to switch off; anything else is odd.
    if (stderr !== '' && !/ImportError/.test(stderr)) throw new LinkError('garbage');
    await repl.leave();
    options.onStatus?.({ message: LINK_MESSAGES.stopped });
  } finally {
    reader.close();
  }
}
