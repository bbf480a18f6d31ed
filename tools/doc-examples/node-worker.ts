// Worker-thread entry: runs the jobs it is sent one after another, each on a fresh
// MicroPython instance and a fresh simulated robot.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { readPythonShims } from '../../simulator/runtime/python-files.ts';
import { runJob, type RunJob } from './run-job.ts';

const files = readPythonShims();
const claimHelpers = readFileSync(new URL('./python/_claims.py', import.meta.url), 'utf8');

parentPort?.on('message', async (message: { id: number; job: RunJob }) => {
  const { id, job } = message;
  try {
    const result = await runJob(job, { files, load: loadMicroPython }, claimHelpers, (line) =>
      parentPort?.postMessage({ type: 'line', id, line }),
    );
    parentPort?.postMessage({ type: 'done', id, result });
  } catch (error) {
    parentPort?.postMessage({
      type: 'failed',
      id,
      message: String((error as Error).stack ?? error),
    });
  }
});
parentPort?.postMessage({ type: 'ready' });
