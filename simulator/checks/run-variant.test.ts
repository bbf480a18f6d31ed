// The pipeline Prüfen uses (runVariant), on the firmware: how a run's end reaches the verdict.
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

test('a program that waits in input() fails Prüfen at the wait with its line, not at the time limit', async () => {
  const check = { name: 'stop-at-wall', params: {} };
  const plan = planOf({ check });
  const code = 'from maqueen import *\nziel = int(input("Abstand? "))\nmotor_run(Motor.ALL, 100)\n';
  const run = await runVariant({ check, variant: 0, code, library }, start);
  assert.equal(run.end, 'input');
  assert.ok(run.endedAtUs < 1_000_000, `ended after ${run.endedAtUs} µs of ${run.limitUs}`);
  assert.equal(
    messageOf(judgeRun(plan, plan.variants[0]!, run)),
    'Dein Programm wartet in Zeile 2 mit input() auf eine Eingabe. Beim Prüfen tippt niemand etwas ein: Lass input() für diese Aufgabe weg.',
  );
});
