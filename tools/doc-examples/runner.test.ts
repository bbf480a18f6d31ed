import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runDocExamples } from './runner.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const fixture = join(here, 'fixtures', 'three-failures');

test('a wrong claim, a crash and an operation that never ends give exactly three precise failures', async () => {
  const [report] = await runDocExamples({
    repoRoot,
    versions: [
      { label: 'fixture', docsDir: fixture, libraryFile: join(fixture, 'lib', 'maqueen.py') },
    ],
    wallTimeoutMs: 4000,
  });
  const expected = JSON.parse(readFileSync(join(fixture, 'expected-failures.json'), 'utf8'));
  assert.deepEqual(report.failures, expected);
  assert.equal(report.blocks, 6);
  assert.equal(report.ran, 5);
  assert.equal(report.claimsChecked, 4);
  assert.deepEqual(report.optedOut, [
    {
      where: 'tools/doc-examples/fixtures/three-failures/page.md:53',
      reason: 'Nur ein Ausschnitt',
    },
  ]);
});

test('the blocks run on the micro:bit’s firmware: MicroPython 1.18', async () => {
  const [report] = await runDocExamples({
    repoRoot,
    versions: [
      {
        label: 'fixture',
        docsDir: join(here, 'fixtures', 'engine'),
        libraryFile: join(fixture, 'lib', 'maqueen.py'),
      },
    ],
  });
  assert.deepEqual(report.failures, []);
  assert.equal(report.claimsChecked, 1);
});

test('exercises: a proven one counts; a gap, an unknown check, a reused id, a starter that passes and a solution that ignores the sensor each fail precisely', async () => {
  const exercises = join(here, 'fixtures', 'exercises');
  const [report] = await runDocExamples({
    repoRoot,
    versions: [
      {
        label: 'fixture',
        docsDir: exercises,
        libraryFile: join(repoRoot, 'docs', 'lib', 'maqueen.py'),
      },
    ],
  });
  // The catalog grows; the message's list of known checks is not what this test is about.
  const known = (failures: string[]) =>
    failures.map((f) => f.replace(/\(known: [^)]*\)/, '(known: …)'));
  const expected = JSON.parse(readFileSync(join(exercises, 'expected-failures.json'), 'utf8'));
  assert.deepEqual(known(report.failures), known(expected));
  assert.deepEqual(report.exercises, {
    count: 3,
    checks: 3,
    variants: 5,
    solutionsPassing: 2,
    startersFailing: 2,
  });
  assert.equal(report.ran, 0, 'exercise blocks are proven by their checks, not run as examples');
});
