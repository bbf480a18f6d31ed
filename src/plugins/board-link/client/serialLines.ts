// The board's serial output as console lines: packets end anywhere, so a line is only complete
// at its newline; the console is capped like the player's (consoleBuffer.ts); `serialreset`
// starts over. A traceback becomes the player's failure shape once its summary line arrives.
// Printed tuples of numbers feed the same plot as the simulator's (plot.ts), at the time they
// arrived since the output started.
import type { PythonFailure } from '../../../../simulator/runtime/types.ts';
import {
  appendConsole,
  CONSOLE_CAP,
  EMPTY_CONSOLE,
  type ConsoleContent,
} from '../../playground/client/consoleBuffer.ts';
import { addToPlot, EMPTY_PLOT, type PlotData } from '../../playground/client/plot.ts';
import { boardFailure, TRACEBACK_START } from './boardFailure.ts';

/** A partial line longer than this is shown as a line of its own (a flood without newlines). */
const LONGEST_LINE = 1000;

export class SerialLines {
  private partial = '';
  private traceback: string[] | null = null;
  content: ConsoleContent = EMPTY_CONSOLE;
  /** The last Python error the board printed since the last reset. */
  failure: PythonFailure | null = null;
  plot: PlotData = EMPTY_PLOT;
  /** When the first line since the last reset arrived (ms of `now`). */
  private startMs: number | null = null;

  constructor(
    private readonly cap: number = CONSOLE_CAP,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** One `serialdata` packet. Returns whether the console content changed. */
  push(data: string): boolean {
    const parts = (this.partial + data).split('\n');
    this.partial = parts.pop() ?? '';
    if (this.partial.length > LONGEST_LINE) {
      parts.push(this.partial);
      this.partial = '';
    }
    if (parts.length === 0) return false;
    const lines = parts.map((line) => line.replace(/\r$/, ''));
    for (const line of lines) this.follow(line);
    this.startMs ??= this.now();
    const atUs = (this.now() - this.startMs) * 1000;
    const times = lines.map(() => atUs);
    this.plot = addToPlot(this.plot, lines, times);
    this.content = appendConsole(
      this.content,
      { lines, times, skipped: 0, scrolledOut: 0 },
      this.cap,
    );
    return true;
  }

  /** `serialreset`: another program's output follows. */
  reset(): void {
    this.partial = '';
    this.traceback = null;
    this.content = EMPTY_CONSOLE;
    this.failure = null;
    this.plot = EMPTY_PLOT;
    this.startMs = null;
  }

  private follow(line: string): void {
    if (line === TRACEBACK_START) {
      this.traceback = [line];
      return;
    }
    if (!this.traceback) return;
    this.traceback.push(line);
    if (!line.startsWith(' ')) {
      this.failure = boardFailure(this.traceback);
      this.traceback = null;
    }
  }
}
