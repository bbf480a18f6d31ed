import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { runDocExamples } from './runner.ts';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const fixture = join(here, 'fixtures', 'three-failures');

test('a wrong claim, a crash and an endless loop give exactly three precise failures', async () => {
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
      where: 'tools/doc-examples/fixtures/three-failures/page.md:55',
      reason: 'Nur ein Ausschnitt',
    },
  ]);
});
