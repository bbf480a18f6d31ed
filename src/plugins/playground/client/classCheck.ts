// The teachers' re-check of a class's hand-ins (theme/ClassCheck): every handed-in program runs
// through the same check as Prüfen, a few at a time, each result reported as it arrives; and the
// table as CSV. What a file claims is shown beside the result, never instead of it.
import type { CheckJob } from '../shared/protocol.ts';
import type { CheckController, CheckSnapshot } from './checkController.ts';
import type { HandInExercise } from './handIn.ts';

export type Cell =
  | { state: 'missing' }
  /** Handed in, not re-checked yet; `claim` is what the file says. */
  | { state: 'waiting'; claim: HandInExercise['claim'] }
  | { state: 'passed'; claim: HandInExercise['claim'] }
  | { state: 'failed'; message: string; setup: number; claim: HandInExercise['claim'] }
  | { state: 'crashed'; message: string; claim: HandInExercise['claim'] };

export interface RecheckItem {
  key: string;
  job: CheckJob;
}

/** What one check ended with, or null while it runs. */
const ended = (snapshot: CheckSnapshot): CheckSnapshot | null =>
  snapshot.status === 'idle' || snapshot.status === 'checking' ? null : snapshot;

/**
 * Runs `items` through checks, at most `parallel` at once (each on its own controller, so each
 * in its own worker), and calls `onResult` as each ends. `cancel` ends the rest.
 */
export class RecheckQueue {
  private cancelled = false;
  private readonly running = new Set<CheckController>();

  constructor(
    private readonly makeController: () => CheckController,
    private readonly parallel: number,
  ) {}

  async run(
    items: readonly RecheckItem[],
    onResult: (key: string, result: CheckSnapshot) => void,
  ): Promise<void> {
    let next = 0;
    const lane = async () => {
      while (!this.cancelled && next < items.length) {
        const item = items[next++]!;
        const result = await this.checkOne(item.job);
        if (!this.cancelled) onResult(item.key, result);
      }
    };
    await Promise.all(Array.from({ length: this.parallel }, lane));
  }

  private checkOne(job: CheckJob): Promise<CheckSnapshot> {
    const controller = this.makeController();
    this.running.add(controller);
    return new Promise((resolve) => {
      const unsubscribe = controller.subscribe(() => {
        const result = ended(controller.getSnapshot());
        if (!result) return;
        unsubscribe();
        this.running.delete(controller);
        controller.dispose();
        resolve(result);
      });
      controller.start(job);
    });
  }

  cancel(): void {
    this.cancelled = true;
    for (const controller of this.running) controller.cancel();
  }
}

/** A check's end as a table cell. */
export function cellOf(
  result: CheckSnapshot,
  claim: HandInExercise['claim'],
  crashText: string,
): Cell {
  switch (result.status) {
    case 'passed':
      return { state: 'passed', claim };
    case 'failed':
      return { state: 'failed', message: result.message, setup: result.setup, claim };
    default:
      return { state: 'crashed', message: crashText, claim };
  }
}

/**
 * One field of a German spreadsheet's CSV: quoted, quotes doubled, and a leading `=`, `+`, `-`
 * or `@` defused, so a pupil's name never runs as a formula.
 */
const field = (text: string) =>
  `"${(/^[=+\-@]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;

/**
 * The table as CSV for a spreadsheet: a byte-order mark (umlauts intact in Excel), semicolons
 * (the separator of German spreadsheets), CRLF lines, one row per pupil.
 */
export function classCsv(header: readonly string[], rows: readonly string[][]): string {
  const lines = [header, ...rows].map((cells) => cells.map(field).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
