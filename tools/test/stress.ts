// `npm run test:stress [-- <runs>] [-- --beside-suite]`: the whole `npm test`, run after run,
// with the machine busy beside it: one core kept busy by a loop, or (--beside-suite) a second
// copy of the checks that need no build (unit tests, examples, exercise checks) running all the
// time; a second browser suite would read the build each run of `npm test` writes anew. Proves
// that the tests judge behaviour, not the clock.
import { spawn, type ChildProcess } from 'node:child_process';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const besideSuite = args.includes('--beside-suite');
/** What a second copy runs beside the measured runs, one after another. */
const BESIDE = ['test:unit', 'test:examples', 'test:checks'];

const npm = (args: string[], quiet: boolean): ChildProcess =>
  spawn('npm', args, { stdio: quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'] });

/** What keeps the machine busy beside the measured runs, until `stop` is called. */
function startLoad(): { stop: () => void; description: string } {
  if (!besideSuite) {
    const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    return { stop: () => loop.kill(), description: 'one core kept busy by a loop' };
  }
  let stopped = false;
  let copy: ChildProcess;
  let next = 0;
  const again = () => {
    if (stopped) return;
    copy = npm(['run', '--silent', BESIDE[next++ % BESIDE.length]!], true);
    copy.on('close', again);
  };
  again();
  return {
    stop: () => {
      stopped = true;
      copy.kill();
    },
    description: `a second copy of ${BESIDE.join(', ')} running all the time`,
  };
}

const load = startLoad();
console.log(`npm test, ${runs} runs, with ${load.description}.`);
const results: { ok: boolean; seconds: number; failures: string[] }[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const child = npm(['test'], false);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)));
    // The unit lane's spec reporter repeats its failures in a summary: each once.
    const failures = [
      ...new Set([
        ...[...output.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]!),
        ...[...output.matchAll(/^\s*✖ (.*?)(?: \(\d[\d.]*ms\))?$/gm)].map((match) => match[1]!),
        ...[...output.matchAll(/^── npm run (\S+): FAILED/gm)].map(
          (match) => `npm run ${match[1]}`,
        ),
      ]),
    ];
    const seconds = (performance.now() - started) / 1000;
    results.push({ ok: code === 0, seconds, failures });
    console.log(
      `run ${run}: ${code === 0 ? 'green' : 'RED'} in ${seconds.toFixed(0)} s${failures.length ? `: ${failures.join('; ')}` : ''}`,
    );
    if (code !== 0) console.log(output);
  }
} finally {
  load.stop();
}
const green = results.filter(({ ok }) => ok).length;
console.log(`\n${green} of ${runs} runs green.`);
process.exitCode = green === runs ? 0 : 1;
