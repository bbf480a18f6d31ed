// Worker-thread entry: runs the tasks it is sent one after another, each on a fresh interpreter
// and a fresh simulated robot: a guide example with its claims, or one setup of an exercise's
// check (the pipeline the player's Prüfen uses). The engine is the one the runner names in
// MAQUEEN_ENGINE: MicroPython 1.27 (default) or the board's firmware.
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { loadMicroPython } from '@maqueen/micropython';
import { runVariant } from '../../simulator/checks/run-variant.ts';
import { loadFirmwareWasm } from '../../simulator/firmware/node.ts';
import { firmwareSessions } from '../../simulator/firmware/session.ts';
import { readPythonShims } from '../../simulator/runtime/python-files.ts';
import { micropythonSessions } from '../../simulator/runtime/session.ts';
import { engineFromEnv } from './engine.ts';
import type { LaneTask } from './lanes.ts';
import { runJob } from './run-job.ts';

const start =
  engineFromEnv(process.env) === 'firmware'
    ? firmwareSessions(await loadFirmwareWasm())
    : micropythonSessions({ files: readPythonShims(), load: loadMicroPython });
const claimHelpers = readFileSync(new URL('./python/_claims.py', import.meta.url), 'utf8');

parentPort?.on('message', async (message: { id: number; task: LaneTask }) => {
  const { id, task } = message;
  try {
    const result =
      task.kind === 'example'
        ? await runJob(task.job, start, claimHelpers, (line) =>
            parentPort?.postMessage({ type: 'line', id, line }),
          )
        : await runVariant(task.job, start);
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
