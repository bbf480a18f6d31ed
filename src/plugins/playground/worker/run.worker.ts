// The module worker of one run: the micro:bit's own firmware (MicroPython 1.18, WebAssembly) with
// the version's unchanged maqueen.py on the simulated robot, paced to the wall clock, its state
// posted to the page; or of one "Prüfen" of an exercise (`check-run.ts`). The page ends either
// by terminating this worker, which stops any program at once.
import type { ProgramProbe, ReaderInput } from '../../../../simulator/runtime/session.ts';
import { RunLog } from '../../../../simulator/runtime/run-log.ts';
import { compileFirmware, FIRMWARE_WASM_URL } from '../../../../simulator/firmware/index.ts';
import { firmwareSessions } from '../../../../simulator/firmware/session.ts';
import { soundLogOf, type SoundLog } from '../../../../simulator/core/sound-log.ts';
import { radioOf } from '../../../../simulator/core/radio.ts';
import { dataLogOf } from '../../../../simulator/core/data-log.ts';
import type { FromWorker, InputEvent, ToWorker } from '../shared/protocol.ts';
import { ClipWatcher } from './clips.ts';
import { parseInputEvents } from './input-events.ts';
import { runCheck } from './check-run.ts';
import { Outbox } from './outbox.ts';
import { aheadLimitMs, createSleeper, earlyByMs, inputPollIntervalMs, Pacer } from './pacing.ts';

/** A sample every 1/60 s of simulated time; the page is sent those a reader sees differ. */
const FRAME_INTERVAL_US = 16_667;
/** Wall time between two data-log messages while the program logs (the whole log each time). */
const DATA_LOG_INTERVAL_MS = 500;
/**
 * Longest single wait while running, so speed changes and Stopp are seen soon (while quiet,
 * as long as the worker may run ahead: input is asked for no more often then).
 */
const MAX_WAIT_MS = 20;
/** A typed line longer than this is cut (the board's input() reads into a small buffer too). */
const MAX_LINE_LENGTH = 200;
/**
 * While paused the worker only waits for input, blocked in `Atomics.wait`. The page cannot
 * wake it (it could only through shared memory, which needs a cross-origin isolated page):
 * it asks the input channel once a second, so Weiter waits at most that long; Stopp
 * terminates the worker and is never delayed.
 */
const PAUSED_POLL_MS = 1000;

/**
 * Thrown from inside a simulator call when the reader stops: it unwinds straight through
 * MicroPython, so the worker returns to its event loop and the page's `terminate()` completes
 * at once (Chromium waits up to 2 s for a worker that never returns to it).
 */
class StopRequested extends Error {}
let stopRequested = false;

const post = (message: FromWorker) => (self as unknown as Worker).postMessage(message);

/**
 * Reads the input the page queued for this run (service-worker channel), or nothing. A request
 * that throws means the page is terminating this worker: that ends the run like Stopp.
 */
function readInput(url: string | null): InputEvent[] {
  if (!url) return [];
  const request = new XMLHttpRequest();
  request.open('GET', url, false);
  try {
    request.send();
  } catch {
    stopRequested = true;
    throw new StopRequested();
  }
  if (request.status !== 200) return [];
  // Plain JSON from whatever page reached the service worker: only well-formed events pass.
  return parseInputEvents(request.responseText);
}

/** The firmware's WebAssembly, compiled once per run (or for all setups of a check). */
async function loadFirmware(): Promise<WebAssembly.Module> {
  const response = await fetch(FIRMWARE_WASM_URL);
  if (!response.ok) throw new Error(`${FIRMWARE_WASM_URL.href}: HTTP ${response.status}`);
  return compileFirmware(await response.arrayBuffer());
}

async function run({ job, inputUrl }: Extract<ToWorker, { kind: 'start' }>): Promise<void> {
  const now = () => performance.now();
  const outbox = new Outbox(post, now);
  const pacer = new Pacer(now, { speed: job.speed, paused: false, stepUntilUs: null });
  const { sleep } = createSleeper();
  let inputs: ReaderInput[] = [];
  /** Lines the reader typed for `input()`, oldest first. */
  const typed: string[] = [];
  let lastPollMs = -Infinity;
  /** When the page last saw something change, or sent input: input is asked for less after. */
  let lastActivityMs = now();
  let simNowUs = 0;
  /** Before the page is sent something due at `simUs`: wait until it is at most AHEAD_MS early. */
  const holdUntilDue = (simUs: number) => {
    const early = earlyByMs(pacer.delayMs(simUs));
    if (early > 0) sleep(early);
  };
  const log = new RunLog();
  let dataLogSent = { version: 0, atMs: -Infinity };
  /** The board, once the session has made it (its time moves while the files are written). */
  let board: object | null = null;
  /** Where main.py is, once the session exists. */
  let probe: ProgramProbe | null = null;
  /** main.py's line in the last frame sent: a new line is sent as a frame too. */
  let lineSent = 0;
  /** "Zeile": run until main.py's next line begins, then hold again. */
  let stepLine = false;
  /** The data log to the page when it changed, at most every DATA_LOG_INTERVAL_MS (or `at once`). */
  const sendDataLog = (atOnce = false) => {
    if (!board) return;
    const dataLog = dataLogOf(board);
    if (dataLog.version === dataLogSent.version) return;
    if (!atOnce && now() - dataLogSent.atMs < DATA_LOG_INTERVAL_MS) return;
    holdUntilDue(simNowUs);
    dataLogSent = { version: dataLog.version, atMs: now() };
    post({ kind: 'dataLog', log: dataLog.contents() });
  };
  /** The board's sound log once the session exists, and the tone the page was last told. */
  let sound: SoundLog | null = null;
  let clips: ClipWatcher | null = null;
  let tone: number | null = null;
  let toneIsMusic = false;

  const poll = () => {
    if (now() - lastPollMs < inputPollIntervalMs(now(), lastActivityMs)) return;
    lastPollMs = now();
    const events = readInput(inputUrl);
    if (events.length > 0) lastActivityMs = lastPollMs;
    for (const event of events) {
      if (event.kind === 'stop') {
        stopRequested = true;
        throw new StopRequested();
      }
      if (event.kind === 'button') inputs.push({ button: event.button, down: event.down });
      else if (event.kind === 'surroundings') inputs.push({ surroundings: event.input });
      else if (event.kind === 'line') typed.push(event.text.slice(0, MAX_LINE_LENGTH));
      else if (event.kind === 'radio') {
        for (const packet of event.packets) inputs.push({ radio: packet });
      } else if (event.kind === 'speed') pacer.state.speed = event.factor;
      else if (event.kind === 'pause') {
        pacer.state.paused = event.paused;
        pacer.state.stepUntilUs = null;
        stepLine = false;
        probe?.followLines(false);
      } else if (event.kind === 'step') pacer.state.stepUntilUs = simNowUs + event.ms * 1000;
      else if (event.kind === 'step-line' && probe) {
        stepLine = true;
        probe.followLines(true);
        pacer.state.stepUntilUs = Number.POSITIVE_INFINITY;
      }
      pacer.reanchor(simNowUs);
    }
  };

  /** Holds while paused (or a step is over): the page hears where the program stands once. */
  const holdWhilePaused = (simUs: number) => {
    let told = false;
    while (pacer.holding(simUs)) {
      outbox.flush();
      if (!told) {
        told = true;
        post({ kind: 'paused', line: probe?.line() ?? 0, variables: probe?.variables() ?? [] });
      }
      sleep(PAUSED_POLL_MS);
      lastPollMs = -Infinity;
      poll();
    }
  };

  const session = await firmwareSessions(await loadFirmware())(
    {
      code: job.code,
      library: job.library,
      world: job.world.name,
      worldSpec: job.world,
      ...(job.drive ? { drive: job.drive } : {}),
      budgetMs: job.budgetS * 1000,
      presses: [],
      motorNoise: job.motorNoise,
      compassCalibrated: job.compassCalibrated,
      ...(job.startPose ? { startPose: job.startPose } : {}),
      ...(job.surroundings ? { surroundings: job.surroundings } : {}),
      // As a real micro:bit after switching on: other random numbers on every Start.
      seed: job.seed ?? 1 + Math.floor(Math.random() * 0x3fffffff),
    },
    {},
    {
      onLine: (line) => {
        holdUntilDue(simNowUs);
        lastActivityMs = now();
        outbox.line(line, simNowUs);
      },
      onFrame: (state, changed) => {
        // The log takes every sample, so a run's record is complete while the page, which
        // only draws what changed, is sent nothing (a sleeping program with a standing robot).
        log.add(state);
        const line = probe?.line() ?? 0;
        if (changed || line !== lineSent) {
          holdUntilDue(state.timeUs);
          if (changed) lastActivityMs = now();
          lineSent = line;
          outbox.frameReady({ state, line });
        }
        const next = sound?.toneAt(state.timeUs) ?? null;
        const music = next !== null && sound?.musicToneAt(state.timeUs) === next;
        if (next !== tone || music !== toneIsMusic) {
          holdUntilDue(state.timeUs);
          tone = next;
          toneIsMusic = music;
          post({ kind: 'tone', hz: tone, music });
        }
        for (const clip of clips?.at(state.timeUs) ?? []) {
          holdUntilDue(state.timeUs);
          post({ kind: 'clip', clip });
        }
      },
      frameIntervalUs: FRAME_INTERVAL_US,
      onProgramLine: () => {
        if (!stepLine || !probe) return;
        stepLine = false;
        probe.followLines(false);
        pacer.state.stepUntilUs = simNowUs;
        holdWhilePaused(simNowUs);
      },
      takeLine: () => typed.shift() ?? null,
      onPrompt: (prompt) => {
        outbox.flush();
        post({ kind: 'prompt', prompt });
      },
      pollInput: () => {
        const taken = inputs;
        inputs = [];
        return taken;
      },
      pace: (simUs) => {
        simNowUs = simUs;
        poll();
        sendDataLog();
        holdWhilePaused(simUs);
        const wallMs = now();
        const delay = pacer.delayMs(simUs, wallMs);
        const ahead = aheadLimitMs(wallMs, lastActivityMs);
        if (delay >= ahead) {
          outbox.maybeFlush();
          sleep(Math.min(delay, Math.max(MAX_WAIT_MS, ahead)));
        }
      },
    },
  );
  board = session.board;
  probe = session.probe;
  sound = soundLogOf(session.board);
  clips = new ClipWatcher(sound);
  radioOf(session.board).onSend = ({ channel, group, address, dataRate, payload }) => {
    holdUntilDue(simNowUs);
    lastActivityMs = now();
    outbox.radio({ channel, group, address, dataRate, payload: [...payload] });
  };
  pacer.reanchor(0);
  post({ kind: 'started' });
  const result = await session.run();
  if (stopRequested) return;
  const last = session.board.snapshot();
  holdUntilDue(last.timeUs);
  log.add(last, true);
  outbox.frameReady({ state: last, line: 0 });
  // The samples the firmware wrote ahead after the last frame (the board plays them out too).
  for (const clip of clips.at(last.timeUs)) post({ kind: 'clip', clip });
  outbox.flush();
  sendDataLog(true);
  post({
    kind: 'done',
    stop: result.stop,
    error: result.error,
    simTimeUs: result.simTimeUs,
    log: log.entries,
  });
}

self.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const work =
    message.kind === 'check'
      ? loadFirmware().then((wasm) => runCheck(message.job, firmwareSessions(wasm), post))
      : run(message);
  work
    .catch((error: unknown) => {
      if (error instanceof StopRequested) return;
      post({ kind: 'crash', message: error instanceof Error ? error.message : String(error) });
    })
    .finally(() => self.close());
};
