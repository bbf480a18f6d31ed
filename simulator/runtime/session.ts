import type {
  MicroPython,
  MicroPythonOptions,
} from '@micropython/micropython-webassembly-pyscript';
import { Board } from '../core/board.ts';
import { parseWorld } from '../core/world.ts';
import { worldByName } from '../worlds/index.ts';
import { createSimApi } from './sim-api.ts';
import type { Observation, PythonFailure, RunJob, RunResult, StopReason } from './types.ts';

/** Grace period after the soft stop before the run is cut off without appeal. */
const HARD_STOP_GRACE_US = 500_000;
/** Longest stretch of simulated time advanced without checking for a due stop. */
const WAIT_CHUNK_US = 10_000;
/** Serial console at 115200 baud: 10 bit times per character, plus CR LF per line. */
const SERIAL_US_PER_CHAR = 87;

/** Thrown from inside a simulator call to end a run that ignores KeyboardInterrupt. */
class HardStop extends Error {}

interface PythonErrorLike {
  type?: string;
  message?: string;
}

function describePythonError(error: PythonErrorLike): PythonFailure {
  const traceback = String(error.message ?? error);
  const lines = traceback.trim().split('\n');
  const summary = lines[lines.length - 1] ?? traceback;
  const inExample = [...traceback.matchAll(/File "<stdin>", line (\d+)/g)];
  const last = inExample[inExample.length - 1];
  return {
    type: error.type ?? summary.split(':')[0],
    summary,
    line: last ? Number(last[1]) : null,
    traceback,
  };
}

export type LoadMicroPython = (options: MicroPythonOptions) => Promise<MicroPython>;

/**
 * Runs one job on a fresh MicroPython and a fresh simulated robot. Works wherever the
 * MicroPython module loads (Node worker thread or browser worker); `files` are the shims.
 */
export async function runSession(
  job: RunJob,
  files: Record<string, string>,
  load: LoadMicroPython,
  onLine: (line: string) => void = () => {},
): Promise<RunResult> {
  const wallStart = Date.now();
  const output: string[] = [];
  const epilogueOutput: string[] = [];
  const observations: Observation[] = [];
  let sink = output;
  const budgetUs = job.budgetMs * 1000;
  let softStopSent = false;
  let budgetActive = true;
  let mp: MicroPython | null = null;

  const enforceBudget = (nowUs: number) => {
    if (!budgetActive || nowUs < budgetUs) return;
    if (!softStopSent) {
      softStopSent = true;
      mp?._module._mp_sched_keyboard_interrupt();
    } else if (nowUs >= budgetUs + HARD_STOP_GRACE_US) {
      throw new HardStop('time budget exceeded');
    }
  };
  const world = job.worldSpec ? parseWorld(structuredClone(job.worldSpec)) : worldByName(job.world);
  if (job.startPose) world.start = { ...job.startPose };
  const board = new Board({
    world,
    presses: job.presses,
    motorNoise: job.motorNoise,
    compassCalibrated: job.compassCalibrated,
    onTime: enforceBudget,
  });
  const wait = (us: number) => {
    let remaining = us;
    while (remaining > 0) {
      const step = Math.min(remaining, WAIT_CHUNK_US);
      board.advance(step);
      remaining -= step;
      // Return to Python so the scheduled KeyboardInterrupt can fire.
      if (budgetActive && softStopSent) return;
    }
  };
  // A hard stop thrown while printing reaches Python as OSError(EIO) (the file system layer
  // catches it), so remember that the stop was due.
  let hardStopDue = false;
  const printLine = (line: string) => {
    sink.push(line);
    onLine(line);
    try {
      board.advance((line.length + 2) * SERIAL_US_PER_CHAR);
    } catch (e) {
      if (e instanceof HardStop) hardStopDue = true;
      throw e;
    }
  };

  let printMarks = new Map<number, number>();
  const claims = {
    value: (line: number, repr: string, str: string, number: number | null | undefined) =>
      observations.push({ kind: 'value', line, repr, str, number: number ?? null }),
    mark: (line: number) => printMarks.set(line, output.length),
    printed: (line: number) =>
      observations.push({
        kind: 'print',
        line,
        printed: output.slice(printMarks.get(line) ?? output.length),
      }),
  };

  mp = await load({
    heapsize: 2 * 1024 * 1024,
    linebuffer: true,
    stdout: printLine,
    stderr: printLine,
  });
  mp.FS.mkdirTree('/lib');
  for (const [name, text] of Object.entries(files)) mp.FS.writeFile(`/lib/${name}`, text);
  mp.FS.writeFile('/lib/maqueen.py', job.library);
  mp.registerJsModule('_simcore', createSimApi(board, { wait }));
  mp.registerJsModule('_simclaim', claims);
  mp.runPython('import boot\nfrom boot import _claim_value, _claim_mark, _claim_printed');

  let stop: StopReason = 'finished';
  let error: PythonFailure | null = null;
  try {
    if (job.prelude) {
      mp.runPython(job.prelude);
      board.trace.length = 0;
    }
    mp.runPython(job.code);
  } catch (e) {
    if (e instanceof HardStop || hardStopDue) stop = 'hard-stop';
    else {
      const failure = describePythonError(e as PythonErrorLike);
      if (failure.type === 'KeyboardInterrupt' && softStopSent) stop = 'budget';
      else {
        stop = 'error';
        error = failure;
      }
    }
  }
  // The program is over: nothing may stop it any more (flushing output still costs time).
  budgetActive = false;
  flushPartialLine(mp, printLine);
  const finalState = board.snapshot();

  let epilogueError: PythonFailure | null = null;
  if (job.epilogue && stop !== 'hard-stop') {
    sink = epilogueOutput;
    printMarks = new Map();
    try {
      mp.runPython(job.epilogue);
    } catch (e) {
      epilogueError = describePythonError(e as PythonErrorLike);
    }
    flushPartialLine(mp, printLine);
  }

  return {
    stop,
    output,
    error,
    simTimeUs: board.nowUs,
    trace: board.trace,
    path: board.path,
    contacts: board.contacts,
    observations,
    finalPose: { ...board.pose },
    finalState,
    epilogueOutput,
    epilogueError,
    wallMs: Date.now() - wallStart,
  };
}

/** With `linebuffer`, a last line without newline stays in the module's buffer. */
function flushPartialLine(mp: MicroPython, printLine: (line: string) => void): void {
  const pending = mp._module._stdoutBuffer;
  if (pending && pending.length > 0) {
    printLine(new TextDecoder().decode(new Uint8Array(pending)));
    pending.length = 0;
  }
}
