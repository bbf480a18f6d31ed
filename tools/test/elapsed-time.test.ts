// The guard against tests that assert the wall clock: the fixtures show what it finds and what
// it lets pass; the last test holds every test of the project to it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import { findElapsedTime } from './elapsed-time.ts';

/** Code and the lines of the elapsed-time readings it holds. */
const FIXTURES: [string, string, number[]][] = [
  [
    'a start variable and a limit',
    'const started = Date.now();\nawait run();\nassert.ok(Date.now() - started < 5000);',
    [3],
  ],
  [
    'the best of passes measured with performance.now()',
    'const passes = [1, 2].map(() => {\n  const start = performance.now();\n  work();\n  return performance.now() - start;\n});\nassert.ok(Math.min(...passes) < 100);',
    [4],
  ],
  [
    'a start assigned later, read in parentheses',
    'let t0;\nt0 = globalThis.performance.now();\nconst ms = (performance.now() - t0) / 1000;',
    [3],
  ],
  [
    'process.hrtime with an earlier reading',
    'const t = process.hrtime();\nconst [s] = process.hrtime(t);',
    [2],
  ],
  [
    'process.hrtime.bigint()',
    'const a = process.hrtime.bigint();\nwork();\nassert.ok(process.hrtime.bigint() - a < 10n);',
    [3],
  ],
  ['two readings in a row', 'console.log(Date.now() - Date.now());', [1]],
  [
    'a reading used as data',
    'const now = Date.now();\nconst stale = now - RETRY_AFTER_MS - 1000;',
    [],
  ],
  ['a time in the future for a paused clock', 'await page.clock.pauseAt(Date.now() + 1000);', []],
  ['simulated time', 'assert.ok(result.simTimeUs / 1000 - startedMs < 300);', []],
  [
    'a difference of numbers that are not readings',
    'const start = 5;\nassert.ok(end - start < 3);',
    [],
  ],
];

for (const [name, code, lines] of FIXTURES) {
  test(`elapsed-time guard: ${name}`, () => {
    assert.deepEqual(
      findElapsedTime(code).map((finding) => finding.line),
      lines,
    );
  });
}

const ROOTS = ['simulator', 'src', 'tools', 'tests'];
const SKIP = new Set(['node_modules', 'build', '.docusaurus', 'static']);

/** Test code: every `*.test.ts(x)`, and everything in `tests/` (the browser tests' harness too). */
function testFiles(dir: string, underTests: boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path, underTests);
    const isCode = /\.tsx?$/.test(name) && !name.endsWith('.d.ts');
    return isCode && (underTests || /\.test\.tsx?$/.test(name)) ? [path] : [];
  });
}

test('no test of the project measures elapsed wall-clock time', () => {
  const files = ROOTS.flatMap((root) => testFiles(root, root === 'tests'));
  assert.ok(files.length > 100, `only ${files.length} test files found`);
  const found = files.flatMap((file) =>
    findElapsedTime(readFileSync(file, 'utf8'), file).map(
      ({ line, text }) => `${relative('.', file)}:${line}: ${text}`,
    ),
  );
  assert.deepEqual(found, [], 'Tests judge behaviour; timings belong in npm run bench.');
});
