// The German texts of a runnable block before its player is there: the button under every
// block (in the page's own bundle, so this catalogue stays small) and what shows while the
// player loads or when it cannot.
import { defineMessages } from './messages.ts';

export const RUNNABLE_MESSAGES = defineMessages('site.playground', (m) => ({
  open: m(
    'open',
    'Im Simulator ausprobieren',
    'Button under every runnable code block: opens the simulator with an editable copy',
  ),
  edited: m(
    'edited',
    'Du hast diesen Code geändert. Deine Fassung ist in diesem Browser gespeichert; der Simulator zeigt sie, „Zurücksetzen“ holt dieses Original zurück.',
    'Note under a runnable block whose code the reader changed',
  ),
  loading: m('loading', 'Der Simulator wird geladen …', 'While the simulator loads'),
  libraryFailed: m(
    'libraryFailed',
    'Die Bibliothek maqueen.py ließ sich nicht laden. Prüfe die Verbindung und lade die Seite neu.',
    'The version’s maqueen.py could not be fetched',
  ),
}));
