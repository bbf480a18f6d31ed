// Real runs through the pipeline Prüfen uses: a fixed correction fits one robot at most;
// measuring with the compass while standing fits all; and with blind=1 the last drive must go
// without measuring.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { loadFirmwareWasm } from '../firmware/node.ts';
import { firmwareSessions } from '../firmware/session.ts';
import { messageOf } from './fake-run.ts';
import { planOf, runVariant } from './run-variant.ts';
import { judgeRun } from './verdict.ts';

const library = readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8');
const start = firmwareSessions(await loadFirmwareWasm());

async function verdicts(code: string, params: Record<string, string> = {}) {
  const check = { name: 'drive-straight-any', params };
  const plan = planOf({ check });
  const out = [];
  for (const [variant, setupOf] of plan.variants.entries()) {
    const run = await runVariant({ check, variant, code, library }, start);
    out.push(messageOf(judgeRun(plan, setupOf, run)));
  }
  return out;
}

const STEERING = `from microbit import *
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
`;

test('drive-straight-any fails a program that never reads the compass', async () => {
  const blind = await verdicts(`from microbit import *
from maqueen import *
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
`);
  assert.match(blind[0]!, /^Dein Programm hat den Kompass nicht benutzt/);
});

test('drive-straight-any fails a fixed calibration on the robots it does not fit', async () => {
  const fixed = await verdicts(`from microbit import *
from maqueen import *
start = mq_heading()  # measured, but never used
motor_calibration(Motor.LEFT, [(150, 0.965)])
motor_run(Motor.ALL, 150)
sleep(4500)
motor_stop()
`);
  assert.equal(fixed.filter((v) => v === 'passed').length, 1);
  assert.match(fixed[0]!, /^Der Roboter steht \d+(,\d+)? cm rechts neben der geraden Linie/);
});

test('drive-straight-any passes steering by the compass, measured while standing', async () => {
  assert.deepEqual(await verdicts(STEERING), ['passed', 'passed', 'passed']);
});

test('with blind=1 the same steering fails: it measures while its wheels still roll between hops', async () => {
  const blind = await verdicts(STEERING, { blind: '1' });
  assert.match(blind[0]!, /^Während der letzten Fahrt hat dein Programm \d+-mal Kompass/);
});
