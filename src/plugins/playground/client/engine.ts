// What the player needs from whatever runs a reader's program (the Web Worker engine, or a
// fake in tests). Types only: the player is written against this, the engine is built apart.
import type { DataLogContents } from '../../../../simulator/core/data-log.ts';
import type { AirPacket } from '../../../../simulator/core/radio.ts';
import type { ProgramVariable } from '../../../../simulator/runtime/session.ts';
import type { TimelineSample } from '../../../../simulator/runtime/timeline.ts';
import type { CheckVerdict } from '../../../../simulator/checks/verdict.ts';
import type {
  CheckJob,
  ClipStop,
  InputEvent,
  PlayerJob,
  RunDone,
  SoundClip,
} from '../shared/protocol.ts';
import type { Message, Wording } from './messages.ts';

/** What a run reports back, in this order: started, frames and lines, then done or crash. */
export interface PlayerListener {
  onStarted(): void;
  /** What changed since the last call, oldest first, each with main.py's line; the last is now. */
  onFrames(samples: readonly TimelineSample[]): void;
  /** The run holds still: the line about to run and main.py's variables. */
  onPaused(line: number, variables: ProgramVariable[]): void;
  /** The data log as it is now (sent whenever it changed while the program runs). */
  onDataLog(log: DataLogContents | null): void;
  /** Printed lines, each with the simulated µs it was printed at (`times`). */
  onLines(lines: string[], dropped: number, times: number[]): void;
  /** The program waits in `input()` with this prompt, or got its line (null). */
  onPrompt(prompt: string | null): void;
  /** The board sent packets by radio (for the other board on the page). */
  onRadio(packets: AirPacket[]): void;
  /** The board's speaker changed its tone (Hz), or fell silent (null); `music`: see protocol. */
  onTone(hz: number | null, music: boolean): void;
  /** A sound expression or audio frames start now, or what sounds stops early. */
  onClip(clip: SoundClip | ClipStop): void;
  onDone(result: RunDone): void;
  onCrash(message: Wording): void;
}

/** What a check reports back: each variant as it starts, then the verdict or a crash. */
export interface CheckListener {
  onVariant(variant: {
    index: number;
    count: number;
    timeLimitS: number;
    ifStuck: CheckVerdict;
  }): void;
  onVerdict(verdict: CheckVerdict): void;
  onCrash(message: Wording): void;
}

export interface PlayerEngine {
  start(job: PlayerJob, listener: PlayerListener): void;
  /** "Prüfen": runs the job headless on every variant of its check; `stop()` ends it. */
  check(job: CheckJob, listener: CheckListener): void;
  stop(): void;
  input(event: InputEvent): void;
  /** Whether buttons/speed/pause reach a running program here; else the reason. */
  readonly liveInput: { ok: true } | { ok: false; reason: Message };
}
