// The one pipeline that runs a program on one setup of an exercise's check and turns the run
// into the facts every check judges (CheckRun). The player's worker and the example runner
// both call `runVariant`; neither assembles sessions or recorders for checks itself.
import { restingState } from '../core/parts/index.ts';
import type { SimState } from '../core/state.ts';
import type { StartSession } from '../runtime/session.ts';
import type { SessionJob, SessionResult } from '../runtime/types.ts';
import { libraryWatch, WATCH_LIBRARY, type CalibrationCall } from './library-calls.ts';
import { planCheck, setupSeed, type CheckCall, type CheckPlan } from './plan.ts';
import { SAMPLE_INTERVAL_US, type CheckRun, type RunEnd, type Variant } from './types.ts';

/** One setup of one check for one program, as plain data (it crosses thread boundaries). */
export interface VariantJob {
  check: CheckCall;
  /** The starter's `budget=`, when written. */
  timeLimitS?: number;
  /** Which setup (0-based). */
  variant: number;
  code: string;
  library: string;
}

/** The plan of a job; the catalog knows every check the guide names (CI proves it). */
export function planOf(job: Pick<VariantJob, 'check' | 'timeLimitS'>): CheckPlan {
  const { plan, problems } = planCheck(job.check, job.timeLimitS);
  if (!plan || problems.length > 0) throw new Error(problems.join('; '));
  return plan;
}

/** The session job that runs `code` on one setup. */
export function sessionJobOf(
  plan: CheckPlan,
  index: number,
  code: string,
  library: string,
): SessionJob {
  const variant = plan.variants[index]!;
  return {
    code,
    library,
    world: variant.world.name,
    worldSpec: variant.world,
    startPose: variant.startPose,
    drive: variant.drive,
    motorNoise: variant.motorNoise ?? false,
    compassCalibrated: true,
    budgetMs: plan.timeLimitS * 1000,
    presses: [],
    trace: false,
    seed: setupSeed(index),
  };
}

const END_OF: Record<SessionResult['stop'], RunEnd> = {
  finished: 'finished',
  budget: 'time-up',
  'hard-stop': 'time-up',
  error: 'error',
  'wall-timeout': 'stuck',
  input: 'input',
};

/** The facts of a finished session run. */
export function checkRunOf(
  result: SessionResult,
  samples: SimState[],
  plan: CheckPlan,
  variant: Variant,
  calibrations: CalibrationCall[],
): CheckRun {
  const rest = result.finalState ?? samples[samples.length - 1];
  if (!rest) throw new Error('a run without any state');
  return {
    end: END_OF[result.stop],
    error: result.error,
    printed: result.output.map((text, i) => ({ text, timeUs: result.printedAtUs[i] ?? 0 })),
    endedAtUs: result.simTimeUs,
    limitUs: plan.timeLimitS * 1_000_000,
    start: { ...(variant.startPose ?? variant.world.start) },
    rest,
    motorsRunning: result.motorsRunning,
    samples,
    path: result.path,
    contacts: result.contacts,
    reads: result.reads,
    calibrations,
    lights: result.lights,
  };
}

/** Runs the job's program on its setup, on the engine `start` makes sessions on; resolves to its facts. */
export async function runVariant(job: VariantJob, start: StartSession): Promise<CheckRun> {
  const plan = planOf(job);
  const variant = plan.variants[job.variant];
  if (!variant) throw new Error(`check ${job.check.name} has no setup ${job.variant + 1}`);
  const samples: SimState[] = [];
  const watch = libraryWatch();
  const session = await start(
    sessionJobOf(plan, job.variant, job.code, job.library),
    { modules: { _simcheck: watch.module } },
    { onFrame: (state) => samples.push(state), frameIntervalUs: SAMPLE_INTERVAL_US },
  );
  const watching = await session.exec(WATCH_LIBRARY, { untraced: true });
  if (watching.error) throw new Error(`library watch failed: ${watching.error.traceback}`);
  const result = await session.run();
  return checkRunOf(result, samples, plan, variant, watch.calibrations);
}

/**
 * What a setup would have been, had the program never let the simulator run: the host ends
 * such a run from outside and has nothing else to show.
 */
export function stuckRun(plan: CheckPlan, index: number): CheckRun {
  const variant = plan.variants[index]!;
  const start = { ...(variant.startPose ?? variant.world.start) };
  const rest = restingState(variant.world, start, null);
  return {
    end: 'stuck',
    error: null,
    printed: [],
    endedAtUs: 0,
    limitUs: plan.timeLimitS * 1_000_000,
    start,
    rest,
    motorsRunning: false,
    samples: [],
    path: [],
    contacts: [],
    reads: { compass: [], accelerometer: [], sonar: [], line: [] },
    calibrations: [],
    lights: { red: [], pixels: [] },
  };
}
