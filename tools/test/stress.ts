// `npm run test:stress [-- <runs>] [-- --beside-suite]`: the browser suite, run after run, with
// the machine busy beside it: one core kept busy by a loop, or (--beside-suite) a second copy
// of the suite running all the time. Proves that the browser tests judge behaviour, not the
// clock. Needs a build (`npm run build`).
import { spawn, type ChildProcess } from 'node:child_process';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 5);
const besideSuite = args.includes('--beside-suite');

const e2e = (quiet: boolean): ChildProcess =>
  spawn('npm', ['run', '--silent', 'test:e2e'], {
    stdio: quiet ? 'ignore' : ['ignore', 'pipe', 'pipe'],
  });

/** What keeps the machine busy beside the measured runs, until `stop` is called. */
function startLoad(): { stop: () => void; description: string } {
  if (!besideSuite) {
    const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    return { stop: () => loop.kill(), description: 'one core kept busy by a loop' };
  }
  let stopped = false;
  let copy: ChildProcess;
  const again = () => {
    if (stopped) return;
    copy = e2e(true);
    copy.on('close', again);
  };
  again();
  return {
    stop: () => {
      stopped = true;
      copy.kill();
    },
    description: 'a second copy of the browser suite running all the time',
  };
}

const load = startLoad();
console.log(`Browser suite, ${runs} runs, with ${load.description}.`);
const results: { ok: boolean; seconds: number; failures: string[] }[] = [];
try {
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const child = e2e(false);
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number>((done) => child.on('close', (c) => done(c ?? 1)));
    const failures = [...output.matchAll(/^\s*not ok \d+ - (.*)$/gm)].map((match) => match[1]!);
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
