// "Prüfen" inside the worker: the reader's code on every variant of the exercise's check, as
// fast as the simulator goes (no pacing, no drawing), judged by the same functions that prove
// the exercises in CI. Stops at the first variant that fails: its message is what the reader
// needs next.
import {
  checkRunOf,
  createRecorder,
  judgeVariant,
  overallVerdict,
  planCheck,
  variantJob,
  type CheckPlan,
} from '../../../../simulator/checks/exercise.ts';
import type { CheckRun, Variant, Verdict } from '../../../../simulator/checks/types.ts';
import { createSession, type SessionSetup } from '../../../../simulator/runtime/session.ts';
import type { CheckJob, FromWorker } from '../shared/protocol.ts';

/** Shown if a page names a check this site does not know (CI makes sure none does). */
const UNKNOWN_CHECK =
  'Diese Aufgabe lässt sich hier leider nicht prüfen. Lade die Seite neu und versuch es noch einmal.';

/** What a variant would have been, had the program never called the simulator again. */
function stuckRun(variant: Variant): CheckRun {
  return {
    stop: 'wall-timeout',
    error: null,
    output: [],
    simTimeUs: 0,
    path: [],
    contacts: [],
    finalPose: variant.startPose ?? variant.world.start,
    finalState: null,
    samples: [],
  };
}

async function judgeOne(
  plan: CheckPlan,
  variant: Variant,
  job: CheckJob,
  setup: SessionSetup,
): Promise<Verdict> {
  const recorder = createRecorder();
  const session = await createSession(variantJob(plan, variant, job.code, job.library), setup, {
    onFrame: recorder.onFrame,
    frameIntervalUs: recorder.frameIntervalUs,
  });
  return judgeVariant(plan, variant, checkRunOf(session.run(), recorder.samples));
}

export async function runCheck(
  job: CheckJob,
  setup: SessionSetup,
  post: (message: FromWorker) => void,
): Promise<void> {
  const { plan, problems } = planCheck(job.check, job.budgetS);
  if (!plan || problems.length > 0) {
    post({ kind: 'verdict', verdict: { passed: false, message: UNKNOWN_CHECK } });
    return;
  }
  const verdicts: Verdict[] = [];
  for (const [index, variant] of plan.variants.entries()) {
    post({
      kind: 'check-variant',
      index,
      count: plan.variants.length,
      budgetS: plan.budgetS,
      ifStuck: overallVerdict(plan, [...verdicts, judgeVariant(plan, variant, stuckRun(variant))]),
    });
    const verdict = await judgeOne(plan, variant, job, setup);
    verdicts.push(verdict);
    if (!verdict.passed) break;
  }
  post({ kind: 'verdict', verdict: overallVerdict(plan, verdicts) });
}
