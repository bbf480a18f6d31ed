// Every German text of the board link in one catalogue. The site's components pass Docusaurus's
// `translate`; these modules only know the signature below, so they run under node:test.
// messages.test.ts checks that i18n/de/code.json says the same.

/** One German text: its `translate()` id and its German message, which is also the default. */
export interface LinkMessage {
  id: `site.boardLink.${string}`;
  message: string;
  description: string;
}

export type LinkValues = Readonly<Record<string, string | number>>;

export type LinkTranslate = (message: LinkMessage, values?: LinkValues) => string;

const m = (id: string, message: string, description: string): LinkMessage => ({
  id: `site.boardLink.${id}`,
  message,
  description,
});

export const LINK_MESSAGES = {
  connecting: m('status.connecting', 'Verbinde …', 'Status: connecting to the micro:bit'),
  copyingLibrary: m(
    'status.copyingLibrary',
    'Kopiere maqueen.py ({version}) …',
    'Status: the version’s library is being copied to the board',
  ),
  libraryPresent: m(
    'status.libraryPresent',
    'maqueen.py ({version}) ist schon auf dem micro:bit.',
    'Status: the board already holds this version’s library',
  ),
  copyingProgram: m(
    'status.copyingProgram',
    'Kopiere main.py …',
    'Status: main.py is being copied',
  ),
  starting: m(
    'status.starting',
    'Starte main.py …',
    'Status: the board is soft-reset so main.py runs',
  ),
  running: m('status.running', 'Läuft auf dem micro:bit', 'Status: main.py runs on the board'),
  stopping: m('status.stopping', 'Stoppe …', 'Status: the program on the board is being stopped'),
  stopped: m(
    'status.stopped',
    'Gestoppt: Motoren aus, LEDs aus.',
    'Status: the program on the board was stopped and the robot made safe',
  ),
  timeout: m(
    'error.timeout',
    'Der micro:bit antwortet nicht. Ziehe das USB-Kabel kurz ab, stecke es wieder ein und versuche es noch einmal.',
    'The board did not answer in time',
  ),
  notMicroPython: m(
    'error.notMicroPython',
    'Auf dem micro:bit läuft kein MicroPython (zum Beispiel ein MakeCode-Programm). Spiele MicroPython einmal mit dem offiziellen Editor auf und drücke dann noch einmal auf den Knopf.',
    'The board does not answer as MicroPython',
  ),
  notMicrobit: m(
    'error.notMicrobit',
    'Dieses Gerät antwortet als MicroPython, ist aber kein micro:bit.',
    'MicroPython answers, but without the microbit module',
  ),
  boardV1: m(
    'error.boardV1',
    'Das ist ein micro:bit V1. Der Maqueen Plus V2 und diese Anleitung brauchen einen micro:bit V2.',
    'The board is a micro:bit V1',
  ),
  garbage: m(
    'error.garbage',
    'Der micro:bit schickt unverständliche Antworten. Ziehe das USB-Kabel kurz ab, stecke es wieder ein und versuche es noch einmal.',
    'The board answered with something the protocol does not allow',
  ),
  tooBig: m(
    'error.tooBig',
    'Das passt nicht auf den micro:bit: Bibliothek und Programm brauchen {needed} Bytes, frei sind nur {free} Bytes. Es wurde nichts geschrieben.',
    'The files do not fit the board’s file system; refused before writing',
  ),
  fsFull: m(
    'error.fsFull',
    'Der Speicher des micro:bit ist voll.',
    'The board reported its file system full while writing',
  ),
  verifyFailed: m(
    'error.verifyFailed',
    '{file} kam nicht unverändert auf dem micro:bit an.',
    'A file read back from the board differs from what was sent',
  ),
  disconnected: m(
    'error.disconnected',
    'Die Verbindung ist abgebrochen.',
    'The USB connection was lost',
  ),
  boardNow: m(
    'boardNow',
    'Auf dem micro:bit ist jetzt: {files}.',
    'After a failure: what the board holds now',
  ),
  fileComplete: m('file.complete', '{file} vollständig', 'A file on the board is complete'),
  fileLibraryComplete: m(
    'file.libraryComplete',
    'maqueen.py ({version}) vollständig',
    'The library on the board is complete, with its version',
  ),
  fileIncomplete: m(
    'file.incomplete',
    '{file} unvollständig',
    'A file on the board was cut off mid-transfer',
  ),
  fileUnknown: m(
    'file.unknown',
    '{file} unbekannt',
    'Whether a file on the board is complete cannot be said',
  ),
  tryAgain: m(
    'tryAgain',
    'Schließe den micro:bit wieder an und übertrage noch einmal.',
    'After a cut transfer: what to do',
  ),
} satisfies Record<string, LinkMessage>;

/**
 * The German default with its `{name}` placeholders filled in: what `translate` returns on this
 * German-only site.
 */
export const germanLink: LinkTranslate = (message, values = {}) =>
  message.message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
