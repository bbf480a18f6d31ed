// What the live values, the stage and the checks show as the sensor's reading is what the
// guide's library returns from ultrasonic() for the same gap, in every version.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadMicroPython } from '@maqueen/micropython';
import { measureDistance, sensorReadingCm } from '../core/ultrasonic.ts';
import { wallAhead } from '../checks/worlds.ts';
import { readPythonShims } from './python-files.ts';
import { createSession } from './session.ts';

/** Gap in cm → reading: halves go to the even neighbour, as MicroPython's round() takes them. */
const READINGS: [number, number][] = [
  [7.5, 8],
  [8.5, 8],
  [7.49, 7],
  [7.51, 8],
  [11.5, 12],
  [12.49, 12],
  [0.3, 0],
  [20, 20],
  [399.9, 400],
];

test('the reading of a gap is its echo in whole µs over 58, rounded half to even', () => {
  assert.deepEqual(
    READINGS.map(([cm]) => sensorReadingCm(cm)),
    READINGS.map(([, reading]) => reading),
  );
});

const LIBRARIES = ['docs', 'versioned_docs/version-2.0.2', 'versioned_docs/version-1.0.0'];

for (const folder of LIBRARIES) {
  test(`ultrasonic() of ${folder}'s library returns the reading for gaps around the halves`, async () => {
    const library = readFileSync(
      new URL(`../../${folder}/lib/maqueen.py`, import.meta.url),
      'utf8',
    );
    const gaps = [7.49, 7.5, 7.51, 8.5, 11.5, 12.49, 33.33];
    const read: number[] = [];
    const expected: number[] = [];
    for (const cm of gaps) {
      const world = wallAhead(cm);
      const session = await createSession(
        {
          code: 'from maqueen import *\nprint(ultrasonic())',
          library,
          world: 'empty',
          worldSpec: world,
          budgetMs: 1000,
          presses: [],
        },
        { files: readPythonShims(), load: loadMicroPython },
      );
      const result = session.run();
      read.push(Number(result.output[0]));
      expected.push(sensorReadingCm(measureDistance(world, world.start, 0)!));
    }
    assert.deepEqual(read, expected);
  });
}
