import type { SimState } from '../../../../simulator/core/state.ts';
import type { FromWorker } from '../shared/protocol.ts';

/** Most lines one batch carries; a program that prints faster loses the oldest of them. */
export const MAX_LINES_PER_BATCH = 500;
/** Shortest wall time between two messages to the page (at most 60 per second). */
export const POST_INTERVAL_MS = 16;

/**
 * Collects what the run produces and posts it to the page at most every `POST_INTERVAL_MS`:
 * the newest frame (older ones are only ever overdrawn) and the printed lines, capped, so a
 * `while True: print(1)` can never flood the page.
 */
export class Outbox {
  private lines: string[] = [];
  private dropped = 0;
  private frame: SimState | null = null;
  private lastPostMs = -Infinity;

  constructor(
    private readonly post: (message: FromWorker) => void,
    private readonly now: () => number,
  ) {}

  line(text: string): void {
    this.lines.push(text);
    if (this.lines.length > MAX_LINES_PER_BATCH) {
      this.lines.shift();
      this.dropped += 1;
    }
    this.maybeFlush();
  }

  frameReady(state: SimState): void {
    this.frame = state;
    this.maybeFlush();
  }

  maybeFlush(): void {
    if (this.now() - this.lastPostMs >= POST_INTERVAL_MS) this.flush();
  }

  flush(): void {
    this.lastPostMs = this.now();
    if (this.frame) this.post({ kind: 'frame', state: this.frame });
    if (this.lines.length > 0 || this.dropped > 0) {
      this.post({ kind: 'lines', lines: this.lines, dropped: this.dropped });
    }
    this.frame = null;
    this.lines = [];
    this.dropped = 0;
  }
}
