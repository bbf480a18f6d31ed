// "Prüfen" inside the worker: the reader's code on every setup of the exercise's check, as fast
// as the simulator goes (no pacing, no drawing), through the one pipeline that proves the
// exercises in CI. Runs every setup, also after one failed: the reader learns which setups
// still fail, reads the first one's message in full and can watch it.
import { planOf, runVariant, stuckRun } from '../../../../simulator/checks/run-variant.ts';
import type { Verdict } from '../../../../simulator/checks/types.ts';
import { judgeRun, overallVerdict } from '../../../../simulator/checks/verdict.ts';
import type { StartSession } from '../../../../simulator/runtime/session.ts';
import type { CheckJob, FromWorker } from '../shared/protocol.ts';

/** Shown if a page names a check this site does not know (CI makes sure none does). */
const UNKNOWN_CHECK =
  'Diese Aufgabe lässt sich hier leider nicht prüfen. Lade die Seite neu und versuch es noch einmal.';

export async function runCheck(
  job: CheckJob,
  start: StartSession,
  post: (message: FromWorker) => void,
): Promise<void> {
  let plan;
  try {
    plan = planOf({ check: job.check, timeLimitS: job.timeLimitS });
  } catch {
    post({
      kind: 'verdict',
      verdict: { passed: false, message: UNKNOWN_CHECK, setup: 0, setups: 1, failed: [0] },
    });
    return;
  }
  const verdicts: Verdict[] = [];
  for (const [index, variant] of plan.variants.entries()) {
    post({
      kind: 'check-variant',
      index,
      count: plan.variants.length,
      timeLimitS: plan.timeLimitS,
      ifStuck: overallVerdict(plan, [...verdicts, judgeRun(plan, variant, stuckRun(plan, index))]),
    });
    const run = await runVariant(
      {
        check: job.check,
        timeLimitS: job.timeLimitS,
        variant: index,
        code: job.code,
        library: job.library,
      },
      start,
    );
    const verdict = judgeRun(plan, variant, run);
    verdicts.push(verdict);
  }
  post({ kind: 'verdict', verdict: overallVerdict(plan, verdicts) });
}
