// The words of the hand-in (theme/HandIn, on a version's overview of exercises) and of the
// teachers' re-check (theme/ClassCheck, in the start page's "Für Lehrkräfte").
import { defineMessages } from './messages.ts';

export const CLASS_MESSAGES = defineMessages('site.playground.class', (m) => ({
  loading: m('loading', 'Wird geladen …', 'While the hand-in or class tools load'),
  notLoaded: m(
    'notLoaded',
    'Das ließ sich nicht laden. Prüfe die Internetverbindung und lade die Seite neu.',
    'The hand-in or class tools’ code could not be fetched (offline)',
  ),
  handInHeading: m('handInHeading', 'Abgeben', 'Heading of the pupil’s hand-in'),
  handInIntro: m(
    'handInIntro',
    'Speichere deine Programme zu den Aufgaben dieser Version als eine Datei und gib sie deiner Lehrkraft, zum Beispiel über eure Lernplattform oder auf einem USB-Stick. Die Seite schickt nichts weg. Deine Lehrkraft prüft jedes Programm noch einmal.',
    'Above the hand-in',
  ),
  name: m('name', 'Dein Name', 'Label of the pupil’s name field (kept in this browser)'),
  saveHandIn: m('saveHandIn', 'Abgabe-Datei speichern', 'Button: download the hand-in file'),
  needName: m('needName', 'Schreib zuerst deinen Namen in das Feld.', 'Hand-in without a name'),
  nothingToHandIn: m(
    'nothingToHandIn',
    'Du hast in dieser Version noch keine Aufgabe bearbeitet: Es gibt nichts abzugeben.',
    'Hand-in without any edited exercise',
  ),
  handedIn: m(
    'handedIn',
    'Gespeichert in {file}. Aufgaben darin: {count}, davon mit „Geschafft!“ beim Prüfen: {passed}.',
    'After the hand-in file was downloaded',
  ),
  link: m(
    'link',
    'Oder als Link, zum Einfügen bei „Abgaben prüfen“:',
    'Above the hand-in as a link',
  ),
  copyLink: m('copyLink', 'Link kopieren', 'Button: copies the hand-in link'),
  linkCopied: m('linkCopied', 'Kopiert.', 'After the hand-in link was copied'),
  linkTooLong: m(
    'linkTooLong',
    'Für einen Link ist diese Abgabe zu lang. Gib die Datei ab.',
    'The hand-in is too long for a link',
  ),
  pasteLinks: m(
    'pasteLinks',
    'Abgabe-Links einfügen, einer pro Zeile',
    'Label of the field for pasted hand-in links',
  ),
  checkLinks: m('checkLinks', 'Links prüfen', 'Button: reads the pasted hand-in links'),
  linkNumber: m('linkNumber', 'Link {index}', 'Names a pasted link in a problem, as a file’s name'),
  noLink: m(
    'noLink',
    '„{file}“ ist kein Abgabe-Link dieser Anleitung.',
    'A pasted line that is no hand-in link',
  ),
  damagedLink: m(
    'damagedLink',
    '„{file}“ ist beschädigt oder unvollständig. Lass dir den Link noch einmal schicken.',
    'A hand-in link that does not unpack',
  ),
  storageOff: m(
    'storageOff',
    'Dieser Browser speichert für diese Seite nichts: Es gibt keine Programme abzugeben.',
    'Hand-in while the browser blocks storage',
  ),
  classHeading: m('classHeading', 'Abgaben prüfen', 'Heading of the teachers’ re-check'),
  classIntro: m(
    'classIntro',
    'Wähle die Abgabe-Dateien deiner Klasse aus (mehrere auf einmal) oder zieh sie hierher. Dein Browser prüft jedes Programm noch einmal mit denselben Aufbauten wie „Prüfen“. Was in einer Datei als Ergebnis steht, zählt nicht. Nichts verlässt diesen Computer.',
    'Above the teachers’ re-check',
  ),
  choose: m('choose', 'Abgabe-Dateien wählen', 'Button: pick hand-in files'),
  dropHere: m('dropHere', 'Abgabe-Dateien hier ablegen', 'Drop zone for hand-in files'),
  progress: m(
    'progress',
    'Prüfe {done} von {total} Programmen …',
    'While the re-check runs (also the progress bar’s label)',
  ),
  allChecked: m(
    'allChecked',
    'Fertig: {total} von {total} Programmen geprüft.',
    'When the re-check is done',
  ),
  table: m('table', 'Abgaben der Klasse', 'Label of the pupils × exercises table'),
  pupil: m('pupil', 'Name', 'Column of the pupils’ names'),
  passed: m('passed', '✓ bestanden', 'Cell: the re-check passed the program'),
  failed: m('failed', '✗ nicht bestanden', 'Cell: the re-check failed the program'),
  missing: m('missing', '– fehlt', 'Cell: the pupil handed in nothing for this exercise'),
  waiting: m('waiting', '… wird geprüft', 'Cell: not re-checked yet'),
  crashed: m('crashed', 'Prüfung ausgefallen', 'Cell: the check itself failed (not the program)'),
  claimedPassed: m(
    'claimedPassed',
    'In der Datei steht „bestanden“.',
    'Under a failed cell whose file claims it passed',
  ),
  csv: m('csv', 'Tabelle als CSV', 'Button: download the table for a spreadsheet'),
  csvPassed: m('csvPassed', 'bestanden', 'CSV: passed'),
  csvFailed: m('csvFailed', 'nicht bestanden: {message}', 'CSV: failed, with the verdict'),
  csvMissing: m('csvMissing', 'fehlt', 'CSV: nothing handed in'),
  csvCrashed: m('csvCrashed', 'Prüfung ausgefallen', 'CSV: the check itself failed'),
  sameName: m('sameName', '{name} ({file})', 'A pupil’s name that two files share'),
  showCode: m(
    'showCode',
    'Programm von {name} zu „{exercise}“',
    'Heading of the code shown after a click on a cell',
  ),
  watch: m(
    'watch',
    'Im Simulator ansehen',
    'Link: opens the exercise’s page with the pupil’s program in its player',
  ),
  close: m('close', 'Schließen', 'Closes the shown code'),
  empty: m('empty', '„{file}“ ist leer.', 'A hand-in file without content'),
  tooBig: m(
    'tooBig',
    '„{file}“ ist zu groß für eine Abgabe (höchstens 512 KB). Sie wurde nicht gelesen.',
    'A hand-in file over the limit',
  ),
  notOurs: m(
    'notOurs',
    '„{file}“ ist keine Abgabe-Datei dieser Anleitung.',
    'A file of another kind',
  ),
  newer: m(
    'newer',
    '„{file}“ stammt aus einer neueren Fassung dieser Seite. Lade die Seite neu und versuch es noch einmal.',
    'A hand-in of a newer format',
  ),
  otherVersion: m(
    'otherVersion',
    '„{file}“ ist eine Abgabe für Version {version}. Prüfe sie auf der Startseite von Version {version}.',
    'A hand-in for another guide version',
  ),
  damaged: m('damaged', '„{file}“ ist beschädigt und lässt sich nicht lesen.', 'A damaged hand-in'),
  unreadable: m(
    'unreadable',
    '„{file}“ ließ sich nicht lesen.',
    'The browser could not read the file',
  ),
}));
