// Register-level tests of every documented version's maqueen.py, run on the simulator.
// Data-driven: each case in cases.json runs against every version it names by label
// (default: all), so the tests follow whatever each version's library file currently is.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Pose } from '../../simulator/core/geometry.ts';
import type { WorldSpec } from '../../simulator/core/world.ts';
import { runExamples } from '../../tools/doc-examples/lanes.ts';
import { compareOutput } from '../../tools/doc-examples/output-block.ts';
import { appliesTo, LIBRARIES, repoRoot } from './libraries.ts';

interface MotorState {
  direction: number;
  speed: number;
}

interface LibraryCase {
  name: string;
  versions?: string[];
  world?: string;
  worldSpec?: WorldSpec;
  startPose?: Pose;
  code: string;
  /** Exact I2C writes to 0x10 the code makes (after `from maqueen import *`). */
  writes?: number[][];
  motors?: { left: MotorState; right: MotorState };
  redLeds?: { left: boolean; right: boolean };
  pixels?: [number, number, number][];
  /** Printed lines; `30 ± 1` and `...` as in the guide's output blocks. */
  output?: string[];
  /** Last line of the traceback the program ends with, e.g. `ValueError: Unbekannter Motor: 3. …`. */
  error?: string;
}

const cases = JSON.parse(
  readFileSync(join(repoRoot, 'tests', 'library', 'cases.json'), 'utf8'),
) as LibraryCase[];

const runs = cases.flatMap((c) =>
  LIBRARIES.filter((v) => appliesTo(c.versions, v)).map((v) => ({ c, v })),
);
const results = await runExamples(runs, 2, ({ c, v }) => ({
  prelude: 'from maqueen import *\nfrom microbit import *\nimport maqueen',
  code: c.code,
  library: v.source,
  world: c.world ?? 'empty',
  ...(c.startPose ? { startPose: c.startPose } : {}),
  ...(c.worldSpec ? { worldSpec: c.worldSpec } : {}),
  budgetMs: 5000,
  presses: [],
  wallTimeoutMs: 30_000,
}));

runs.forEach(({ c, v }, i) => {
  test(`${v.version.label}: ${c.name}`, () => {
    const r = results[i];
    assert.equal(r.error?.summary ?? null, c.error ?? null, r.error?.traceback);
    assert.equal(r.stop, c.error ? 'error' : 'finished');
    if (c.writes) {
      const writes = r.trace
        .filter((t) => t.kind === 'i2c-write' && t.target === 0x10)
        .map((t) => t.bytes);
      assert.deepEqual(writes, c.writes);
    }
    if (c.motors) assert.deepEqual(r.finalState?.motors, c.motors);
    if (c.redLeds) assert.deepEqual(r.finalState?.redLeds, c.redLeds);
    if (c.pixels) {
      assert.deepEqual(
        r.finalState?.pixels.map((p) => [p.r, p.g, p.b]),
        c.pixels,
      );
    }
    if (c.output) {
      const mismatch = compareOutput(c.output, r.output);
      assert.equal(mismatch, null, `printed ${JSON.stringify(r.output)}`);
    }
  });
});
