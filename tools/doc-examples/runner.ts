import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { runAll } from '../../simulator/runtime/run-in-worker.ts';
import type { RunResult } from '../../simulator/runtime/types.ts';
import { judgeRun, prepareBlock, type PreparedBlock } from './check.ts';
import { extractBlocks, findPages } from '../../guide/code-blocks.ts';
import type { GuideVersion } from '../../guide/versions.ts';

export interface VersionReport {
  name: string;
  blocks: number;
  ran: number;
  claimsChecked: number;
  /** Behavioural assertions checked, as `name` per run. */
  assertionsChecked: number;
  optedOut: { where: string; reason: string }[];
  failures: string[];
}

export interface RunnerOptions {
  repoRoot: string;
  versions: Pick<GuideVersion, 'label' | 'docsDir' | 'libraryFile'>[];
  /** Worker threads at a time (the CI machine has 2 cores). */
  parallel?: number;
  /** Real-time limit per block; default grows with the block's budget. */
  wallTimeoutMs?: number;
}

/** Real time a block may take: generous, the machine may be busy; simulated time is the real limit. */
export function defaultWallTimeoutMs(budgetMs: number): number {
  return 10_000 + budgetMs * 0.25;
}

type RunnableBlock = Extract<PreparedBlock, { kind: 'run' }>;

/** Extracts, runs and checks every Python block of the given versions. */
export async function runDocExamples(options: RunnerOptions): Promise<VersionReport[]> {
  const reports: VersionReport[] = [];
  const jobs: { report: VersionReport; prepared: RunnableBlock; library: string }[] = [];
  for (const version of options.versions) {
    const report: VersionReport = {
      name: version.label,
      blocks: 0,
      ran: 0,
      claimsChecked: 0,
      assertionsChecked: 0,
      optedOut: [],
      failures: [],
    };
    reports.push(report);
    const library = existsSync(version.libraryFile)
      ? readFileSync(version.libraryFile, 'utf8')
      : null;
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
        const { prepared, lint } = prepareBlock(block);
        report.failures.push(...lint);
        if (prepared.kind === 'norun') {
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
    }
  }

  const wallFor = (prepared: RunnableBlock) =>
    options.wallTimeoutMs ?? defaultWallTimeoutMs(prepared.job.budgetMs);
  const results: RunResult[] = await runAll(
    jobs,
    options.parallel ?? 2,
    ({ prepared, library }) => ({
      ...prepared.job,
      library,
      wallTimeoutMs: wallFor(prepared),
    }),
  );
  jobs.forEach(({ report, prepared }, i) => {
    report.ran += 1;
    report.claimsChecked += prepared.claims.length;
    report.assertionsChecked += prepared.assertions.length;
    report.failures.push(...judgeRun(prepared, results[i], wallFor(prepared)));
  });
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
    for (const o of r.optedOut) lines.push(`  opted out ${o.where}: ${o.reason}`);
  }
  const failures = reports.flatMap((r) => r.failures);
  if (failures.length > 0) {
    lines.push('', `${failures.length} failure(s):`);
    for (const f of failures) lines.push(`  ✗ ${f}`);
  }
  return lines.join('\n');
}
