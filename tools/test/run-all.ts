// `npm test`: every check of the project. The checks that need no build run two at a time (our
// machines have two cores), each printed whole when it ends; the browser tests come last, on
// the build, with their output as it happens. The first failure stops what has not started.
import { spawn } from 'node:child_process';

import { LANES } from './node-tests.ts';

/** npm scripts, longest first so the two lanes end together. */
const BEFORE_BROWSER = [
  'test:unit',
  'build',
  'typecheck',
  'test:examples',
  'test:checks',
  'lint',
  'format:check',
  'spell',
  'boundaries',
];
const BROWSER = 'test:e2e';

type Outcome = { script: string; code: number; seconds: number };

function runScript(script: string, streamed: boolean): Promise<Outcome & { output: string }> {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: streamed ? 'inherit' : ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((done) =>
    child.on('close', (code) =>
      done({ script, code: code ?? 1, seconds: (performance.now() - started) / 1000, output }),
    ),
  );
}

const header = ({ script, code, seconds }: Outcome) =>
  `\n── npm run ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`;

const outcomes: Outcome[] = [];
const queue = [...BEFORE_BROWSER];
const lane = async () => {
  for (let script = queue.shift(); script; script = queue.shift()) {
    const outcome = await runScript(script, false);
    process.stdout.write(`${header(outcome)}\n${outcome.output}`);
    outcomes.push(outcome);
    if (outcome.code !== 0) queue.length = 0;
  }
};
await Promise.all(Array.from({ length: LANES }, lane));
if (outcomes.every(({ code }) => code === 0)) {
  process.stdout.write(`\n── npm run ${BROWSER}\n`);
  const outcome = await runScript(BROWSER, true);
  process.stdout.write(`${header(outcome)}\n`);
  outcomes.push(outcome);
}

console.log('\nnpm test:');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.script}`,
  );
}
const failed = outcomes.filter(({ code }) => code !== 0);
const skipped = [...BEFORE_BROWSER, BROWSER].filter((s) => !outcomes.some((o) => o.script === s));
if (skipped.length > 0) console.log(`  not run after the failure: ${skipped.join(', ')}`);
process.exitCode = failed.length === 0 && skipped.length === 0 ? 0 : 1;
