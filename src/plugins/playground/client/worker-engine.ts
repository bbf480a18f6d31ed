// Runs a reader's program in a module Web Worker of its own, so the page never blocks; Stopp
// terminates that worker, which ends any program at once, even `while True: pass`.
import type { CheckJob, FromWorker, InputEvent, PlayerJob, ToWorker } from '../shared/protocol.ts';
import type { CheckListener, PlayerEngine, PlayerListener } from './engine.ts';
import type { InputChannel } from './input-channel.ts';
import { defineMessages, type Wording } from './messages.ts';

export const ENGINE_MESSAGES = defineMessages('site.playground.engine', (m) => ({
  notLoaded: m(
    'notLoaded',
    'Der Simulator ließ sich nicht laden: Die Verbindung zum Internet ist unterbrochen oder zu langsam. Prüfe sie und drücke dann noch einmal Start.',
    'The worker or the MicroPython files it loads could not be fetched (usually no connection)',
  ),
}));

/** What the browsers say when a fetch or a module load fails (Chromium, Firefox, Safari). */
const LOAD_FAILURE =
  /failed to fetch|networkerror|load failed|failed to load|importing a module script failed/i;

/** A crash caused by files that did not arrive is the connection's, and is said so. */
export const crashWording = (message: string): Wording =>
  LOAD_FAILURE.test(message) ? ENGINE_MESSAGES.notLoaded : message;

let runCounter = 0;

export class WorkerEngine implements PlayerEngine {
  private worker: Worker | null = null;
  private run = '';

  constructor(
    private readonly channel: InputChannel | null,
    readonly liveInput: PlayerEngine['liveInput'],
  ) {}

  start(job: PlayerJob, listener: PlayerListener): void {
    this.stop();
    this.run = `${Date.now().toString(36)}-${(runCounter += 1)}`;
    const inputUrl = this.channel ? this.channel.urlFor(this.run) : null;
    this.spawn({ kind: 'start', job, inputUrl }, listener, (message) => {
      if (message.kind === 'started') listener.onStarted();
      else if (message.kind === 'frames') listener.onFrames(message.samples);
      else if (message.kind === 'paused') listener.onPaused(message.line, message.variables);
      else if (message.kind === 'lines')
        listener.onLines(message.lines, message.dropped, message.times);
      else if (message.kind === 'tone') listener.onTone(message.hz, message.music);
      else if (message.kind === 'clip') listener.onClip(message.clip);
      else if (message.kind === 'radio') listener.onRadio(message.packets);
      else if (message.kind === 'prompt') listener.onPrompt(message.prompt);
      else if (message.kind === 'dataLog') listener.onDataLog(message.log);
      else if (message.kind === 'done') {
        listener.onDone(message);
        this.stop();
      }
    });
  }

  check(job: CheckJob, listener: CheckListener): void {
    this.stop();
    // A check reads no input: no channel id.
    this.run = '';
    this.spawn({ kind: 'check', job }, listener, (message) => {
      if (message.kind === 'check-variant') listener.onVariant(message);
      else if (message.kind === 'verdict') {
        // The check's worker ends first: what the verdict starts (the passing run) is a new job.
        this.stop();
        listener.onVerdict(message.verdict);
      }
    });
  }

  /** A fresh worker for one job; what it says goes to `handle` until it is stopped. */
  private spawn(
    message: ToWorker,
    crash: { onCrash(message: Wording): void },
    handle: (message: FromWorker) => void,
  ): void {
    const worker = new Worker(new URL('../worker/run.worker.ts', import.meta.url), {
      type: 'module',
    });
    this.worker = worker;
    const mine = (handler: () => void) => {
      if (this.worker === worker) handler();
    };
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      const reply = event.data;
      mine(() => {
        if (reply.kind !== 'crash') handle(reply);
        else {
          crash.onCrash(crashWording(reply.message));
          this.stop();
        }
      });
    };
    worker.onerror = (event) => {
      event.preventDefault();
      mine(() => {
        crash.onCrash(event.message || ENGINE_MESSAGES.notLoaded);
        this.stop();
      });
    };
    worker.postMessage(message);
  }

  stop(): void {
    if (this.worker && this.run) this.channel?.send(this.run, { kind: 'stop' });
    this.worker?.terminate();
    this.worker = null;
  }

  input(event: InputEvent): void {
    if (this.worker && this.run) this.channel?.send(this.run, event);
  }
}
