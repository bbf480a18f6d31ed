// Running a check: its variants as session jobs, the recorder that samples each run, and the
// verdict over all variants. The host (Node worker in CI, browser worker in the player) only
// runs the jobs; everything it judges comes from here.
import type { SimState } from '../core/state.ts';
import type { SessionJob, SessionResult } from '../runtime/types.ts';
import { CHECKS } from './catalog.ts';
import type { AnyCheck, CheckRun, RawParams, Variant, Verdict } from './types.ts';

/** How often a run's state is sampled for the checks. */
export const SAMPLE_INTERVAL_US = 50_000;

/** A check as named in the fence meta. */
export interface CheckCall {
  name: string;
  params: RawParams;
}

/** A check ready to run: parameters read, variants made, time budget set. */
export interface CheckPlan {
  check: AnyCheck;
  params: unknown;
  variants: Variant[];
  budgetS: number;
}

/** Reads a call against the catalog; `budgetS` (the block's `budget=`) overrides the check's. */
export function planCheck(
  call: CheckCall,
  budgetS?: number,
): { plan: CheckPlan | null; problems: string[] } {
  const check = CHECKS[call.name];
  if (!check) {
    return {
      plan: null,
      problems: [`unknown check "${call.name}" (known: ${Object.keys(CHECKS).join(', ')})`],
    };
  }
  const { params, problems } = check.parse(call.params);
  const variants = check.variants(params);
  if (check.readsSensors && variants.length < 3) {
    problems.push(`check "${check.name}" reads sensors but has only ${variants.length} variant(s)`);
  }
  return {
    plan: { check, params, variants, budgetS: budgetS ?? check.budgetS },
    problems: problems.map((problem) => `check "${check.name}": ${problem}`),
  };
}

/** The session job that runs `code` on one variant. */
export function variantJob(
  plan: CheckPlan,
  variant: Variant,
  code: string,
  library: string,
): SessionJob {
  return {
    code,
    library,
    world: variant.world.name,
    worldSpec: variant.world,
    startPose: variant.startPose,
    drive: variant.drive,
    motorNoise: variant.motorNoise ?? false,
    compassCalibrated: true,
    budgetMs: plan.budgetS * 1000,
    presses: [],
    trace: false,
  };
}

/** Session hooks that keep a state sample every `SAMPLE_INTERVAL_US`. */
export function createRecorder(): {
  samples: SimState[];
  onFrame: (state: SimState) => void;
  frameIntervalUs: number;
} {
  const samples: SimState[] = [];
  return { samples, onFrame: (state) => samples.push(state), frameIntervalUs: SAMPLE_INTERVAL_US };
}

export function checkRunOf(result: SessionResult, samples: SimState[]): CheckRun {
  const { stop, error, output, simTimeUs, path, contacts, finalPose, finalState } = result;
  return { stop, error, output, simTimeUs, path, contacts, finalPose, finalState, samples };
}

/** The verdict of one variant: a program that crashed fails before its check is asked. */
export function judgeVariant(plan: CheckPlan, variant: Variant, run: CheckRun): Verdict {
  if (run.stop === 'error' && run.error) {
    const where = run.error.line ? ` in Zeile ${run.error.line}` : '';
    return {
      passed: false,
      message: `Dein Programm ist${where} mit einem Fehler abgebrochen: ${run.error.summary}`,
    };
  }
  if (run.stop === 'wall-timeout') {
    return {
      passed: false,
      message:
        'Dein Programm hat gerechnet, ohne dem Roboter Zeit zu lassen. ' +
        'Steht in deiner Schleife ein sleep()?',
    };
  }
  return plan.check.judge(run, plan.params, variant);
}

/** All variants together: passed when every one passed, else the first failure and where. */
export function overallVerdict(plan: CheckPlan, verdicts: readonly Verdict[]): Verdict {
  const index = verdicts.findIndex((verdict) => !verdict.passed);
  if (index < 0) return { passed: true };
  const failed = verdicts[index] as Extract<Verdict, { passed: false }>;
  if (plan.variants.length === 1) return failed;
  return {
    passed: false,
    message: `Aufbau ${index + 1} von ${plan.variants.length} (${plan.variants[index]!.label}): ${failed.message}`,
  };
}
