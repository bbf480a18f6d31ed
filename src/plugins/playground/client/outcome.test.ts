import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { SimState } from '../../../../simulator/core/state.ts';
import { germanDefault } from './messages.ts';
import { statusText } from './outcome.ts';
import { crashWording, ENGINE_MESSAGES } from './worker-engine.ts';
import type { RunSnapshot } from './runController.ts';

const text = (snapshot: Partial<Pick<RunSnapshot, 'status' | 'end' | 'state'>>) =>
  statusText({ status: 'done', end: null, state: null, ...snapshot }, 20, germanDefault);

const ended = (stop: 'finished' | 'budget' | 'hard-stop' | 'wall-timeout', simTimeUs = 0) => ({
  kind: 'ended' as const,
  stop,
  error: null,
  simTimeUs,
  log: [],
});

const cases: [string, Partial<Pick<RunSnapshot, 'status' | 'end' | 'state'>>, string][] = [
  ['idle', { status: 'idle' }, 'Bereit: Drücke Start.'],
  ['starting', { status: 'starting' }, 'MicroPython startet …'],
  ['running', { status: 'running' }, 'Das Programm läuft.'],
  ['paused', { status: 'paused', state: { timeUs: 2_345_000 } as SimState }, 'Pausiert bei 2,3 s.'],
  ['stopped', { end: { kind: 'stopped' } }, 'Gestoppt.'],
  ['finished', { end: ended('finished', 4_060_000) }, 'Das Programm ist nach 4,1 s zu Ende.'],
  [
    'budget',
    { end: ended('budget') },
    'Nach 20 s angehalten: So lange darf dieses Beispiel laufen.',
  ],
  [
    'hard-stop',
    { end: ended('hard-stop') },
    'Nach 20 s abgebrochen: Das Programm hat auf das Anhalten nicht reagiert.',
  ],
  [
    'wall-timeout',
    { end: ended('wall-timeout') },
    'Abgebrochen: Das Programm hat zu lange nichts mit dem Roboter gemacht. Fehlt in einer Schleife ein sleep?',
  ],
  [
    'error',
    {
      status: 'error',
      end: {
        kind: 'ended',
        stop: 'error',
        error: { type: 'NameError', summary: '', line: 1, traceback: '' },
        simTimeUs: 0,
        log: [],
      },
    },
    'Das Programm ist mit einem Fehler stehen geblieben.',
  ],
  [
    'crash',
    { status: 'error', end: { kind: 'crash', message: 'kein WebAssembly' } },
    'Der Simulator ist ausgefallen: kein WebAssembly',
  ],
  [
    'no connection',
    { status: 'error', end: { kind: 'crash', message: ENGINE_MESSAGES.notLoaded } },
    'Der Simulator ließ sich nicht laden: Die Verbindung zum Internet ist unterbrochen oder zu langsam. Prüfe sie und drücke dann noch einmal Start.',
  ],
];

for (const [name, snapshot, german] of cases) {
  test(`status line: ${name}`, () => assert.equal(text(snapshot), german));
}

test('a fetch or module load that failed in any browser is the connection, anything else is said as it is', () => {
  for (const message of [
    'Failed to fetch',
    'NetworkError when attempting to fetch resource.',
    'Load failed',
    'Failed to load module script',
    'Importing a module script failed.',
  ])
    assert.equal(crashWording(message), ENGINE_MESSAGES.notLoaded, message);
  assert.equal(crashWording('kein WebAssembly'), 'kein WebAssembly');
});
