// A clock for tests and the bench: time moves when everything waits, or by the board's work.
// When no one holds it (the fake board holds it while its MicroPython works on what the host
// sent), it jumps to the next timer; the board moves it on by what its code cost (`advance`). So a timeout fires in no wall time, and serial time is counted, not waited for.
import type { Clock } from '../client/clock.ts';

interface Timer {
  at: number;
  order: number;
  resolve: () => void;
}

export class VirtualClock implements Clock {
  private time = 0;
  private order = 0;
  private timers: Timer[] = [];
  private holds = 0;
  private scheduled = false;

  now(): number {
    return this.time;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const timer: Timer = { at: this.time + Math.max(0, ms), order: this.order++, resolve };
      this.timers.push(timer);
      this.timers.sort((a, b) => a.at - b.at || a.order - b.order);
      signal?.addEventListener('abort', () => {
        this.timers = this.timers.filter((t) => t !== timer);
        resolve();
      });
      this.kick();
    });
  }

  /**
   * Moves time on by `ms` now, held or not, firing the timers that fall due: the board's own
   * work takes time whoever waits for it.
   */
  advance(ms: number): void {
    const until = this.time + ms;
    while (this.timers.length > 0 && this.timers[0].at <= until) {
      const next = this.timers.shift()!;
      this.time = Math.max(this.time, next.at);
      next.resolve();
    }
    this.time = until;
  }

  /** Keeps time still until the returned function is called (once). */
  hold(): () => void {
    this.holds += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.holds -= 1;
      this.kick();
    };
  }

  private kick(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the current turn's promise jobs and I/O: only then is everyone waiting.
    setImmediate(() => {
      this.scheduled = false;
      if (this.holds > 0) return;
      const next = this.timers.shift();
      if (!next) return;
      this.time = Math.max(this.time, next.at);
      next.resolve();
      this.kick();
    });
  }
}
