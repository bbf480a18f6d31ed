// `npm run test:checks [-- <exercise-id> ...]`: every program of the exercises' program sets
// (see program-sets.ts) against its exercise's check as Next defines it, with Next's library
// (or as the version a program names defines it, with that version's library), through the
// same pipeline as Prüfen. Exits 1 when a gaming program passes, an honest one
// fails, or a set is incomplete.
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import { extractBlocks, findPages } from '../../guide/code-blocks.ts';
import { pairExercises } from '../../guide/exercises.ts';
import { parseRunSpec } from '../../guide/fence-meta.ts';
import { findGuideVersion, readGuideVersions, type GuideVersion } from '../../guide/versions.ts';
import { planCheck } from '../../simulator/checks/plan.ts';
import { stuckRun } from '../../simulator/checks/run-variant.ts';
import type { Verdict } from '../../simulator/checks/types.ts';
import { judgeRun, overallVerdict } from '../../simulator/checks/verdict.ts';
import { wallTimeoutMs } from '../../simulator/runtime/types.ts';
import { Lane } from '../doc-examples/lanes.ts';
import { judgeProgram, readProgramSets, setProblems, type SetProgram } from './program-sets.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const PROGRAMS = join(repoRoot, 'simulator', 'checks', 'programs');
const started = Date.now();

type ExerciseCall = {
  check: ReturnType<typeof pairExercises>['exercises'][number]['check'];
  timeLimitS?: number;
};

/** A version's exercises as its pages set them, by id, with the library that runs them. */
function exercisesOf(version: GuideVersion): {
  exercises: Map<string, ExerciseCall>;
  library: string;
} {
  const exercises = new Map<string, ExerciseCall>();
  for (const page of findPages(version.docsDir)) {
    for (const exercise of pairExercises(extractBlocks(page, repoRoot)).exercises) {
      const spec = parseRunSpec(exercise.starter.meta).spec;
      exercises.set(exercise.id, {
        check: exercise.check,
        ...(spec.budgetGiven ? { timeLimitS: spec.budgetS } : {}),
      });
    }
  }
  return { exercises, library: readFileSync(version.libraryFile, 'utf8') };
}

const versions = readGuideVersions(repoRoot);
const next = exercisesOf(versions.find((version) => version.isNext)!);
/** The other versions' exercises, read when a program names its version. */
const byVersion = new Map<string, ReturnType<typeof exercisesOf> | null>();
function versionExercises(name: string): ReturnType<typeof exercisesOf> | null {
  if (!byVersion.has(name)) {
    const version = findGuideVersion(versions, name);
    byVersion.set(name, version ? exercisesOf(version) : null);
  }
  return byVersion.get(name)!;
}

const sets = readProgramSets(PROGRAMS);
const only = process.argv.slice(2);
const problems = only.length === 0 ? setProblems(sets, [...next.exercises.keys()]) : [];
const programs: SetProgram[] = [...sets.values()]
  .flat()
  .filter((program) => only.length === 0 || only.includes(program.exercise));

/** Runs one program setup by setup (a gaming one until its first failure) and judges it. */
async function prove(lane: Lane, program: SetProgram): Promise<string | null> {
  const judges = program.version === null ? next : versionExercises(program.version);
  if (!judges) return `${program.file}: there is no guide version ${program.version}`;
  const { library } = judges;
  const exercise = judges.exercises.get(program.exercise);
  if (!exercise) {
    return program.version === null
      ? null
      : `${program.file}: version ${program.version} has no exercise ${program.exercise}`;
  }
  const { plan } = planCheck(exercise.check, exercise.timeLimitS);
  if (!plan) return `${program.file}: the exercise's check is unknown`;
  const verdicts: Verdict[] = [];
  for (const [variant, setup] of plan.variants.entries()) {
    const job = {
      check: exercise.check,
      timeLimitS: exercise.timeLimitS,
      variant,
      code: program.code,
      library,
    };
    const run = await lane.run({ kind: 'variant', job }, wallTimeoutMs(plan.timeLimitS * 1000));
    const verdict = judgeRun(plan, setup, run ?? stuckRun(plan, variant));
    verdicts.push(verdict);
    if (!verdict.passed && program.expect === 'fail') break;
  }
  return judgeProgram(program, overallVerdict(plan, verdicts));
}

const queue = [...programs];
const failures: string[] = [];
await Promise.all(
  Array.from({ length: 2 }, async () => {
    const lane = new Lane();
    try {
      for (let program = queue.shift(); program; program = queue.shift()) {
        const failure = await prove(lane, program);
        if (failure) failures.push(relative(repoRoot, failure.replace(repoRoot + '/', '')));
      }
    } finally {
      lane.close();
    }
  }),
);

const gaming = programs.filter((p) => p.expect === 'fail').length;
console.log(
  `${programs.length} programs for ${new Set(programs.map((p) => p.exercise)).size} exercises: ` +
    `${gaming} gaming, ${programs.length - gaming} honest`,
);
for (const line of [...problems, ...failures]) console.log(`  ✗ ${line}`);
const failed = problems.length + failures.length > 0;
console.log(
  `\n${((Date.now() - started) / 1000).toFixed(1)} s: ${failed ? 'FAILED' : 'every gaming program fails, every honest one passes'}`,
);
process.exit(failed ? 1 : 0);
