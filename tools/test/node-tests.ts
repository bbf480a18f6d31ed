// Finds `*.test.ts` files and runs them with Node's test runner (through tsx): a process per
// file (isolated, for tests that start servers and browsers), or all files of a folder in one
// process (fast, for unit tests that share nothing), two processes at a time on our 2 cores.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const IMPORT_ALL = join(dirname(fileURLToPath(import.meta.url)), 'import-all.ts');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git']);
/** Processes at a time: one per core of the machines CI runs on. */
export const LANES = 2;

export function findTests(root: string): string[] {
  // A single test file may be named instead of a folder.
  if (!statSync(root).isDirectory()) return root.endsWith('.test.ts') ? [root] : [];
  return readdirSync(root)
    .flatMap((name) => {
      if (SKIP.has(name)) return [];
      const path = join(root, name);
      if (statSync(path).isDirectory()) return findTests(path);
      return name.endsWith('.test.ts') ? [path] : [];
    })
    .sort();
}

/** Exit code of a child process; a signal counts as failure. */
function finished(child: ReturnType<typeof spawn>): Promise<number> {
  return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
}

/**
 * Runs every file in a process of its own, `LANES` at a time, output straight to ours. Async,
 * so a server this process holds (the browser suite's site) keeps answering meanwhile.
 */
export function runEachInOwnProcess(files: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--test', `--test-concurrency=${LANES}`, ...files],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  return finished(child);
}

/**
 * Runs each group's files together in one process (no start-up cost per file), `LANES` groups
 * at a time. A group's report is printed whole once it ends, so two lanes never interleave.
 */
export async function runGroupsTogether(groups: string[][]): Promise<number> {
  const queue = groups.filter((files) => files.length > 0);
  let failed = 0;
  const lane = async () => {
    for (let files = queue.shift(); files; files = queue.shift()) {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--test-reporter=spec', IMPORT_ALL, ...files],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      );
      let report = '';
      child.stdout?.on('data', (chunk: Buffer) => (report += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (report += chunk.toString()));
      const code = await finished(child);
      process.stdout.write(
        `\n── ${files.length} test file(s): ${files[0]}${files.length > 1 ? ' …' : ''}\n${report}`,
      );
      if (code !== 0) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: LANES }, lane));
  return failed === 0 ? 0 : 1;
}
