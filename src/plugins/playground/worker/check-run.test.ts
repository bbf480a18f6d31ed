// "Prüfen" as the worker runs it, here on the firmware compiled in Node, with Next's maqueen.py.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadFirmwareWasm } from '../../../../simulator/firmware/node.ts';
import { firmwareSessions } from '../../../../simulator/firmware/session.ts';
import type { CheckJob, FromWorker } from '../shared/protocol.ts';
import { runCheck } from './check-run.ts';

const library = readFileSync(new URL('../../../../docs/lib/maqueen.py', import.meta.url), 'utf8');
const start = loadFirmwareWasm().then(firmwareSessions);
const SQUARE = { name: 'back-to-start', params: { side: '30', tolerance: '10' } };
const WALL = { name: 'stop-at-wall', params: {} };
const HEAD = 'from microbit import *\nfrom maqueen import *\n';

async function check(code: string, call: CheckJob['check'] = SQUARE): Promise<FromWorker[]> {
  const messages: FromWorker[] = [];
  await runCheck({ code: HEAD + code, library, check: call }, await start, (m) => messages.push(m));
  return messages;
}

const verdictOf = (messages: FromWorker[]) => {
  const last = messages.at(-1);
  assert.equal(last?.kind, 'verdict');
  return last.kind === 'verdict' ? last.verdict : null;
};

const cases: { what: string; code: string; call?: CheckJob['check']; verdict: RegExp | true }[] = [
  {
    what: 'a square back to the start passes',
    code: `for seite in range(4):
    motor_run(Motor.ALL, 100)
    sleep(1800)
    motor_run(Motor.LEFT, 100)
    motor_run(Motor.RIGHT, 100, Direction.BACKWARD)
    sleep(450)
motor_stop()`,
    verdict: true,
  },
  {
    what: 'a program that does nothing hears what is missing',
    code: 'pass',
    verdict:
      /^Der Roboter ist nicht losgefahren: Dein Programm hat die Motoren nie eingeschaltet\./,
  },
  {
    what: 'a program that crashes hears the line and the error, not a traceback',
    code: 'motor_run(Motor.ALL, 100)\nsleep(500)\nfahre()',
    verdict: /^Dein Programm ist in Zeile 5 mit einem Fehler abgebrochen: NameError/,
  },
  {
    what: 'a check with variants names the one that failed',
    code: 'motor_run(Motor.ALL, 100)\nsleep(1000)\nmotor_stop()',
    call: WALL,
    verdict: /^Aufbau 1 von 3 \(Wand 45 cm vor dem Roboter\): /,
  },
  {
    what: 'a program that fails more than one setup hears of every one',
    code: 'motor_run(Motor.ALL, 100)\nsleep(1000)\nmotor_stop()',
    call: WALL,
    verdict: / Auch in Aufbau 2 und 3 klappt es noch nicht\.$/,
  },
  {
    what: 'a check this site does not know fails in German',
    code: 'pass',
    call: { name: 'fly-to-the-moon', params: {} },
    verdict: /^Diese Aufgabe lässt sich hier leider nicht prüfen\./,
  },
];

for (const { what, code, call, verdict } of cases) {
  test(what, async () => {
    const got = verdictOf(await check(code, call));
    if (verdict === true) assert.deepEqual(got, { passed: true });
    else {
      assert.equal(got?.passed, false);
      assert.match(got && !got.passed ? got.message : '', verdict);
    }
  });
}

test('each setup is announced with its time limit and what a stuck program would mean', async () => {
  const messages = await check(
    `while ultrasonic() > 10:
    motor_run(Motor.ALL, 60)
    sleep(20)
motor_stop()`,
    WALL,
  );
  const announced = messages.filter((m) => m.kind === 'check-variant');
  assert.deepEqual(
    announced.map((m) => [m.index, m.count, m.timeLimitS]),
    [
      [0, 3, 30],
      [1, 3, 30],
      [2, 3, 30],
    ],
  );
  assert.match(
    announced[1]!.ifStuck.passed ? '' : announced[1]!.ifStuck.message,
    /^Aufbau 2 von 3 \(Wand 70 cm vor dem Roboter\): Dein Programm hat gerechnet, ohne dem Roboter Zeit zu lassen\./,
  );
  assert.deepEqual(verdictOf(messages), { passed: true });
});

test("the starter's budget is every setup's time limit", async () => {
  const messages: FromWorker[] = [];
  await runCheck({ code: HEAD, library, check: SQUARE, timeLimitS: 3 }, await start, (m) =>
    messages.push(m),
  );
  assert.deepEqual(
    messages.filter((m) => m.kind === 'check-variant').map((m) => m.timeLimitS),
    [3],
  );
});

test('a failure judged at rest names the moment the replay stops at and runs every setup', async () => {
  const messages = await check('motor_run(Motor.ALL, 100)\nsleep(1000)\nmotor_stop()', WALL);
  assert.equal(messages.filter((m) => m.kind === 'check-variant').length, 3);
  const verdict = verdictOf(messages);
  assert.ok(verdict && !verdict.passed);
  assert.deepEqual(verdict.failed, [0, 1, 2]);
  // The program ends after 1 s; the robot coasts a little longer before it rests.
  assert.ok(verdict.atUs !== undefined && verdict.atUs > 1_000_000 && verdict.atUs < 2_000_000);
});
