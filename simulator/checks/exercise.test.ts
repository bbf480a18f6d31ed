import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CHECKS } from './catalog.ts';
import { judgeVariant, overallVerdict, planCheck, variantJob } from './exercise.ts';
import { runThrough } from './fake-run.ts';
import type { CheckRun } from './types.ts';

const idleRun = (extra: Partial<CheckRun> = {}): CheckRun =>
  runThrough([{ x: 0, y: 0, heading: 0 }], extra);

test('every check in the catalog that reads a sensor has at least three variants', () => {
  for (const check of Object.values(CHECKS)) {
    const { params, problems } = check.parse({});
    assert.deepEqual(problems, [], check.name);
    const variants = check.variants(params);
    assert.ok(variants.length >= (check.readsSensors ? 3 : 1), check.name);
    assert.equal(new Set(variants.map((v) => v.label)).size, variants.length, check.name);
  }
});

test('a plan reads parameters, takes the block budget over the check default and names problems', () => {
  const { plan, problems } = planCheck({ name: 'stop-at-wall', params: { min: '5' } }, 9);
  assert.deepEqual(problems, []);
  assert.equal(plan?.budgetS, 9);
  assert.deepEqual(plan?.params, { min: 5, max: 12 });
  assert.equal(planCheck({ name: 'stop-at-wall', params: {} }).plan?.budgetS, 15);
  assert.deepEqual(planCheck({ name: 'stop-at-wall', params: { min: 'x', far: '1' } }).problems, [
    'check "stop-at-wall": min="x" must be a number from 2 to 100',
    'check "stop-at-wall": unknown parameter "far" (known: min, max)',
  ]);
  assert.match(planCheck({ name: 'fly', params: {} }).problems[0]!, /^unknown check "fly"/);
});

test('a variant job runs the code on the variant world without a bus trace', () => {
  const { plan } = planCheck({ name: 'stop-at-wall', params: {} });
  const job = variantJob(plan!, plan!.variants[1]!, 'pass', 'LIB');
  assert.equal(job.worldSpec, plan!.variants[1]!.world);
  assert.equal(job.budgetMs, 15_000);
  assert.equal(job.trace, false);
  assert.equal(job.code, 'pass');
});

test('a crash or a loop that never yields fails before the check is asked, in German', () => {
  const { plan } = planCheck({ name: 'back-to-start', params: {} });
  const variant = plan!.variants[0]!;
  const crashed = idleRun({
    stop: 'error',
    error: {
      type: 'NameError',
      summary: "NameError: name 'motr_run' isn't defined",
      line: 4,
      traceback: '',
    },
  });
  assert.deepEqual(judgeVariant(plan!, variant, crashed), {
    passed: false,
    message:
      "Dein Programm ist in Zeile 4 mit einem Fehler abgebrochen: NameError: name 'motr_run' isn't defined",
  });
  assert.match(
    (judgeVariant(plan!, variant, idleRun({ stop: 'wall-timeout' })) as { message: string })
      .message,
    /sleep\(\)/,
  );
});

test('the overall verdict names the first failing variant, counted for the reader', () => {
  const { plan } = planCheck({ name: 'stop-at-wall', params: {} });
  assert.deepEqual(overallVerdict(plan!, [{ passed: true }, { passed: true }, { passed: true }]), {
    passed: true,
  });
  assert.deepEqual(
    overallVerdict(plan!, [
      { passed: true },
      { passed: false, message: 'Zu weit.' },
      { passed: false, message: 'x' },
    ]),
    { passed: false, message: 'Aufbau 2 von 3 (Wand 70 cm vor dem Roboter): Zu weit.' },
  );
});
