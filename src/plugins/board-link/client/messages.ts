// Every German text of the board link in one catalogue, made with the player's helper
// (playground/client/messages.ts), so one test holds it equal to i18n/de/code.json and the
// browser bundle drops it from every page's first load like the player's texts.
import { defineMessages } from '../../playground/client/messages.ts';

export const LINK_MESSAGES = defineMessages('site.boardLink', (m) => ({
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
  preparingFlash: m(
    'status.preparingFlash',
    'Lade MicroPython …',
    'Status: the firmware release hex is being fetched before a flash',
  ),
  flashing: m(
    'status.flashing',
    'Spiele MicroPython {release}, maqueen.py ({version}) und main.py auf. Zieh das Kabel nicht ab …',
    'Status: the firmware with the library and the program is being flashed',
  ),
  stopping: m('status.stopping', 'Stoppe …', 'Status: the program on the board is being stopped'),
  stopped: m(
    'status.stopped',
    'Gestoppt: Motoren aus, LEDs aus.',
    'Status: the program on the board was stopped and the robot made safe',
  ),
  replacingLibrary: m(
    'status.replacingLibrary',
    'Auf dem micro:bit ist maqueen.py ({old}). Kopiere maqueen.py ({version}) …',
    'Status: the board holds another version’s library, which is being replaced',
  ),
  onBoard: m(
    'status.onBoard',
    'Auf dem micro:bit: maqueen.py ({version}) und dein main.py.',
    'After a transfer: what the board holds now',
  ),
  paused: m(
    'status.paused',
    'Die Verbindung ruht, solange diese Seite im Hintergrund ist.',
    'Status: the connection library pauses the connection while the tab is hidden',
  ),
  noDeviceChosen: m(
    'status.noDeviceChosen',
    'Kein micro:bit ausgewählt. Steck ihn mit dem USB-Kabel an, drück noch einmal auf den Knopf und wähle ihn in der Liste des Browsers aus. Erscheint er dort nicht, nimm ein anderes Kabel: Manche USB-Kabel laden nur und übertragen keine Daten.',
    'The reader closed the browser’s device chooser without picking a board',
  ),
  deviceInUse: m(
    'error.deviceInUse',
    'Der micro:bit ist schon mit einem anderen Tab oder Programm verbunden. Schließe die Verbindung dort und versuche es noch einmal.',
    'The USB interface is claimed by another tab or program',
  ),
  firmwareUpdate: m(
    'error.firmwareUpdate',
    'Die USB-Firmware dieses micro:bit ist zu alt für die Verbindung aus dem Browser. Aktualisiere sie (Anleitung auf microbit.org) und versuche es noch einmal.',
    'The board lacks the CMSIS-DAP interface: its DAPLink firmware is too old',
  ),
  busy: m(
    'error.busy',
    'Auf dieser Seite spricht gerade ein anderer Player mit dem micro:bit. Warte, bis er fertig ist.',
    'Another player on the page is transferring or stopping',
  ),
  firmwareMissing: m(
    'error.firmwareMissing',
    'MicroPython ließ sich nicht laden. Prüfe die Internetverbindung und versuche es noch einmal.',
    'The firmware release hex failed to load before a flash',
  ),
  loadFailed: m(
    'error.loadFailed',
    'Die Übertragung ließ sich nicht laden. Prüfe die Internetverbindung und lade die Seite neu.',
    'The chunk with the link’s code failed to load',
  ),
  heading: m('ui.heading', 'Echter micro:bit', 'Heading of the player’s board-link panel'),
  transfer: m(
    'ui.transfer',
    'Auf den micro:bit übertragen',
    'Button: send the editor’s code and the version’s library to a micro:bit over USB',
  ),
  flash: m(
    'ui.flash',
    'MicroPython und Programm aufspielen',
    'Button: flash the MicroPython firmware with the library and the program onto a board without MicroPython',
  ),
  flashProgress: m(
    'ui.flashProgress',
    'Fortschritt beim Aufspielen',
    'Accessible name of the flash progress bar',
  ),
  stop: m(
    'ui.stop',
    'Stopp auf dem micro:bit',
    'Button: stop the program on the board and switch motors and LEDs off',
  ),
  console: m('ui.console', 'Ausgabe vom micro:bit', 'Heading of the board’s serial output'),
  consoleNote: m(
    'ui.consoleNote',
    'Hier erscheint, was das Programm auf dem micro:bit mit print() ausgibt, solange das USB-Kabel steckt. Knöpfe und Sensoren bleiben am Roboter.',
    'Under the board’s console heading',
  ),
  noUsb: m(
    'ui.noUsb',
    'Dieser Browser kann nicht über USB mit dem micro:bit sprechen; das können Chrome und Edge auf einem Computer.',
    'Without WebUSB (Firefox, Safari, iPad): why there is no direct transfer',
  ),
  downloadMain: m(
    'ui.downloadMain',
    'main.py herunterladen',
    'Fallback: download the editor’s code',
  ),
  downloadLibrary: m(
    'ui.downloadLibrary',
    'maqueen.py herunterladen',
    'Fallback: download the version’s library file',
  ),
  editorStep1: m(
    'ui.editorStep1',
    'Lade main.py und maqueen.py herunter.',
    'Fallback steps for the official editor, step 1',
  ),
  editorStep2: m(
    'ui.editorStep2',
    'Öffne python.microbit.org und zieh beide Dateien in den Editor: main.py ersetzt den Hauptcode, maqueen.py kommt als Datei dazu.',
    'Fallback steps for the official editor, step 2',
  ),
  editorStep3: m(
    'ui.editorStep3',
    'Am Computer: Klicke auf „Speichern“ und zieh die .hex-Datei auf das Laufwerk MICROBIT, das der micro:bit am USB-Kabel zeigt.',
    'Fallback steps for the official editor, step 3',
  ),
  tablet: m(
    'ui.tablet',
    'Auf einem iPad oder Handy gibt es kein Laufwerk MICROBIT und kein USB aus dem Browser: Probiere dein Programm hier im Simulator aus und übertrage es an einem Computer mit Chrome oder Edge.',
    'Without WebUSB: what works on a tablet or phone',
  ),
  openEditor: m(
    'ui.openEditor',
    'python.microbit.org öffnen',
    'Link to the official editor, to put MicroPython on a board once',
  ),
  timeout: m(
    'error.timeout',
    'Der micro:bit antwortet nicht. Ziehe das USB-Kabel kurz ab, stecke es wieder ein und versuche es noch einmal.',
    'The board did not answer in time',
  ),
  notMicroPython: m(
    'error.notMicroPython',
    'Auf dem micro:bit läuft kein MicroPython (zum Beispiel ein MakeCode-Programm oder noch gar nichts). Drück auf „MicroPython und Programm aufspielen“: Die Seite spielt MicroPython, maqueen.py und dein Programm in einem Schritt auf. Das kann bis zu einer Minute dauern; zieh in der Zeit das Kabel nicht ab.',
    'The board does not answer as MicroPython',
  ),
  notMicrobit: m(
    'error.notMicrobit',
    'Dieses Gerät antwortet als MicroPython, ist aber kein micro:bit.',
    'MicroPython answers, but without the microbit module',
  ),
  oldMicroPython: m(
    'error.oldMicroPython',
    'Auf dem micro:bit läuft eine ältere MicroPython-Version ({release}); diese Anleitung ist für {wanted} geschrieben. Drück auf „MicroPython und Programm aufspielen“: Die Seite spielt MicroPython {wanted}, maqueen.py und dein Programm in einem Schritt auf. Das kann bis zu einer Minute dauern; zieh in der Zeit das Kabel nicht ab.',
    'The board runs an older MicroPython than the guide’s',
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
  connectionTrouble: m(
    'error.connectionTrouble',
    'Die Verbindung zum micro:bit ist gestört. Ziehe das USB-Kabel kurz ab, stecke es wieder ein und übertrage dein Programm noch einmal.',
    'The connection library reported an error while reading the board in the background',
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
}));
