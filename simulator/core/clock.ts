/**
 * The simulated microsecond clock. Nothing in the simulator waits in real time: every
 * sleep, sensor read or bus transfer moves this clock forward through `Board.advance`.
 */
export class SimClock {
  private us = 0;

  get nowUs(): number {
    return this.us;
  }

  /** Moves the clock forward; negative steps are ignored so time never runs backwards. */
  tick(us: number): void {
    if (us > 0) this.us += us;
  }
}
