import assert from 'node:assert/strict';
import { test } from 'node:test';
import { emptyRunResult, type RunResult } from '../../../simulator/runtime/types.ts';
import type { PythonBlock } from '../../../guide/code-blocks.ts';
import { parseRunSpec } from '../../../guide/fence-meta.ts';
import { ASSERTIONS } from './index.ts';
import { pageAssertions } from './pages.ts';

function result(overrides: Partial<RunResult>): RunResult {
  return emptyRunResult({ stop: 'budget', simTimeUs: 60_000_000, wallMs: 1, ...overrides });
}

const straightPath = (cm: number) =>
  Array.from({ length: 11 }, (_, i) => ({
    timeUs: i * 100_000,
    x: 0,
    y: (cm * i) / 10,
    heading: 0,
  }));

test('no-collision passes a run that drives without contact', () => {
  const r = result({ path: straightPath(150), finalPose: { x: 0, y: 150, heading: 0 } });
  assert.deepEqual(ASSERTIONS['no-collision'].check(r), []);
});

test('no-collision names the time and place of a contact', () => {
  const r = result({
    path: straightPath(150),
    finalPose: { x: 0, y: 150, heading: 0 },
    contacts: [{ timeUs: 2_500_000, box: 4, pose: { x: 1, y: 29.4, heading: 7 } }],
  });
  assert.deepEqual(ASSERTIONS['no-collision'].check(r), [
    'touched box #4 at 2.50 s (robot at x=1.0 y=29.4 heading=7°)',
  ]);
});

test('no-collision fails a robot that stands still', () => {
  assert.deepEqual(ASSERTIONS['no-collision'].check(result({})), [
    'drove only 0 cm, expected at least 100 cm',
  ]);
});

test('calibration-changed needs a non-empty calibration after the run', () => {
  const check = ASSERTIONS['calibration-changed'].check;
  assert.deepEqual(check(result({ epilogueOutput: ['[]', '[(60, 0.98)]'] })), []);
  assert.equal(check(result({ epilogueOutput: ['[]', '[]'] })).length, 1);
});

const assertionsFor = (file: string, meta: string): string[] => {
  const block: PythonBlock = { file, fenceLine: 1, meta, code: '', output: null };
  return pageAssertions(block, parseRunSpec(meta).spec);
};

test('the examples pages get their assertions in every version', () => {
  assert.deepEqual(
    assertionsFor(
      'versioned_docs/version-1.0.0/examples/obstacle-avoidance.md',
      'world=arena budget=60',
    ),
    ['no-collision'],
  );
  assert.deepEqual(
    assertionsFor('docs/examples/obstacle-avoidance.md', 'world=arena budget=3'),
    [],
  );
  assert.deepEqual(assertionsFor('docs/examples/calibration-routine.md', 'press=a@1000'), [
    'calibration-changed',
  ]);
  assert.deepEqual(assertionsFor('docs/api/motor.md', 'world=arena budget=60'), []);
});
