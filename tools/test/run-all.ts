// `npm test`: every check of the project, on two lanes (our machines have two cores): one
// builds the site and then runs the browser tests on it, with their output as it happens; the
// other runs the checks that need no build one after another, each printed whole when it ends,
// and last the Algolia-mode browser tests, which make a build of their own (moved there to even
// out the lanes: the first one was a minute longer).
// (A third lane measured slower: the browser tests and the unit tests run two at a time
// already.) The first failure stops what has not started.
import { spawn } from 'node:child_process';

const BUILD = 'build';
const BROWSER = 'test:e2e';
/** npm scripts beside the build and the browser tests, longest first (but the last). */
const BESIDE = [
  'test:unit',
  'typecheck',
  'test:examples',
  'test:checks',
  'lint',
  'format:check',
  'spell',
  'boundaries',
  // After the others: by then the first lane's build is there for its server.
  'test:e2e:algolia',
];

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
let failedYet = false;

/** Runs `scripts` one after another until one fails (here or on the other lane). */
async function lane(scripts: readonly string[], streamed: (script: string) => boolean) {
  for (const script of scripts) {
    if (failedYet) return;
    if (streamed(script)) process.stdout.write(`\n── npm run ${script}\n`);
    const outcome = await runScript(script, streamed(script));
    process.stdout.write(`${header(outcome)}\n${outcome.output}`);
    outcomes.push(outcome);
    if (outcome.code !== 0) failedYet = true;
  }
}

const started = performance.now();
await Promise.all([
  lane([BUILD, BROWSER], (script) => script === BROWSER),
  lane(BESIDE, () => false),
]);

console.log('\nnpm test:');
for (const outcome of outcomes) {
  console.log(
    `  ${outcome.code === 0 ? 'ok  ' : 'FAIL'} ${outcome.seconds.toFixed(1).padStart(6)} s  ${outcome.script}`,
  );
}
const failed = outcomes.filter(({ code }) => code !== 0);
const skipped = [BUILD, BROWSER, ...BESIDE].filter((s) => !outcomes.some((o) => o.script === s));
if (skipped.length > 0) console.log(`  not run after the failure: ${skipped.join(', ')}`);
console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(10)} s  in all`);
process.exitCode = failed.length === 0 && skipped.length === 0 ? 0 : 1;
