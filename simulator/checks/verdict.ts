// The verdicts every check shares, in one order: a program that crashed, one that never let the
// robot run, motors left running (or a robot still rolling) where it must stop; then the check's
// own judgement, marked when the time limit ran out. And the verdict over all setups, which
// names every setup that failed.
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

/** The verdict of one setup, with the simulated moment it judged where there is one. */
export function judgeRun(plan: CheckPlan, variant: Variant, run: CheckRun): Verdict {
  const verdict = judgeWithoutMoment(plan, variant, run);
  if (verdict.passed || verdict.atUs !== undefined) return verdict;
  const atUs = momentOf(plan, run);
  return atUs === null ? verdict : { ...verdict, atUs };
}

function judgeWithoutMoment(plan: CheckPlan, variant: Variant, run: CheckRun): Verdict {
  if (run.end === 'error' && run.error) {
    const where = run.error.line ? ` in Zeile ${run.error.line}` : '';
    return fail(`Dein Programm ist${where} mit einem Fehler abgebrochen: ${run.error.summary}`);
  }
  if (run.end === 'stuck') return fail(STUCK);
  if (run.end === 'input') {
    const where = run.error?.line ? ` in Zeile ${run.error.line}` : '';
    return fail(
      `Dein Programm wartet${where} mit input() auf eine Eingabe. Beim Prüfen tippt niemand etwas ein: Lass input() für diese Aufgabe weg.`,
    );
  }
  const stops = plan.check.ending === 'stops';
  const verdict =
    stops && run.motorsRunning
      ? fail(MOTORS_RUNNING)
      : stops && rolling(run.rest)
        ? fail(STILL_ROLLING)
        : plan.check.judge(run, plan.params, variant);
  if (verdict.passed || !stops || run.end !== 'time-up') return verdict;
  return { ...verdict, message: `Die Zeit ist um (${n(run.limitUs / 1e6)} s): ${verdict.message}` };
}

/**
 * The moment a failure without one of its own speaks of: where the program broke off, or, for
 * a check judged at the end, the robot at rest. A stuck run and a loop judged as it went have none.
 */
function momentOf(plan: CheckPlan, run: CheckRun): number | null {
  if (run.end === 'stuck') return null;
  if (run.end === 'error' || run.end === 'input') return run.endedAtUs;
  return plan.check.ending === 'stops' ? run.rest.timeUs : null;
}

/** How a whole check ended: passed, or the setups that failed (0-based) and why. */
export type CheckVerdict =
  | { passed: true }
  | {
      passed: false;
      /** The first failure, named for the reader, and the other failing setups after it. */
      message: string;
      /** The first setup that failed: the one "Aufbau N ansehen" shows. */
      setup: number;
      setups: number;
      /** Every setup that failed, in order (the first is `setup`). */
      failed: number[];
      /** The simulated moment the first failure judged, when it names one. */
      atUs?: number;
    };

/** All setups together: passed when every one passed, else every failure, the first in full. */
export function overallVerdict(plan: CheckPlan, verdicts: readonly Verdict[]): CheckVerdict {
  const failed = verdicts.flatMap((verdict, index) => (verdict.passed ? [] : [index]));
  const setup = failed[0];
  if (setup === undefined) return { passed: true };
  const first = verdicts[setup] as Extract<Verdict, { passed: false }>;
  const setups = plan.variants.length;
  const others = failed.slice(1).map((index) => index + 1);
  const message =
    setups === 1
      ? first.message
      : `Aufbau ${setup + 1} von ${setups} (${plan.variants[setup]!.label}): ${first.message}` +
        (others.length === 0 ? '' : ` Auch in Aufbau ${listOf(others)} klappt es noch nicht.`);
  return {
    passed: false,
    message,
    setup,
    setups,
    failed,
    ...(first.atUs === undefined ? {} : { atUs: first.atUs }),
  };
}

/** "2", "2 und 3", "2, 3 und 4". */
const listOf = (numbers: readonly number[]): string =>
  numbers.length === 1
    ? String(numbers[0])
    : `${numbers.slice(0, -1).join(', ')} und ${numbers.at(-1)}`;
