// What the player needs from whatever runs a reader's program (the Web Worker engine, or a
// fake in tests). Types only: the player is written against this, the engine is built apart.
import type { SimState } from '../../../../simulator/core/state.ts';
import type { PythonFailure, StopReason } from '../../../../simulator/runtime/types.ts';
import type { InputEvent, PlayerJob } from '../shared/protocol.ts';

/** What a run reports back, in this order: started, frames and lines, then done or crash. */
export interface PlayerListener {
  onStarted(): void;
  onFrame(state: SimState): void;
  onLines(lines: string[], dropped: number): void;
  onDone(result: { stop: StopReason; error: PythonFailure | null; simTimeUs: number }): void;
  onCrash(message: string): void;
}

export interface PlayerEngine {
  start(job: PlayerJob, listener: PlayerListener): void;
  stop(): void;
  input(event: InputEvent): void;
  /** Whether buttons/speed/pause reach a running program here; else a German reason. */
  readonly liveInput: { ok: true } | { ok: false; reason: string };
}
