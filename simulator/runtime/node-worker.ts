// Worker-thread entry: runs the jobs it is sent one after another, each on a fresh
// MicroPython instance and a fresh simulated robot.
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { parentPort } from 'node:worker_threads';
import { readPythonShims } from './python-files.ts';
import { runSession } from './session.ts';
import type { RunJob } from './types.ts';

const shims = readPythonShims();

parentPort?.on('message', async (message: { id: number; job: RunJob }) => {
  const { id, job } = message;
  try {
    const result = await runSession(job, shims, loadMicroPython, (line) =>
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
