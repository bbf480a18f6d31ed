// "Prüfen" of one player, without React or the DOM: starts the engine's check, follows its
// variants, ends a variant that runs too long in real time (a program that never lets the
// simulator run cannot end by itself), and keeps one snapshot for the page.
import type { CheckVerdict } from '../../../../simulator/checks/verdict.ts';
import { wallTimeoutMs } from '../../../../simulator/runtime/types.ts';
import type { CheckJob } from '../shared/protocol.ts';
import type { CheckListener, PlayerEngine } from './engine.ts';
import { defineMessages, wordingText, type Translate, type Wording } from './messages.ts';
import { SnapshotStore } from './snapshotStore.ts';

export type CheckSnapshot =
  | { status: 'idle' }
  /** `count` is 0 until the first variant starts (MicroPython is still loading). */
  | { status: 'checking'; index: number; count: number }
  | { status: 'passed' }
  /**
   * `setup` is the first setup that failed (0-based), the one the reader can watch, up to
   * `atUs`, the simulated moment the message speaks of, when it names one.
   */
  | { status: 'failed'; message: string; setup: number; failed: number[]; atUs?: number }
  | { status: 'crashed'; message: Wording }
  | { status: 'cancelled' };

/** Sets a timer and returns what cancels it (setTimeout in the page, by hand in tests). */
export type Timer = (run: () => void, ms: number) => () => void;

/** Real time one variant may take: the example runner's rule, so a stuck program ends soon. */
export const variantWallLimitMs = (timeLimitS: number): number => wallTimeoutMs(timeLimitS * 1000);

const IDLE: CheckSnapshot = { status: 'idle' };

export class CheckController extends SnapshotStore<CheckSnapshot> {
  /** Counts checks; a listener of an older one is stale and ignored. */
  private check = 0;
  private cancelTimer: (() => void) | null = null;
  private readonly passListeners = new Set<() => void>();

  constructor(
    private readonly engine: PlayerEngine,
    private readonly timer: Timer,
    /** Called once per check that passed (the page marks the exercise done). */
    private readonly onPassed: () => void,
  ) {
    super(IDLE);
  }

  /** Calls `listener` whenever a check passes, after `onPassed`; returns the unsubscribe. */
  onPass(listener: () => void): () => void {
    this.passListeners.add(listener);
    return () => this.passListeners.delete(listener);
  }

  isChecking(): boolean {
    return this.snapshot.status === 'checking';
  }

  start(job: CheckJob): void {
    this.end();
    const check = ++this.check;
    this.publish({ status: 'checking', index: 0, count: 0 });
    try {
      this.engine.check(job, this.listenerFor(check));
    } catch (error) {
      this.finish({ status: 'crashed', message: String(error) });
    }
  }

  /** Stopp: ends the check at once. */
  cancel(): void {
    if (!this.isChecking()) return;
    this.end();
    this.engine.stop();
    this.publish({ status: 'cancelled' });
  }

  dispose(): void {
    this.cancel();
  }

  private listenerFor(check: number): CheckListener {
    const current = () => check === this.check && this.isChecking();
    return {
      onVariant: ({ index, count, timeLimitS, ifStuck }) => {
        if (!current()) return;
        this.cancelTimer?.();
        this.cancelTimer = this.timer(() => {
          if (!current()) return;
          this.engine.stop();
          this.finish(verdictSnapshot(ifStuck));
        }, variantWallLimitMs(timeLimitS));
        this.publish({ status: 'checking', index, count });
      },
      onVerdict: (verdict) => {
        if (!current()) return;
        this.finish(verdictSnapshot(verdict));
        if (!verdict.passed) return;
        this.onPassed();
        for (const listener of this.passListeners) listener();
      },
      onCrash: (message) => {
        if (current()) this.finish({ status: 'crashed', message });
      },
    };
  }

  /** Forgets the running check's timer and listener. */
  private end(): void {
    this.check++;
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private finish(snapshot: CheckSnapshot): void {
    this.end();
    this.publish(snapshot);
  }
}

const verdictSnapshot = (verdict: CheckVerdict): CheckSnapshot =>
  verdict.passed
    ? { status: 'passed' }
    : {
        status: 'failed',
        message: verdict.message,
        setup: verdict.setup,
        failed: verdict.failed,
        ...(verdict.atUs === undefined ? {} : { atUs: verdict.atUs }),
      };

export const CHECK_MESSAGES = defineMessages('site.playground.check', (m) => ({
  button: m('button', 'Prüfen', 'Button that checks the code against the exercise'),
  loading: m('loading', 'Prüfe dein Programm …', 'While the check starts'),
  variant: m(
    'variant',
    'Prüfe Aufbau {index} von {count} …',
    'While the check runs the program on one of several set-ups',
  ),
  passed: m('passed', 'Geschafft!', 'The program passed the exercise’s check'),
  crashed: m(
    'crashed',
    'Die Prüfung ist ausgefallen: {message} Lade die Seite neu und versuch es noch einmal.',
    'The worker that checks failed (not the reader’s program)',
  ),
  cancelled: m('cancelled', 'Prüfung abgebrochen.', 'The reader pressed Stopp during a check'),
  setup: m('setup', 'Aufbau', 'Label of the menu that picks the set-up the program runs in'),
  setupOption: m(
    'setupOption',
    'Aufbau {index} von {count}: {label}',
    'One set-up of an exercise in the menu and on the stage',
  ),
  timeLimit: m(
    'timeLimit',
    'Prüfen probiert jeden Aufbau höchstens {seconds} s lang.',
    'The time limit of an exercise’s check, shown beside Prüfen',
  ),
  watch: m(
    'watch',
    'Aufbau {index} ansehen',
    'Button after a failed check: runs the program in the set-up that failed, on the stage',
  ),
  setupFailed: m(
    'setupFailed',
    '{option} – noch nicht geschafft',
    'A set-up in the menu that failed the last check',
  ),
  replayUntil: m(
    'replayUntil',
    'Wiederholung bis {time} s, wie Prüfen sie gesehen hat',
    'On the stage while it replays a failed set-up up to the moment the check names',
  ),
  replayStopped: m(
    'replayStopped',
    'Angehalten bei {time} s: Diesen Moment hat Prüfen beurteilt.',
    'Status when the replay of a failed set-up reached the moment the check names',
  ),
}));

const C = CHECK_MESSAGES;

/** The check's one line for the live region; empty before the first check. */
export function checkText(snapshot: CheckSnapshot, t: Translate): string {
  switch (snapshot.status) {
    case 'idle':
      return '';
    case 'checking':
      return snapshot.count > 1
        ? t(C.variant, { index: snapshot.index + 1, count: snapshot.count })
        : t(C.loading);
    case 'passed':
      return t(C.passed);
    case 'failed':
      return snapshot.message;
    case 'crashed':
      return t(C.crashed, { message: firstSentence(wordingText(snapshot.message, t)) });
    case 'cancelled':
      return t(C.cancelled);
  }
}

/** A worker's error as one short line ending in a full stop, never a stack trace. */
function firstSentence(message: string): string {
  const line = (message.split('\n')[0] ?? '').trim().slice(0, 200);
  return /[.!?]$/.test(line) ? line : `${line}.`;
}
