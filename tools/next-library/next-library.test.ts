// Runs each case of cases.ts on the simulated robot against the Next library (docs/lib).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { runInWorker } from '../../simulator/runtime/run-in-worker.ts';
import { CASES } from './cases.ts';

const MOTOR_CONTROLLER = 0x10;
const here = dirname(fileURLToPath(import.meta.url));
const library = readFileSync(join(here, '../../docs/lib/maqueen.py'), 'utf8');

describe('Next library on the simulated robot', () => {
  for (const item of CASES) {
    test(item.name, async () => {
      const result = await runInWorker({
        code: `from maqueen import *\nimport maqueen\n${item.code}\n`,
        library,
        world: item.world ?? 'empty',
        budgetMs: 5000,
        presses: [],
        wallTimeoutMs: 30_000,
      });
      assert.equal(result.error?.summary ?? null, item.error ?? null);
      if (item.writes) {
        const writes = result.trace
          .filter((entry) => entry.kind === 'i2c-write' && entry.target === MOTOR_CONTROLLER)
          .map((entry) => entry.bytes);
        assert.deepEqual(writes, item.writes);
      }
      if (item.printed) assert.deepEqual(result.output, item.printed);
    });
  }
});
