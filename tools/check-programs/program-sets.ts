// The exercises' program sets (simulator/checks/programs/<exercise-id>/*.py): for every
// exercise, programs that try to game its check and honest programs written another way than
// the guide's solution. Each file says in its first comment lines what must happen:
//
//   # expect: fail            (or: pass)
//   # because: drives 50 cm backwards
//   # says: rückwärts         (fail only: a piece of the German verdict that names the problem)
//   # version: 1.0.0          (optional: judged as that version's page sets the exercise, with
//                              that version's library; without it, Next's)
//
// A gaming program passes when its check fails it with a message holding `says`; an honest one
// when its check passes it on every setup. The checks are the same in every version, but the
// libraries are not (1.0.0's sensor names, no `hsl()`, 0 for "no echo" before 2.0.2), so a
// version's own way to solve or to game a task is proven with `version`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { CheckPlan } from '../../simulator/checks/plan.ts';
import type { VariantJob } from '../../simulator/checks/run-variant.ts';
import type { CheckVerdict } from '../../simulator/checks/verdict.ts';

export interface SetProgram {
  exercise: string;
  file: string;
  code: string;
  expect: 'pass' | 'fail';
  because: string;
  /** For `fail`: what the verdict must say. */
  says: string | null;
  /** The guide version whose exercise and library judge it; `null`: Next. */
  version: string | null;
}

/** Reads one program file; throws naming what its header lacks. */
export function parseProgram(exercise: string, file: string, code: string): SetProgram {
  const header = new Map<string, string>();
  for (const line of code.split('\n')) {
    const match = /^#\s*(expect|because|says|version):\s*(.+?)\s*$/.exec(line);
    if (match) header.set(match[1]!, match[2]!);
    else if (!line.startsWith('#')) break;
  }
  const expect = header.get('expect');
  if (expect !== 'pass' && expect !== 'fail') {
    throw new Error(`${file}: first lines need "# expect: pass" or "# expect: fail"`);
  }
  const because = header.get('because');
  if (!because) throw new Error(`${file}: first lines need "# because: …"`);
  const says = header.get('says') ?? null;
  if (expect === 'fail' && !says) throw new Error(`${file}: a failing program needs "# says: …"`);
  return { exercise, file, code, expect, because, says, version: header.get('version') ?? null };
}

/** Every program of every exercise below `root`, by exercise id. */
export function readProgramSets(root: string): Map<string, SetProgram[]> {
  const sets = new Map<string, SetProgram[]>();
  for (const exercise of readdirSync(root).sort()) {
    const dir = join(root, exercise);
    const programs = readdirSync(dir)
      .filter((name) => name.endsWith('.py'))
      .sort()
      .map((name) =>
        parseProgram(exercise, join(dir, name), readFileSync(join(dir, name), 'utf8')),
      );
    sets.set(exercise, programs);
  }
  return sets;
}

/** What a set must hold for each exercise. */
export const AT_LEAST = { fail: 2, pass: 1 };

/**
 * Problems of the sets themselves: Next's exercises without enough programs, sets for no
 * exercise. A version's own programs add to its exercise's set; they count not for Next's.
 */
export function setProblems(
  sets: Map<string, SetProgram[]>,
  exercises: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const id of exercises) {
    const programs = (sets.get(id) ?? []).filter((p) => p.version === null);
    for (const kind of ['fail', 'pass'] as const) {
      const count = programs.filter((p) => p.expect === kind).length;
      if (count < AT_LEAST[kind]) {
        problems.push(
          `exercise ${id}: ${count} ${kind === 'fail' ? 'gaming' : 'honest'} program(s), at least ${AT_LEAST[kind]} needed`,
        );
      }
    }
  }
  for (const id of sets.keys()) {
    if (!exercises.includes(id))
      problems.push(`programs for ${id}, which is no exercise of the guide`);
  }
  return problems;
}

/** The setup jobs of one program: all of them; a gaming program stops at its first failure. */
export function jobsOf(
  program: SetProgram,
  plan: CheckPlan,
  base: Omit<VariantJob, 'variant' | 'code'>,
): VariantJob[] {
  return plan.variants.map((_, variant) => ({ ...base, variant, code: program.code }));
}

/** Whether the verdict over the program's setups is what its header expects; else why not. */
export function judgeProgram(program: SetProgram, verdict: CheckVerdict): string | null {
  if (program.expect === 'pass') {
    return verdict.passed
      ? null
      : `${program.file}: honest program (${program.because}) fails: ${verdict.message}`;
  }
  if (verdict.passed) return `${program.file}: gaming program (${program.because}) passes`;
  if (!verdict.message.includes(program.says!)) {
    return `${program.file}: gaming program (${program.because}) fails, but the verdict does not say "${program.says}": ${verdict.message}`;
  }
  return null;
}
