// The one status line under the controls: what the player is doing, or how the last run ended.
import { defineMessages, formatSeconds, wordingText, type Translate } from './messages.ts';
import type { RunSnapshot } from './runController.ts';
import { ENGINE_MESSAGES } from './worker-engine.ts';

export const STATUS_MESSAGES = defineMessages('site.playground.status', (m) => ({
  idle: m('idle', 'Bereit: Drücke Start.', 'Status before the first run'),
  starting: m('starting', 'MicroPython startet …', 'Status while the runtime loads'),
  running: m('running', 'Das Programm läuft.', 'Status while the program runs'),
  paused: m('paused', 'Pausiert bei {time} s.', 'Status while paused, with the simulated time'),
  stopped: m('stopped', 'Gestoppt.', 'Status after the reader pressed Stopp'),
  finished: m('finished', 'Das Programm ist nach {time} s zu Ende.', 'The program ended by itself'),
  budget: m(
    'budget',
    'Nach {budget} s angehalten: So lange darf dieses Beispiel laufen.',
    'The program was stopped at the example’s time budget',
  ),
  hardStop: m(
    'hardStop',
    'Nach {budget} s abgebrochen: Das Programm hat auf das Anhalten nicht reagiert.',
    'The program ignored the stop at the budget and was cut off',
  ),
  wallTimeout: m(
    'wallTimeout',
    'Abgebrochen: Das Programm hat zu lange nichts mit dem Roboter gemacht. Fehlt in einer Schleife ein sleep?',
    'The program did not call the simulator for too long in real time',
  ),
  input: m(
    'input',
    'Angehalten: Das Programm hat mit input() auf eine Eingabe gewartet, die hier niemand tippen kann.',
    'The program waited in input() in a run where nobody can type (the player’s own runs can)',
  ),
  error: m(
    'error',
    'Das Programm ist mit einem Fehler stehen geblieben.',
    'The program raised an error',
  ),
  crash: m('crash', 'Der Simulator ist ausgefallen: {message}', 'The worker itself failed'),
}));

const S = STATUS_MESSAGES;

export function statusText(
  { status, end, state }: Pick<RunSnapshot, 'status' | 'end' | 'state'>,
  budgetS: number,
  t: Translate,
): string {
  if (status === 'idle') return t(S.idle);
  if (status === 'starting') return t(S.starting);
  if (status === 'running') return t(S.running);
  if (status === 'paused') return t(S.paused, { time: formatSeconds(state?.timeUs ?? 0) });
  if (end === null || end.kind === 'stopped') return t(S.stopped);
  // No connection is no failure of the simulator: said on its own, with what to do.
  if (end.kind === 'crash' && end.message === ENGINE_MESSAGES.notLoaded) return t(end.message);
  if (end.kind === 'crash') return t(S.crash, { message: wordingText(end.message, t) });
  if (status === 'error') return t(S.error);
  const budget = String(budgetS).replace('.', ',');
  switch (end.stop) {
    case 'finished':
      return t(S.finished, { time: formatSeconds(end.simTimeUs) });
    case 'budget':
      return t(S.budget, { budget });
    case 'hard-stop':
      return t(S.hardStop, { budget });
    case 'wall-timeout':
      return t(S.wallTimeout);
    case 'input':
      return t(S.input);
    case 'error':
      return t(S.error);
  }
}
