// A guide example's run as the example runner needs it: the simulator's host-neutral session
// plus the doc-test instrumentation — claim helpers, a prelude before the program (untraced)
// and an epilogue after it (behavioural assertions read the robot's state with it).
import type { SessionJob, SessionResult, PythonFailure } from '../../simulator/runtime/types.ts';
import type { StartSession } from '../../simulator/runtime/session.ts';

export interface RunJob extends SessionJob {
  /** Python run before the program in the same interpreter; its bus traffic is not traced. */
  prelude?: string;
  /** Python run in the same interpreter after the program. */
  epilogue?: string;
  /** Real time after which the worker is killed (loops that never call the simulator). */
  wallTimeoutMs: number;
}

/** What one evaluation of a claim line saw. */
export type Observation =
  | { kind: 'value'; line: number; repr: string; str: string; number: number | null }
  | { kind: 'print'; line: number; printed: string[] };

export interface RunResult extends SessionResult {
  observations: Observation[];
  epilogueOutput: string[];
  epilogueError: PythonFailure | null;
}

/** A result that recorded nothing beyond the given fields (a run cut off before it reported). */
export function emptyRunResult(fields: Pick<RunResult, 'stop'> & Partial<RunResult>): RunResult {
  return {
    output: [],
    printedAtUs: [],
    error: null,
    simTimeUs: 0,
    trace: [],
    path: [],
    contacts: [],
    motorsRunning: false,
    observations: [],
    finalPose: { x: 0, y: 0, heading: 0 },
    finalState: null,
    reads: { compass: [], accelerometer: [], sonar: [], line: [] },
    lights: { red: [], pixels: [] },
    epilogueOutput: [],
    epilogueError: null,
    wallMs: 0,
    ...fields,
  };
}

/**
 * Runs one example with its claims observed, on the engine `start` makes sessions on;
 * `claimHelpers` is the text of `python/_claims.py`.
 */
export async function runJob(
  job: RunJob,
  start: StartSession,
  claimHelpers: string,
  onLine: (line: string) => void = () => {},
): Promise<RunResult> {
  const observations: Observation[] = [];
  let printedSoFar = 0;
  const printMarks = new Map<number, number>();
  let programOutput: string[] = [];
  const claims = {
    value: (line: number, repr: string, str: string, number: number | null | undefined) =>
      observations.push({ kind: 'value', line, repr, str, number: number ?? null }),
    mark: (line: number) => printMarks.set(line, printedSoFar),
    printed: (line: number) =>
      observations.push({
        kind: 'print',
        line,
        printed: programOutput.slice(printMarks.get(line) ?? printedSoFar, printedSoFar),
      }),
  };
  const session = await start(
    job,
    { files: { '_claims.py': claimHelpers }, modules: { _simclaim: claims } },
    {
      onLine: (line) => {
        programOutput.push(line);
        printedSoFar += 1;
        onLine(line);
      },
    },
  );
  const helpers = await session.exec(
    'from _claims import _claim_value, _claim_mark, _claim_printed',
  );
  if (helpers.error) throw new Error(`claim helpers failed: ${helpers.error.traceback}`);
  if (job.prelude) {
    const prelude = await session.exec(job.prelude, { untraced: true });
    if (prelude.error) throw new Error(`prelude failed: ${prelude.error.traceback}`);
  }
  programOutput = [];
  printedSoFar = 0;
  const result = await session.run();
  let epilogue = { output: [] as string[], error: null as PythonFailure | null };
  // After a hard stop the interpreter is not fit to run anything more.
  if (job.epilogue && result.stop !== 'hard-stop') epilogue = await session.exec(job.epilogue);
  return {
    ...result,
    observations,
    epilogueOutput: epilogue.output,
    epilogueError: epilogue.error,
  };
}
