// One player's jobs, a run or a check ("Prüfen"), never both at once. The rule lives here, not
// in the component: starting one ends the other, Stopp ends whichever is under way, and which
// controls can be used follows from both.
import type { CheckJob, PlayerJob } from '../shared/protocol.ts';
import type { CheckController } from './checkController.ts';
import { controlsFor, type Controls, type RunController } from './runController.ts';

export type PlayerMode = 'idle' | 'running' | 'checking';

/** The controls of a player, Prüfen included. */
export interface JobControls extends Controls {
  check: boolean;
}

export class PlayerJobs {
  constructor(
    readonly run: RunController,
    readonly check: CheckController,
  ) {}

  mode(): PlayerMode {
    if (this.check.isChecking()) return 'checking';
    const { status } = this.run.getSnapshot();
    return status === 'starting' || status === 'running' || status === 'paused'
      ? 'running'
      : 'idle';
  }

  startRun(job: PlayerJob): void {
    this.check.cancel();
    this.run.start(job);
  }

  /** A check runs headless: the stage forgets the last run instead of keeping it half done. */
  startCheck(job: CheckJob): void {
    this.run.reset();
    this.check.start(job);
  }

  /** Stopp: ends the run or the check, whichever is under way. */
  stop(): void {
    this.check.cancel();
    this.run.stop();
  }

  /** Which controls work now; `liveInputOk`: input reaches a running program. */
  controls(liveInputOk: boolean): JobControls {
    const run = controlsFor(this.run.getSnapshot().status, liveInputOk);
    const checking = this.check.isChecking();
    return {
      ...run,
      start: run.start && !checking,
      // The reader must always be able to end what is under way.
      stop: run.stop || checking,
      check: !checking,
    };
  }
}
