// One micro:bit per page: the connection (paired once in the browser's chooser, then reused by
// every player on the page), one job at a time, and what the board prints as console lines.
// Loaded with the reader's first click on "Auf den micro:bit übertragen" (theme/BoardLink).
import type { ConnectionStatusChange } from '@microbit/microbit-connection';
import type { SerialData } from '@microbit/microbit-connection/usb';
import type { PythonFailure } from '../../../../simulator/runtime/types.ts';
import { EMPTY_CONSOLE, type ConsoleContent } from '../../playground/client/consoleBuffer.ts';
import { EMPTY_PLOT, type PlotData } from '../../playground/client/plot.ts';
import { SnapshotStore } from '../../playground/client/snapshotStore.ts';
import { realClock, type Clock } from './clock.ts';
import { connectFailure } from './ensureConnected.ts';
import { LinkError } from './linkError.ts';
import { LINK_MESSAGES } from './messages.ts';
import { forgetPriming } from './rawRepl.ts';
import type { BoardConnection } from './seam.ts';
import { SerialLines } from './serialLines.ts';
import { stopOnBoard } from './stop.ts';
import { FIRMWARE_HEX_URL, flashProgram } from './flash.ts';
import { transferProgram, type StatusStep, type TransferJob } from './transfer.ts';

/**
 * idle: nothing done yet; busy: a transfer or stop is under way; running: main.py was started;
 * stopped: Stopp made the robot safe; failed: the last job ended in `error`; unavailable: this
 * browser cannot talk WebUSB.
 */
export type LinkPhase = 'idle' | 'busy' | 'running' | 'stopped' | 'failed' | 'unavailable';

export interface LinkSnapshot {
  /** The player (its example id) the last job came from: only it shows status and output. */
  owner: string | null;
  phase: LinkPhase;
  status: StatusStep | null;
  error: LinkError | null;
  console: ConsoleContent;
  /** The tuples of numbers the board printed, for the plotter (as the simulator's). */
  plot: PlotData;
  /** The last Python error the board printed since main.py started. */
  failure: PythonFailure | null;
  /** The library version the last transfer left on the board with main.py. */
  libraryOnBoard: string | null;
  /** 0 to 1 while MicroPython is flashed, else null. */
  progress: number | null;
}

export type OpenConnection = () => Promise<
  { available: true; connection: BoardConnection } | { available: false }
>;

/** The console is redrawn at most this often while the board prints. */
const CONSOLE_INTERVAL_MS = 100;

const INITIAL: LinkSnapshot = {
  owner: null,
  phase: 'idle',
  status: null,
  error: null,
  console: EMPTY_CONSOLE,
  plot: EMPTY_PLOT,
  failure: null,
  libraryOnBoard: null,
  progress: null,
};

/** The release hex the page flashes, fetched from beside the link's chunk when needed. */
async function fetchFirmwareHex(): Promise<string> {
  const response = await fetch(FIRMWARE_HEX_URL);
  if (!response.ok) throw new Error(`firmware hex: HTTP ${response.status}`);
  return response.text();
}

export class BoardSession extends SnapshotStore<LinkSnapshot> {
  private connection: BoardConnection | null = null;
  private lines = new SerialLines();
  /** Whether serial data is the program's output (not the protocol's, which a job reads). */
  private listening = false;
  private consoleTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly open: OpenConnection,
    private readonly clock: Clock = realClock,
    private readonly loadFirmware: () => Promise<string> = fetchFirmwareHex,
  ) {
    super(INITIAL);
  }

  get busy(): boolean {
    return this.snapshot.phase === 'busy';
  }

  /** The reader's code as main.py with the page's library, then main.py runs. */
  async transfer(owner: string, job: TransferJob): Promise<void> {
    await this.job(owner, async (connection) => {
      this.lines.reset();
      this.set({
        ...this.output(),
        libraryOnBoard: null,
      });
      const result = await transferProgram(job, {
        connection,
        clock: this.clock,
        onStatus: (status) => this.set({ status }),
      });
      this.listening = true;
      if (result.firstOutput !== '') this.lines.push(result.firstOutput);
      this.set({
        phase: 'running',
        ...this.output(),
        libraryOnBoard: job.library.version,
      });
    });
  }

  /**
   * "MicroPython und Programm aufspielen", for a board without MicroPython: the firmware with
   * the library and the code as main.py, flashed; then main.py runs and its output shows.
   */
  async flash(owner: string, job: TransferJob): Promise<void> {
    await this.job(owner, async (connection) => {
      this.lines.reset();
      this.set({
        ...this.output(),
        libraryOnBoard: null,
        progress: 0,
      });
      // No protocol reads the line during a flash: what the restarted board prints is output.
      this.listening = true;
      try {
        await flashProgram(job, {
          connection,
          loadFirmware: this.loadFirmware,
          onStatus: (status) => this.set({ status }),
          onProgress: (progress) => this.set({ progress }),
        });
      } catch (error) {
        this.listening = false;
        throw error;
      } finally {
        this.set({ progress: null });
      }
      this.set({ phase: 'running', libraryOnBoard: job.library.version });
    });
  }

  /** "Stopp auf dem micro:bit": Ctrl-C, then motors and LEDs off. */
  async stop(owner: string): Promise<void> {
    await this.job(owner, async (connection) => {
      await stopOnBoard({
        connection,
        clock: this.clock,
        onStatus: (status) => this.set({ status }),
      });
      this.set({ phase: 'stopped' });
    });
  }

  private async job(
    owner: string,
    work: (connection: BoardConnection) => Promise<void>,
  ): Promise<void> {
    if (this.busy) throw new LinkError('busy');
    this.listening = false;
    this.set({ owner, phase: 'busy', status: null, error: null });
    try {
      const connection = await this.connect();
      if (!connection) {
        this.set({ phase: 'unavailable' });
        return;
      }
      await work(connection);
    } catch (error) {
      this.set({ phase: 'failed', status: null, error: connectFailure(error) });
    }
  }

  private async connect(): Promise<BoardConnection | null> {
    if (this.connection) return this.connection;
    const made = await this.open();
    if (!made.available) return null;
    const { connection } = made;
    connection.addEventListener('serialdata', this.onData);
    connection.addEventListener('serialreset', this.onReset);
    connection.addEventListener('status', this.onStatus);
    connection.addEventListener('backgrounderror', this.onBackgroundError);
    this.connection = connection;
    return connection;
  }

  /** What the board printed, as the panel shows it: console, plot, the last error. */
  private output(): Pick<LinkSnapshot, 'console' | 'plot' | 'failure'> {
    return { console: this.lines.content, plot: this.lines.plot, failure: this.lines.failure };
  }

  private readonly onData = (event: SerialData) => {
    if (!this.listening || !this.lines.push(event.data)) return;
    this.consoleTimer ??= setTimeout(() => {
      this.consoleTimer = null;
      this.set(this.output());
    }, CONSOLE_INTERVAL_MS);
  };

  /** The board's serial session started over (a reset): another program's output follows. */
  private readonly onReset = () => {
    if (!this.listening) return;
    this.lines.reset();
    this.set(this.output());
  };

  /** Hiding the tab pauses the connection; showing it connects again; unplugging ends it. */
  private readonly onStatus = ({ status }: ConnectionStatusChange) => {
    if (status === 'Disconnected' && this.connection) forgetPriming(this.connection);
    if (this.snapshot.phase !== 'running') return;
    if (status === 'Connected') this.set({ status: { message: LINK_MESSAGES.running } });
    else if (status === 'Paused') this.set({ status: { message: LINK_MESSAGES.paused } });
    else {
      this.listening = false;
      this.set({ phase: 'failed', status: null, error: new LinkError('disconnected') });
    }
  };

  /**
   * The library failed reading the board in the background (its serial loop): the program's
   * output stops arriving, so the reader is told, whatever the panel showed.
   */
  private readonly onBackgroundError = () => {
    if (this.snapshot.phase === 'idle' || this.snapshot.phase === 'unavailable') return;
    this.listening = false;
    this.set({ phase: 'failed', status: null, error: new LinkError('connectionTrouble') });
  };

  private set(change: Partial<LinkSnapshot>): void {
    this.publish({ ...this.snapshot, ...change });
  }
}
