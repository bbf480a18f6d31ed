import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { runAll, runExamples } from './lanes.ts';
import { wallTimeoutMs } from '../../simulator/runtime/types.ts';
import type { RunResult } from './run-job.ts';
import { judgeRun, prepareBlock, type PreparedBlock } from './check.ts';
import { lintForDevice } from './device-lint.ts';
import { extractBlocks, findPages, type PythonBlock } from '../../guide/code-blocks.ts';
import { isExerciseBlock, planExercises, proveExercises, type ExerciseRun } from './exercises.ts';
import type { GuideVersion } from '../../guide/versions.ts';

export interface VersionReport {
  name: string;
  blocks: number;
  ran: number;
  claimsChecked: number;
  /** Behavioural assertions checked, as `name` per run. */
  assertionsChecked: number;
  optedOut: { where: string; reason: string }[];
  exercises: {
    count: number;
    /** Distinct checks used. */
    checks: number;
    variants: number;
    solutionsPassing: number;
    startersFailing: number;
  };
  failures: string[];
}

export interface RunnerOptions {
  repoRoot: string;
  versions: Pick<GuideVersion, 'label' | 'docsDir' | 'libraryFile'>[];
  /** Worker threads at a time (the CI machine has 2 cores). */
  parallel?: number;
  /** Real-time limit per block; default grows with the block's budget. */
  wallTimeoutMs?: number;
  /** false: leave the exercises out (the bench measures what proving them adds). */
  exercises?: boolean;
}

type RunnableBlock = Extract<PreparedBlock, { kind: 'run' }>;

/** Extracts, runs and checks every Python block of the given versions. */
export async function runDocExamples(options: RunnerOptions): Promise<VersionReport[]> {
  const reports: VersionReport[] = [];
  const jobs: { report: VersionReport; prepared: RunnableBlock; library: string }[] = [];
  const exerciseRuns: { report: VersionReport; run: ExerciseRun }[] = [];
  const toLint: { report: VersionReport; block: PythonBlock; fragment: boolean }[] = [];
  for (const version of options.versions) {
    const report: VersionReport = {
      name: version.label,
      blocks: 0,
      ran: 0,
      claimsChecked: 0,
      assertionsChecked: 0,
      optedOut: [],
      exercises: { count: 0, checks: 0, variants: 0, solutionsPassing: 0, startersFailing: 0 },
      failures: [],
    };
    reports.push(report);
    const library = existsSync(version.libraryFile)
      ? readFileSync(version.libraryFile, 'utf8')
      : null;
    const exercisePages: PythonBlock[][] = [];
    for (const page of findPages(version.docsDir).sort()) {
      let blocks;
      try {
        blocks = extractBlocks(page, options.repoRoot);
      } catch (error) {
        report.failures.push(
          `${relative(options.repoRoot, page)}: cannot parse as MDX: ${(error as Error).message}`,
        );
        continue;
      }
      for (const block of blocks) {
        report.blocks += 1;
        const prepared = prepareBlock(block);
        toLint.push({ report, block, fragment: prepared.kind === 'norun' });
        if (isExerciseBlock(block)) {
          if (prepared.kind === 'invalid') report.failures.push(...prepared.failures);
          else if (prepared.kind === 'run' && prepared.claims.length > 0) {
            report.failures.push(
              `${block.file}:${block.fenceLine}: an exercise block has no # => claims; its check judges it`,
            );
          }
        } else if (prepared.kind === 'norun') {
          report.optedOut.push({
            where: `${block.file}:${block.fenceLine}`,
            reason: prepared.reason,
          });
        } else if (prepared.kind === 'invalid') {
          report.failures.push(...prepared.failures);
        } else if (library === null) {
          report.failures.push(
            `${block.file}:${block.fenceLine}: no library at ${relative(options.repoRoot, version.libraryFile)}`,
          );
        } else {
          jobs.push({ report, prepared, library });
        }
      }
      exercisePages.push(blocks.filter(isExerciseBlock));
    }
    if (library !== null && options.exercises !== false) {
      const planned = planExercises(exercisePages, library);
      report.failures.push(...planned.problems);
      Object.assign(report.exercises, {
        count: planned.exercises,
        checks: planned.checks.size,
        variants: planned.variants,
      });
      exerciseRuns.push(...planned.runs.map((run) => ({ report, run })));
    }
  }

  const wallFor = (prepared: RunnableBlock) =>
    options.wallTimeoutMs ?? wallTimeoutMs(prepared.job.budgetMs);
  // The firmware's own answer for every block, also for blocks that never run
  // (device-lint.ts), one after another in this thread while the workers run the blocks.
  const linted = (async () => {
    const found: string[][] = [];
    for (const { block, fragment } of toLint) {
      const findings = await lintForDevice(block.code, { fragment });
      found.push(findings.map((f) => `${block.file}:${block.fenceLine + f.line}: ${f.message}`));
    }
    return found;
  })();
  const results: RunResult[] = await runExamples(
    jobs,
    options.parallel ?? 2,
    ({ prepared, library }) => ({
      ...prepared.job,
      library,
      wallTimeoutMs: wallFor(prepared),
    }),
  );
  // Lint findings first, in page order, as the blocks were read.
  const found = await linted;
  for (const report of reports) {
    const mine = toLint.flatMap((item, i) => (item.report === report ? found[i]! : []));
    report.failures.unshift(...mine);
  }
  jobs.forEach(({ report, prepared }, i) => {
    report.ran += 1;
    report.claimsChecked += prepared.claims.length;
    report.assertionsChecked += prepared.assertions.length;
    report.failures.push(...judgeRun(prepared, results[i], wallFor(prepared)));
  });

  const exerciseResults = await runAll(exerciseRuns, options.parallel ?? 2, ({ run }) => ({
    task: { kind: 'variant' as const, job: run.job },
    wallTimeoutMs: options.wallTimeoutMs ?? wallTimeoutMs(run.plan.timeLimitS * 1000),
  }));
  for (const report of reports) {
    const mine = exerciseRuns.flatMap((item, i) => (item.report === report ? [i] : []));
    const proof = proveExercises(
      mine.map((i) => exerciseRuns[i]!.run),
      mine.map((i) => exerciseResults[i]!),
    );
    report.exercises.solutionsPassing = proof.solutionsPassing;
    report.exercises.startersFailing = proof.startersFailing;
    report.failures.push(...proof.failures);
  }
  return reports;
}

export function formatReport(reports: readonly VersionReport[]): string {
  const lines: string[] = [];
  for (const r of reports) {
    lines.push(
      `${r.name}: ${r.blocks} Python blocks, ${r.ran} run, ${r.claimsChecked} claims checked, ` +
        `${r.assertionsChecked} behaviour assertions, ` +
        `${r.optedOut.length} opted out, ${r.failures.length} failures`,
    );
    const e = r.exercises;
    lines.push(
      `  exercises: ${e.count} with ${e.checks} checks on ${e.variants} variants; ` +
        `${e.solutionsPassing}/${e.count} solutions pass, ${e.startersFailing}/${e.count} starters fail`,
    );
    for (const o of r.optedOut) lines.push(`  opted out ${o.where}: ${o.reason}`);
  }
  const failures = reports.flatMap((r) => r.failures);
  if (failures.length > 0) {
    lines.push('', `${failures.length} failure(s):`);
    for (const f of failures) lines.push(`  ✗ ${f}`);
  }
  return lines.join('\n');
}
