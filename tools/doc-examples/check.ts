import { parseRunSpec } from '../../guide/fence-meta.ts';
import type { PythonBlock } from '../../guide/code-blocks.ts';
import type { RunJob, RunResult } from './run-job.ts';
import { WORLDS } from '../../simulator/worlds/index.ts';
import { ASSERTIONS } from './assertions/index.ts';
import { pageAssertions } from './assertions/pages.ts';
import {
  describeExpected,
  describeObservation,
  observationMatches,
  rewriteClaims,
  type Claim,
} from './claims.ts';
import { compareOutput } from './output-block.ts';

/** A block ready to run, or the reason it is not run. */
export type PreparedBlock =
  | {
      kind: 'run';
      block: PythonBlock;
      job: Omit<RunJob, 'library' | 'wallTimeoutMs'>;
      claims: Claim[];
      assertions: string[];
      raises: string | null;
    }
  | { kind: 'norun'; block: PythonBlock; reason: string }
  | { kind: 'invalid'; block: PythonBlock; failures: string[] };

/** Meta errors and claim problems are reported even for blocks that do not run. */
export function prepareBlock(block: PythonBlock): PreparedBlock {
  const at = (line: number) => `${block.file}:${block.fenceLine + line}`;
  const { spec, problems } = parseRunSpec(block.meta);
  const failures = problems.map((problem) => `${at(0)}: ${problem}`);
  if (spec.norun !== null && failures.length === 0) {
    return { kind: 'norun', block, reason: spec.norun };
  }
  if (!WORLDS[spec.world])
    failures.push(
      `${at(0)}: unknown world "${spec.world}" (known: ${Object.keys(WORLDS).join(', ')})`,
    );
  const assertions = [...new Set([...pageAssertions(block, spec), ...spec.assertions])];
  for (const name of assertions) {
    if (!ASSERTIONS[name])
      failures.push(
        `${at(0)}: unknown assertion "${name}" (known: ${Object.keys(ASSERTIONS).join(', ')})`,
      );
  }
  const rewritten = rewriteClaims(block.code);
  for (const problem of rewritten.problems)
    failures.push(`${at(problem.line)}: ${problem.message}`);
  if (failures.length > 0) return { kind: 'invalid', block, failures };
  const epilogue = assertions
    .map((name) => ASSERTIONS[name].epilogue)
    .filter(Boolean)
    .join('\n');
  return {
    kind: 'run',
    block,
    claims: rewritten.claims,
    assertions,
    raises: spec.raises,
    job: {
      code: rewritten.code,
      world: spec.world,
      budgetMs: spec.budgetS * 1000,
      presses: spec.presses,
      ...(spec.motorNoise ? { motorNoise: true } : {}),
      ...(spec.compassCalibrated ? {} : { compassCalibrated: false }),
      ...(epilogue ? { epilogue } : {}),
    },
  };
}

/** Everything wrong with one run, as `file:line: …` messages. */
export function judgeRun(
  prepared: Extract<PreparedBlock, { kind: 'run' }>,
  result: RunResult,
  wallTimeoutMs: number,
): string[] {
  const { block } = prepared;
  const at = (line: number) => `${block.file}:${block.fenceLine + line}`;
  const failures: string[] = [];

  if (result.stop === 'wall-timeout') {
    failures.push(
      `${at(0)}: still running after ${(wallTimeoutMs / 1000).toFixed(0)} s of real time without the simulator getting a turn ` +
        `(one operation that does not end?); last output: ${JSON.stringify(result.output.slice(-1)[0] ?? '')}`,
    );
    return failures;
  }
  if (result.stop === 'input') {
    failures.push(
      `${at(result.error?.line ?? 0)}: the block waits in input(), and nobody types in the example tests`,
    );
    return failures;
  }
  if (result.stop === 'error' && result.error) {
    const e = result.error;
    if (prepared.raises && e.type === prepared.raises) {
      // The block demonstrates this exception; claims before it still count.
    } else {
      const where = e.line !== null ? at(e.line) : at(0);
      const inside =
        e.line === null ? ` (raised outside the block: ${lastFrame(e.traceback)})` : '';
      failures.push(`${where}: the block stopped with ${e.summary}${inside}`);
    }
  } else if (prepared.raises) {
    failures.push(
      `${at(0)}: raises=${prepared.raises} was promised, but the block ${result.stop === 'finished' ? 'finished without it' : 'ran into its time budget'}`,
    );
  }

  for (const claim of prepared.claims) {
    const seen = result.observations.filter((o) => o.line === claim.line);
    if (seen.length === 0) {
      failures.push(
        `${at(claim.line)}: claimed ${describeExpected(claim.expected)} for \`${claim.source}\`, but the line never ran`,
      );
      continue;
    }
    const wrong = seen.find((o) => !observationMatches(o, claim.expected));
    if (wrong) {
      failures.push(
        `${at(claim.line)}: claimed ${describeExpected(claim.expected)} for \`${claim.source}\`, got ${describeObservation(wrong)}`,
      );
    }
  }

  if (block.output) {
    const mismatch = compareOutput(block.output.lines, result.output);
    if (mismatch) {
      const line = `${block.file}:${block.output.fenceLine + 1 + mismatch.index}`;
      failures.push(
        mismatch.expected === null
          ? `${line}: output has more lines than the text block shows (next: ${JSON.stringify(mismatch.actual)}); end the block with "..." if the rest may differ`
          : `${line}: expected output line ${JSON.stringify(mismatch.expected)}, got ${mismatch.actual === null ? 'no more output' : JSON.stringify(mismatch.actual)}`,
      );
    }
  }

  for (const name of prepared.assertions) {
    for (const problem of ASSERTIONS[name].check(result))
      failures.push(`${at(0)}: assert=${name}: ${problem}`);
  }
  return failures;
}

function lastFrame(traceback: string): string {
  const frames = [...traceback.matchAll(/File "([^"]+)", line (\d+)/g)];
  const last = frames[frames.length - 1];
  return last ? `${last[1].replace(/^\/lib\//, '')}:${last[2]}` : 'unknown place';
}
