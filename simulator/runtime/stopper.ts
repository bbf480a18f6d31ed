// When a program's simulated time is up, and what happens then: at the budget it gets
// KeyboardInterrupt; if it keeps running for the grace period, it is cut off. Outside a run
// (set-up and checks before and after it) nothing is ever stopped.

/** Thrown from inside a simulator call to end a run that ignores KeyboardInterrupt. */
export class HardStop extends Error {}

export type StopperState =
  /** Outside the program: set-up, checks, settling afterwards. */
  | 'outside'
  /** The program runs within its budget. */
  | 'running'
  /** The budget is reached and KeyboardInterrupt is on its way. */
  | 'interrupted'
  /** The program ignored the interrupt for the whole grace period and is being cut off. */
  | 'cut-off';

export class Stopper {
  private current: StopperState = 'outside';

  constructor(
    private readonly budgetUs: number,
    private readonly graceUs: number,
    /** Asks the interpreter to raise KeyboardInterrupt. */
    private readonly interrupt: () => void,
  ) {}

  get state(): StopperState {
    return this.current;
  }

  /** Whether a blocking wait should hand control back to Python now. */
  get interruptPending(): boolean {
    return this.current === 'interrupted' || this.current === 'cut-off';
  }

  /** The program starts: from now on its budget counts. */
  begin(): void {
    this.current = 'running';
  }

  /** The program is over (whatever ended it): nothing may stop what runs after it. */
  end(): void {
    this.current = 'outside';
  }

  /** Called whenever simulated time moves on; throws `HardStop` once the grace period is over. */
  onTime(nowUs: number): void {
    if (this.current === 'running' && nowUs >= this.budgetUs) {
      this.current = 'interrupted';
      this.interrupt();
    } else if (this.current === 'interrupted' && nowUs >= this.budgetUs + this.graceUs) {
      this.current = 'cut-off';
    }
    if (this.current === 'cut-off') throw new HardStop('time budget exceeded');
  }
}
