// Runs every `*.test.ts` below the given folders, or the given test files, with Node's test
// runner (through tsx), so each test area can be started on its own and `npm test` stays one
// line per area.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git']);

function findTests(dir: string): string[] {
  // A single test file may be named instead of a folder.
  if (!statSync(dir).isDirectory()) return dir.endsWith('.test.ts') ? [dir] : [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return findTests(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const roots = process.argv.slice(2);
if (roots.length === 0) {
  console.error('Usage: run-node-tests <folder> [<folder> ...]');
  process.exit(2);
}
const files = roots.flatMap(findTests).sort();
if (files.length === 0) {
  console.error(`No *.test.ts files below ${roots.join(', ')}`);
  process.exit(1);
}
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=2', ...files],
  { stdio: 'inherit' },
);
process.exit(result.status ?? 1);
