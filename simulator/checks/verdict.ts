// The verdicts every check shares, in one order: a program that crashed, one that never let the
// robot run, motors left running (or a robot still rolling) where it must stop; then the check's
// own judgement, marked when the time limit ran out. And the verdict over all setups.
import { rolling } from './motion.ts';
import { formatNumber as n } from './params.ts';
import type { CheckPlan } from './plan.ts';
import type { CheckRun, Variant, Verdict } from './types.ts';

export const MOTORS_RUNNING =
  'Die Motoren laufen am Ende noch. Halte den Roboter mit motor_stop() an.';
export const STILL_ROLLING =
  'Der Roboter rollt am Ende noch. Er soll stillstehen, bevor die Zeit um ist.';
export const STUCK =
  'Dein Programm hat gerechnet, ohne dem Roboter Zeit zu lassen. Steht in deiner Schleife ein sleep()?';

const fail = (message: string): Verdict => ({ passed: false, message });

/** The verdict of one setup. */
export function judgeRun(plan: CheckPlan, variant: Variant, run: CheckRun): Verdict {
  if (run.end === 'error' && run.error) {
    const where = run.error.line ? ` in Zeile ${run.error.line}` : '';
    return fail(`Dein Programm ist${where} mit einem Fehler abgebrochen: ${run.error.summary}`);
  }
  if (run.end === 'stuck') return fail(STUCK);
  const stops = plan.check.ending === 'stops';
  const verdict =
    stops && run.motorsRunning
      ? fail(MOTORS_RUNNING)
      : stops && rolling(run.rest)
        ? fail(STILL_ROLLING)
        : plan.check.judge(run, plan.params, variant);
  if (verdict.passed || !stops || run.end !== 'time-up') return verdict;
  return fail(`Die Zeit ist um (${n(run.limitUs / 1e6)} s): ${verdict.message}`);
}

/** How a whole check ended: passed, or the first setup that failed (0-based) and why. */
export type CheckVerdict =
  { passed: true } | { passed: false; message: string; setup: number; setups: number };

/** All setups together: passed when every one passed, else the first failure, named for the reader. */
export function overallVerdict(plan: CheckPlan, verdicts: readonly Verdict[]): CheckVerdict {
  const setup = verdicts.findIndex((verdict) => !verdict.passed);
  if (setup < 0) return { passed: true };
  const { message } = verdicts[setup] as Extract<Verdict, { passed: false }>;
  const setups = plan.variants.length;
  return {
    passed: false,
    message:
      setups === 1
        ? message
        : `Aufbau ${setup + 1} von ${setups} (${plan.variants[setup]!.label}): ${message}`,
    setup,
    setups,
  };
}
