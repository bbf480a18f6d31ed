// The proof of the guide's exercises: every solution passes its check on every setup, and
// every starter fails it (so no check passes by accident). The checks and the pipeline that
// runs them are the simulator's (`simulator/checks/`), the same the reader's Prüfen runs.
import { parseRunSpec } from '../../guide/fence-meta.ts';
import { pairExercises } from '../../guide/exercises.ts';
import type { PythonBlock } from '../../guide/code-blocks.ts';
import { planCheck, type CheckPlan } from '../../simulator/checks/plan.ts';
import { stuckRun, type VariantJob } from '../../simulator/checks/run-variant.ts';
import type { CheckRun, Verdict } from '../../simulator/checks/types.ts';
import { judgeRun } from '../../simulator/checks/verdict.ts';

/** One run of an exercise block on one setup of its check. */
export interface ExerciseRun {
  id: string;
  role: 'starter' | 'solution';
  block: PythonBlock;
  plan: CheckPlan;
  job: VariantJob;
}

export interface ExercisePlan {
  runs: ExerciseRun[];
  exercises: number;
  /** Distinct checks the exercises use. */
  checks: Set<string>;
  variants: number;
  problems: string[];
}

/** Whether a block belongs to an exercise (it is then proven here, not run as an example). */
export const isExerciseBlock = (block: PythonBlock): boolean =>
  parseRunSpec(block.meta).spec.exercise !== null;

/**
 * The runs that prove the exercises of one version. `pages` are the Python blocks of each
 * page; ids must be unique in the version, since the reader's progress is kept by id.
 */
export function planExercises(pages: readonly PythonBlock[][], library: string): ExercisePlan {
  const plan: ExercisePlan = {
    runs: [],
    exercises: 0,
    checks: new Set(),
    variants: 0,
    problems: [],
  };
  const seen = new Map<string, string>();
  for (const blocks of pages) {
    const { exercises, problems } = pairExercises(blocks);
    plan.problems.push(
      ...problems.map(({ block, message }) => `${block.file}:${block.fenceLine}: ${message}`),
    );
    for (const exercise of exercises) {
      const at = `${exercise.starter.file}:${exercise.starter.fenceLine}`;
      if (seen.has(exercise.id)) {
        plan.problems.push(
          `${at}: exercise id ${exercise.id} is used before at ${seen.get(exercise.id)}`,
        );
        continue;
      }
      seen.set(exercise.id, at);
      const budget = parseRunSpec(exercise.starter.meta).spec;
      const timeLimitS = budget.budgetGiven ? budget.budgetS : undefined;
      const planned = planCheck(exercise.check, timeLimitS);
      plan.problems.push(
        ...planned.problems.map((problem) => `${at}: exercise ${exercise.id}: ${problem}`),
      );
      if (!planned.plan || planned.problems.length > 0) continue;
      plan.exercises += 1;
      plan.checks.add(exercise.check.name);
      plan.variants += planned.plan.variants.length;
      for (const role of ['solution', 'starter'] as const) {
        const block = exercise[role];
        planned.plan.variants.forEach((_, variant) =>
          plan.runs.push({
            id: exercise.id,
            role,
            block,
            plan: planned.plan!,
            job: { check: exercise.check, timeLimitS, variant, code: block.code, library },
          }),
        );
      }
    }
  }
  return plan;
}

/** The verdict of one run; `null` is a program that never let the simulator run. */
export function judgeExerciseRun(run: ExerciseRun, result: CheckRun | null): Verdict {
  const variant = run.plan.variants[run.job.variant]!;
  return judgeRun(run.plan, variant, result ?? stuckRun(run.plan, run.job.variant));
}

/**
 * Solutions must pass every setup; starters must fail at least one. Returns the counts and
 * each broken promise as `file:line: exercise <id>, <role>, variant …: <figure>`.
 */
export function proveExercises(
  runs: readonly ExerciseRun[],
  results: readonly (CheckRun | null)[],
): { solutionsPassing: number; startersFailing: number; failures: string[] } {
  const byExercise = new Map<string, { run: ExerciseRun; verdict: Verdict }[]>();
  runs.forEach((run, i) => {
    const key = `${run.id}\u0000${run.role}`;
    byExercise.set(key, [
      ...(byExercise.get(key) ?? []),
      { run, verdict: judgeExerciseRun(run, results[i] ?? null) },
    ]);
  });
  let solutionsPassing = 0;
  let startersFailing = 0;
  const failures: string[] = [];
  for (const verdicts of byExercise.values()) {
    const { run } = verdicts[0]!;
    const at = `${run.block.file}:${run.block.fenceLine}: exercise ${run.id}, ${run.role}`;
    if (run.role === 'solution') {
      const failed = verdicts.filter(({ verdict }) => !verdict.passed);
      if (failed.length === 0) solutionsPassing += 1;
      for (const { run: r, verdict } of failed) {
        failures.push(
          `${at}, variant ${r.job.variant + 1} (${r.plan.variants[r.job.variant]!.label}): ${verdict.passed ? '' : verdict.message}`,
        );
      }
    } else if (verdicts.some(({ verdict }) => !verdict.passed)) {
      startersFailing += 1;
    } else {
      failures.push(
        `${at}: the starter code passes check "${run.plan.check.name}" on every variant; the check cannot tell it from a solution`,
      );
    }
  }
  return { solutionsPassing, startersFailing, failures };
}
