// The player's own labels (buttons, headings, notes); the pure modules keep theirs beside
// their logic.
import type { Message } from './messages.ts';

const m = (id: string, message: string, description: string): Message => ({
  id: `site.playground.ui.${id}`,
  message,
  description,
});

export const UI_MESSAGES = {
  player: m('player', 'Simulator', 'Accessible name of the whole player'),
  editor: m('editor', 'Python-Code des Beispiels', 'Accessible name of the code editor'),
  editorHint: m(
    'editorHint',
    'Tab verlässt den Editor. Enter nach einem Doppelpunkt rückt von selbst ein, die Rücktaste nimmt eine Stufe zurück.',
    'Keyboard note under the editor',
  ),
  edited: m(
    'edited',
    'Von dir geändert – in diesem Browser gespeichert.',
    'Note that the code differs from the original and is saved',
  ),
  controls: m('controls', 'Steuerung', 'Accessible name of the control bar'),
  start: m('start', 'Start', 'Button that runs the code'),
  stop: m('stop', 'Stopp', 'Button that ends the running program'),
  pause: m('pause', 'Pause', 'Button that pauses the running program'),
  resume: m('resume', 'Weiter', 'Button that resumes a paused program'),
  step: m(
    'step',
    'Einzelschritt (100 ms)',
    'Button that runs 100 ms of simulated time while paused',
  ),
  speed: m('speed', 'Tempo', 'Label of the speed choice'),
  sound: m('sound', 'Ton', 'Toggle that makes the board’s speaker heard in the page'),
  reset: m('reset', 'Zurücksetzen', 'Button that restores the example’s original code'),
  download: m('download', 'main.py herunterladen', 'Button that saves the code as main.py'),
  liveInputMissing: m(
    'liveInputMissing',
    'Knöpfe, Tempo und Pause wirken erst beim nächsten Start: {reason}',
    'Shown where input cannot reach a running program',
  ),
  board: m(
    'board',
    'Am micro:bit: schütteln, kippen, Logo, Temperatur, Licht, Geräusch',
    'Summary of the board controls (gestures, logo, temperature, light, sound)',
  ),
  boardNote: m(
    'boardNote',
    'Was du hier einstellst, gilt ab dem nächsten Start und wirkt sofort, während ein Programm läuft.',
    'Note on when the board controls take effect',
  ),
  shake: m('shake', 'Schütteln', 'Button that shakes the board'),
  logoTouch: m('logoTouch', 'Logo berühren', 'Toggle that starts touching the logo'),
  logoRelease: m('logoRelease', 'Logo loslassen', 'Toggle that stops touching the logo'),
  pitch: m(
    'pitch',
    'Gekippt, Nase hoch (+) oder runter (−)',
    'Slider: robot held tilted forward or back, in degrees',
  ),
  roll: m(
    'roll',
    'Gekippt, rechts runter (+) oder links runter (−)',
    'Slider: robot held tilted to the side, in degrees',
  ),
  temperature: m('temperature', 'Temperatur', 'Slider: temperature()'),
  light: m('light', 'Helligkeit (0–255)', 'Slider: display.read_light_level()'),
  soundLevel: m('soundLevel', 'Geräusch (0–255)', 'Slider: microphone.sound_level()'),
  speaker: m('speaker', 'Lautsprecher', 'Live value: what the board’s speaker plays'),
  speakerSilent: m('speakerSilent', 'still', 'Live value: the speaker plays nothing'),
  speakerTone: m('speakerTone', '♪ {hz} Hz', 'Live value: the speaker’s tone'),
  remote: m(
    'remote',
    'Fernbedienung: ein zweiter micro:bit, der per Funk sendet',
    'Summary of the remote control panel',
  ),
  remoteNote: m(
    'remoteNote',
    'Ist dieser Teil offen, startet und stoppt die Fernbedienung mit Start und Stopp. Was sie mit radio sendet, empfängt der Roboter, und umgekehrt.',
    'Note on how the remote control runs',
  ),
  remoteA: m('remoteA', 'Knopf A', 'Remote: hold button A'),
  remoteB: m('remoteB', 'Knopf B', 'Remote: hold button B'),
  remoteAB: m('remoteAB', 'A + B', 'Remote: hold both buttons'),
  remoteDisplay: m(
    'remoteDisplay',
    'Display der Fernbedienung',
    'Accessible name of the remote’s 5×5 display',
  ),
  remoteEditor: m(
    'remoteEditor',
    'Python-Code der Fernbedienung',
    'Accessible name of the remote’s code editor',
  ),
  remoteFailed: m(
    'remoteFailed',
    'Die Fernbedienung hat einen Fehler in Zeile {line}: {error}',
    'The remote’s program ended with an error',
  ),
  remoteDownload: m(
    'remoteDownload',
    'Fernbedienung herunterladen',
    'Saves the remote’s program as main.py',
  ),
  inputPrompt: m(
    'inputPrompt',
    'Das Programm fragt: „{prompt}“ – tippe deine Antwort und drücke Enter.',
    'Label of the input() field, with the program’s prompt',
  ),
  inputNoPrompt: m(
    'inputNoPrompt',
    'Das Programm wartet bei input() auf eine Zeile – tippe sie und drücke Enter.',
    'Label of the input() field without a prompt',
  ),
  inputSend: m('inputSend', 'Senden', 'Button that sends the typed line to input()'),
  cameraFollows: m(
    'cameraFollows',
    'Kamera folgt',
    'Toggle under the stage: the view keeps the robot in the middle',
  ),
  zoomHint: m(
    'zoomHint',
    'Zoomen: Mausrad (mit Strg) oder + / −, solange die Bühne ausgewählt ist.',
    'How to zoom the stage with mouse and keyboard',
  ),
  placeTouchHint: m(
    'placeTouchHint',
    'Roboter verschieben: mit dem Finger ziehen · drehen: den Griff vor dem Roboter ziehen ·',
    'How to place and turn the robot on a touch screen',
  ),
  touchHint: m(
    'touchHint',
    'Zoomen: mit zwei Fingern · Knöpfe A und B: antippen und halten.',
    'How to zoom and press the buttons on a touch screen',
  ),
  copy: m('copy', 'Code kopieren', 'Copies the editor’s code'),
  copied: m('copied', 'Kopiert ✓', 'Shown for a moment after copying'),
  fullscreen: m('fullscreen', 'Vollbild', 'Toggle: the player fills the screen (Esc leaves)'),
  close: m('close', 'Schließen', 'Closes the player; the code block comes back'),
  values: m('values', 'Messwerte', 'Heading of the live values'),
  noValues: m('noValues', 'Noch keine Werte – drücke Start.', 'Live values before a run'),
  console: m('console', 'Ausgabe', 'Heading of the console'),
  consoleCap: m(
    'consoleCap',
    'Es werden die letzten {cap} Zeilen gezeigt.',
    'Note on the console’s line cap',
  ),
  consoleEmpty: m('consoleEmpty', 'Noch keine Ausgabe.', 'Console before anything was printed'),
  scrolledOut: m(
    'scrolledOut',
    '{count} ältere Zeilen ausgeblendet.',
    'Lines pushed out of the console by the cap',
  ),
  skipped: m(
    'skipped',
    '{count} Zeilen ausgelassen: Das Programm druckt schneller, als die Seite zeigen kann.',
    'Lines the worker dropped in a print flood',
  ),
  error: m('error', 'Fehler', 'Heading of the error box'),
  pythonMessage: m('pythonMessage', 'Meldung von Python', 'Summary of the raw traceback'),
  showLine: m(
    'showLine',
    'Zu Zeile {line} springen',
    'Button that puts the cursor on the error line',
  ),
} satisfies Record<string, Message>;
