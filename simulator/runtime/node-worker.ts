// Worker-thread entry: one MicroPython instance, one job, then the thread ends.
// (Two MicroPython instances in one JS realm break each other, hence a thread per run.)
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { parentPort, workerData } from 'node:worker_threads';
import { readPythonShims } from './python-files.ts';
import { runSession } from './session.ts';
import type { RunJob } from './types.ts';

const job = workerData as RunJob;
const result = await runSession(job, readPythonShims(), loadMicroPython, (line) =>
  parentPort?.postMessage({ type: 'line', line }),
);
parentPort?.postMessage({ type: 'done', result });
