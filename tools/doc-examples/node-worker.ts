// Worker-thread entry: runs the tasks it is sent one after another, each on a fresh start of the
// micro:bit's firmware and a fresh simulated robot: a guide example with its claims, or one
// setup of an exercise's check (the pipeline the player's Prüfen uses).
import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { runVariant } from '../../simulator/checks/run-variant.ts';
import { loadFirmwareWasm } from '../../simulator/firmware/node.ts';
import { firmwareSessions } from '../../simulator/firmware/session.ts';
import type { LaneTask } from './lanes.ts';
import { runJob } from './run-job.ts';

const start = firmwareSessions(await loadFirmwareWasm());
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
