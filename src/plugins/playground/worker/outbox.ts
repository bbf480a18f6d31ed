import type { AirPacket } from '../../../../simulator/core/radio.ts';
import { Timeline, type TimelineSample } from '../../../../simulator/runtime/timeline.ts';
import type { FromWorker } from '../shared/protocol.ts';

/** Most lines one batch carries; a program that prints faster loses the oldest of them. */
export const MAX_LINES_PER_BATCH = 500;
/**
 * Most radio packets one batch carries (the newest): a receiver's queue holds 3, so a program
 * that sends in a tight loop loses the rest on the real air too.
 */
export const MAX_PACKETS_PER_BATCH = 16;
/** Most samples one batch carries: when more come (a fast tempo), they thin evenly. */
export const MAX_SAMPLES_PER_BATCH = 240;
/** Shortest wall time between two messages to the page (at most 60 per second). */
export const POST_INTERVAL_MS = 16;

/**
 * Collects what the run produces and posts it to the page at most every `POST_INTERVAL_MS`:
 * the frames (for the timeline; the page draws the newest) and the printed lines, capped, so a
 * `while True: print(1)` can never flood the page.
 */
export class Outbox {
  private lines: string[] = [];
  /** Simulated µs each of `lines` was printed at. */
  private times: number[] = [];
  private dropped = 0;
  private samples = new Timeline(MAX_SAMPLES_PER_BATCH);
  private packets: AirPacket[] = [];
  private lastPostMs = -Infinity;

  constructor(
    private readonly post: (message: FromWorker) => void,
    private readonly now: () => number,
  ) {}

  line(text: string, atUs: number): void {
    this.lines.push(text);
    this.times.push(atUs);
    if (this.lines.length > MAX_LINES_PER_BATCH) {
      this.lines.shift();
      this.times.shift();
      this.dropped += 1;
    }
    this.maybeFlush();
  }

  /** A packet the board sent, for the other board on the page. */
  radio(packet: AirPacket): void {
    this.packets.push(packet);
    if (this.packets.length > MAX_PACKETS_PER_BATCH) this.packets.shift();
    this.maybeFlush();
  }

  frameReady(sample: TimelineSample): void {
    this.samples.add(sample);
    this.maybeFlush();
  }

  maybeFlush(): void {
    if (this.now() - this.lastPostMs >= POST_INTERVAL_MS) this.flush();
  }

  flush(): void {
    this.lastPostMs = this.now();
    if (this.samples.samples.length > 0) {
      this.post({ kind: 'frames', samples: [...this.samples.samples] });
    }
    if (this.lines.length > 0 || this.dropped > 0) {
      this.post({ kind: 'lines', lines: this.lines, times: this.times, dropped: this.dropped });
    }
    if (this.packets.length > 0) this.post({ kind: 'radio', packets: this.packets });
    this.packets = [];
    this.samples = new Timeline(MAX_SAMPLES_PER_BATCH);
    this.lines = [];
    this.times = [];
    this.dropped = 0;
  }
}
