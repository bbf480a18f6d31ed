// What the board sent, as one growing text the protocol reads from: wait for a marker or a
// number of characters, with a timeout on the injected clock. A connection that leaves the
// Connected state (unplugged, tab hidden: the library pauses it) ends every wait at once.
import type { SerialData } from '@microbit/microbit-connection/usb';
import type { ConnectionStatusChange } from '@microbit/microbit-connection';
import type { Clock } from './clock.ts';
import { LinkError } from './linkError.ts';
import type { BoardConnection } from './seam.ts';

export class SerialReader {
  private buffer = '';
  private lost = false;
  private wake: (() => void) | null = null;
  private readonly onData = (event: SerialData) => {
    this.buffer += event.data;
    this.wake?.();
  };
  private readonly onStatus = (change: ConnectionStatusChange) => {
    if (change.status === 'Connected') return;
    this.lost = true;
    this.wake?.();
  };

  constructor(
    private readonly connection: BoardConnection,
    private readonly clock: Clock,
  ) {
    connection.addEventListener('serialdata', this.onData);
    connection.addEventListener('status', this.onStatus);
  }

  close(): void {
    this.connection.removeEventListener('serialdata', this.onData);
    this.connection.removeEventListener('status', this.onStatus);
  }

  /** Everything received so far that no wait has consumed; empties the buffer. */
  drain(): string {
    const all = this.buffer;
    this.buffer = '';
    return all;
  }

  /** Text up to and including `marker`, removed from the buffer. */
  until(marker: string, timeoutMs: number): Promise<string> {
    return this.waitFor(() => {
      const at = this.buffer.indexOf(marker);
      return at < 0 ? null : at + marker.length;
    }, timeoutMs);
  }

  /** Exactly `count` characters, removed from the buffer. */
  take(count: number, timeoutMs: number): Promise<string> {
    return this.waitFor(() => (this.buffer.length >= count ? count : null), timeoutMs);
  }

  /** Whether anything is waiting to be read (the raw-paste writer looks before each window). */
  get pending(): number {
    return this.buffer.length;
  }

  private async waitFor(end: () => number | null, timeoutMs: number): Promise<string> {
    const deadline = new AbortController();
    let timedOut = false;
    const timeout = this.clock.sleep(timeoutMs, deadline.signal).then(() => {
      if (!deadline.signal.aborted) timedOut = true;
    });
    try {
      for (;;) {
        if (this.lost) throw new LinkError('disconnected');
        const length = end();
        if (length !== null) {
          const text = this.buffer.slice(0, length);
          this.buffer = this.buffer.slice(length);
          return text;
        }
        if (timedOut) throw new LinkError('timeout');
        await Promise.race([new Promise<void>((resolve) => (this.wake = resolve)), timeout]);
        this.wake = null;
      }
    } finally {
      deadline.abort();
    }
  }
}
