// Real runs: a fixed correction fits one robot at most; measuring with the compass fits all.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadMicroPython } from '@micropython/micropython-webassembly-pyscript';
import { readPythonShims } from '../runtime/python-files.ts';
import { createSession } from '../runtime/session.ts';
import { driveStraightAny } from './drive-straight-any.ts';
import { checkRunOf, createRecorder, judgeVariant, planCheck, variantJob } from './exercise.ts';

const library = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');
const files = readPythonShims();

async function verdicts(code: string) {
  const { plan } = planCheck({ name: driveStraightAny.name, params: {} });
  const out = [];
  for (const variant of plan!.variants) {
    const recorder = createRecorder();
    const session = await createSession(
      variantJob(plan!, variant, code, library),
      { files, load: loadMicroPython },
      recorder,
    );
    out.push(judgeVariant(plan!, variant, checkRunOf(await session.run(), recorder.samples)));
  }
  return out;
}

test('drive-straight-any fails a fixed calibration on the robots it does not fit', async () => {
  const fixed = await verdicts(`from microbit import *
from maqueen import *
motor_calibration(Motor.LEFT, [(150, 0.965)])
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
`);
  assert.equal(fixed.filter((v) => v.passed).length, 1);
  const first = fixed[0]!;
  assert.match(
    first.passed ? '' : first.message,
    /^Der Roboter hat \d+ cm rechts neben der geraden Linie angehalten/,
  );
});

test('drive-straight-any passes steering by the compass, measured while standing', async () => {
  const steered = await verdicts(`from microbit import *
from maqueen import *
start = mq_heading()
lenken = 0
for etappe in range(12):
    abweichung = heading_diff(start, False)
    lenken = lenken + abweichung
    motor_run(Motor.LEFT, 150 - lenken - abweichung)
    motor_run(Motor.RIGHT, 150 + lenken + abweichung)
    sleep(400)
    motor_stop()
    sleep(100)
`);
  assert.deepEqual(steered, [{ passed: true }, { passed: true }, { passed: true }]);
});
