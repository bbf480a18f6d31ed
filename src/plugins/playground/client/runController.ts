// One player's runs, without React or the DOM: starts and stops the engine, forwards input
// only while a program runs, ignores whatever a stopped run still reports, and hands the page
// at most one update per scheduled tick however fast the program prints or moves.
import type { DataLogContents } from '../../../../simulator/core/data-log.ts';
import type { Pose } from '../../../../simulator/core/geometry.ts';
import type { SimState } from '../../../../simulator/core/state.ts';
import type { ProgramVariable } from '../../../../simulator/runtime/session.ts';
import { Timeline, type TimelineSample } from '../../../../simulator/runtime/timeline.ts';
import type { SurroundingsInput } from '../../../../simulator/core/surroundings.ts';
import type { AirPacket } from '../../../../simulator/core/radio.ts';
import type { ClipStop, PlayerJob, RunDone, SoundClip } from '../shared/protocol.ts';
import { createBatcher, type Batcher, type Schedule } from './batcher.ts';
import { appendConsole, EMPTY_CONSOLE, printed, type ConsoleContent } from './consoleBuffer.ts';
import type { PlayerEngine, PlayerListener } from './engine.ts';
import { isMistake } from './errors.ts';
import { addToPlot, EMPTY_PLOT, type PlotData } from './plot.ts';
import type { Wording } from './messages.ts';
import { SnapshotStore } from './snapshotStore.ts';
import { extendTrail } from './trail.ts';

export type RunStatus = 'idle' | 'starting' | 'running' | 'paused' | 'done' | 'error';

/** How the last run ended. */
export type RunEnd =
  { kind: 'stopped' } | ({ kind: 'ended' } & RunDone) | { kind: 'crash'; message: Wording };

export interface RunSnapshot {
  status: RunStatus;
  /** The newest frame shown; null before the first frame of a run. */
  state: SimState | null;
  /** The line of main.py running at that frame (0: none). */
  line: number;
  trail: readonly Pose[];
  /** The trail of the run before this one, drawn faded to compare (empty after a new start pose). */
  previousTrail: readonly Pose[];
  /** Every moment of this run so far (grows while it runs; `samples` counts, for re-renders). */
  timeline: Timeline;
  samples: number;
  /** While the run holds still: the line about to run and main.py's variables. */
  paused: { line: number; variables: ProgramVariable[] } | null;
  console: ConsoleContent;
  /** The tone the board's speaker plays now in Hz, null for silence (and whenever no run is). */
  tone: number | null;
  /** Whether that tone is the music channel's (the oscillator plays it) or an expression's. */
  toneIsMusic: boolean;
  /** The newest clip to sound, or to stop, numbered so each is handed on once. */
  clip: { seq: number; clip: SoundClip | ClipStop | null };
  /** What `input()` asks while the program waits for a typed line; null otherwise. */
  prompt: string | null;
  /** The tuples of numbers the program printed, for the plotter. */
  plot: PlotData;
  /** What the program wrote with `log`, as last sent (it stays after Stopp); null: nothing. */
  dataLog: DataLogContents | null;
  end: RunEnd | null;
}

export interface RunSchedules {
  /** Ticks for frames (the next animation frame). */
  frame: Schedule;
  /** Ticks for printed lines (a short timer, so a print flood costs a few renders a second). */
  lines: Schedule;
}

const IDLE: RunSnapshot = {
  status: 'idle',
  state: null,
  line: 0,
  trail: [],
  previousTrail: [],
  timeline: new Timeline(),
  samples: 0,
  paused: null,
  console: EMPTY_CONSOLE,
  tone: null,
  toneIsMusic: false,
  clip: { seq: 0, clip: null },
  prompt: null,
  plot: EMPTY_PLOT,
  dataLog: null,
  end: null,
};

export class RunController extends SnapshotStore<RunSnapshot> {
  /** Counts runs; a listener of an older run is stale and ignored. */
  private run = 0;
  private trail: readonly Pose[] = [];
  private timeline = new Timeline();
  /** The plot so far; it reaches the snapshot with the lines it came from. */
  private plot: PlotData = EMPTY_PLOT;
  private readonly frames: Batcher<TimelineSample | null>;
  private readonly lines: Batcher<ConsoleContent>;
  /** Where this board's radio packets go (the other board on the page), if anywhere. */
  private onRadio: ((packets: AirPacket[]) => void) | null = null;

  constructor(
    private readonly engine: PlayerEngine,
    schedules: RunSchedules,
  ) {
    super(IDLE);
    this.frames = createBatcher<TimelineSample | null, TimelineSample | null>({
      empty: () => null,
      add: (_, sample) => sample,
      deliver: (sample) =>
        sample &&
        this.update({
          state: sample.state,
          line: sample.line,
          trail: this.trail,
          samples: this.timeline.samples.length,
        }),
      schedule: schedules.frame,
    });
    this.lines = createBatcher<ConsoleContent, ConsoleContent>({
      empty: () => EMPTY_CONSOLE,
      add: appendConsole,
      deliver: (more) =>
        this.update({ console: appendConsole(this.snapshot.console, more), plot: this.plot }),
      schedule: schedules.lines,
    });
  }

  start(job: PlayerJob): void {
    if (this.isActive()) this.stop();
    const run = ++this.run;
    this.frames.cancel();
    this.lines.cancel();
    const previousTrail = this.trail.length > 0 ? this.trail : this.snapshot.previousTrail;
    this.trail = [];
    this.timeline = new Timeline();
    this.plot = EMPTY_PLOT;
    this.update({ ...IDLE, status: 'starting', previousTrail, timeline: this.timeline });
    try {
      this.engine.start(job, this.listenerFor(run));
    } catch (error) {
      this.finish({ kind: 'crash', message: String(error) });
    }
  }

  /** Ends the run at once; what it printed and drew so far stays. */
  stop(): void {
    if (!this.isActive()) return;
    this.run++;
    this.engine.stop();
    this.finish({ kind: 'stopped' });
  }

  setPaused(paused: boolean): void {
    const { status } = this.snapshot;
    // Where input cannot reach the program, a pause shown here would be a lie.
    if (!this.engine.liveInput.ok || status !== (paused ? 'running' : 'paused')) return;
    this.engine.input({ kind: 'pause', paused });
    this.update({ status: paused ? 'paused' : 'running', ...(paused ? {} : { paused: null }) });
  }

  /** While paused: run `ms` of simulated time, then pause again. */
  step(ms: number): void {
    if (this.snapshot.status === 'paused') this.engine.input({ kind: 'step', ms });
  }

  /** While paused: run until main.py's next line begins, then pause again. */
  stepLine(): void {
    if (this.snapshot.status === 'paused') this.engine.input({ kind: 'step-line' });
  }

  setSpeed(factor: number): void {
    if (this.isRunning()) this.engine.input({ kind: 'speed', factor });
  }

  button(button: 'a' | 'b', down: boolean): void {
    if (this.isRunning()) this.engine.input({ kind: 'button', button, down });
  }

  /** What this board sends by radio reaches `other`, and the other way round; returns the unlink. */
  linkRadio(other: RunController): () => void {
    this.onRadio = (packets) => other.radio(packets);
    other.onRadio = (packets) => this.radio(packets);
    return () => {
      this.onRadio = null;
      other.onRadio = null;
    };
  }

  /** The reader's line for a program waiting in `input()`. */
  typeLine(text: string): void {
    if (!this.isRunning() || this.snapshot.prompt === null) return;
    this.engine.input({ kind: 'line', text });
    this.update({ prompt: null });
  }

  /** Packets the other board on the page sent: they reach this board while it runs. */
  radio(packets: AirPacket[]): void {
    if (this.isRunning()) this.engine.input({ kind: 'radio', packets });
  }

  /** The reader shook, tilted or touched the board or changed the room (only while it runs). */
  surroundings(input: SurroundingsInput): void {
    if (this.isRunning()) this.engine.input({ kind: 'surroundings', input });
  }

  /** Ends any run and forgets it all: the stage, the console and the status start afresh. */
  reset(): void {
    if (this.isActive()) {
      this.run++;
      this.engine.stop();
    }
    this.frames.cancel();
    this.lines.cancel();
    this.trail = [];
    this.timeline = new Timeline();
    this.update({ ...IDLE, timeline: this.timeline });
  }

  /** Forgets the last runs' robot and trails (the reader placed the robot anew). */
  clearStage(): void {
    if (this.isActive()) return;
    this.trail = [];
    this.timeline = new Timeline();
    this.update({ state: null, trail: [], previousTrail: [], timeline: this.timeline, samples: 0 });
  }

  /** The player goes away: end any run and drop pending updates. */
  dispose(): void {
    this.stop();
    this.frames.cancel();
    this.lines.cancel();
  }

  private isRunning(): boolean {
    return this.snapshot.status === 'running' || this.snapshot.status === 'paused';
  }

  private isActive(): boolean {
    return this.snapshot.status === 'starting' || this.isRunning();
  }

  private listenerFor(run: number): PlayerListener {
    const current = () => run === this.run;
    return {
      onStarted: () => {
        if (current() && this.snapshot.status === 'starting') this.update({ status: 'running' });
      },
      onFrames: (samples) => {
        if (!current()) return;
        for (const sample of samples) {
          this.timeline.add(sample);
          this.trail = extendTrail(this.trail, sample.state.pose);
        }
        const newest = samples.at(-1);
        if (newest) this.frames.push(newest);
      },
      onPaused: (line, variables) => {
        if (current() && this.snapshot.status === 'paused')
          this.update({ paused: { line, variables } });
      },
      onPrompt: (prompt) => {
        if (current()) this.update({ prompt });
      },
      onDataLog: (dataLog) => {
        if (current()) this.update({ dataLog });
      },
      onRadio: (packets) => {
        if (current()) this.onRadio?.(packets);
      },
      onTone: (hz, music) => {
        if (current()) this.update({ tone: hz, toneIsMusic: music });
      },
      onClip: (clip) => {
        if (current()) this.update({ clip: { seq: this.snapshot.clip.seq + 1, clip } });
      },
      onLines: (lines, dropped, times) => {
        if (!current()) return;
        this.plot = addToPlot(this.plot, lines, times);
        this.lines.push(printed(lines, dropped, undefined, times));
      },
      onDone: (done) => {
        // The kind last: an engine may hand on its whole message, whose own kind is 'done'.
        if (current()) this.finish({ ...done, kind: 'ended' });
      },
      onCrash: (message) => {
        if (current()) this.finish({ kind: 'crash', message });
      },
    };
  }

  private finish(end: RunEnd): void {
    // The last frame and lines first, so the end is shown with everything before it.
    this.frames.flush();
    this.lines.flush();
    const failed =
      end.kind === 'crash' || (end.kind === 'ended' && end.error !== null && isMistake(end.error));
    this.update({
      status: failed ? 'error' : 'done',
      end,
      tone: null,
      clip: { seq: this.snapshot.clip.seq + 1, clip: { kind: 'stop', what: 'all' } },
      prompt: null,
      paused: null,
    });
  }

  private update(changes: Partial<RunSnapshot>): void {
    this.publish({ ...this.snapshot, ...changes });
  }
}

/** Which controls can be used now. */
export interface Controls {
  start: boolean;
  /** Always while a run is under way: the reader must be able to end any program. */
  stop: boolean;
  pause: boolean;
  step: boolean;
}

export function controlsFor(status: RunStatus, liveInputOk: boolean): Controls {
  const running = status === 'running' || status === 'paused';
  return {
    start: !running && status !== 'starting',
    stop: running || status === 'starting',
    pause: running && liveInputOk,
    step: status === 'paused' && liveInputOk,
  };
}
