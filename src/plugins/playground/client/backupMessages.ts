// The words of the backup tools (theme/BackupTools): taking one's work to another computer.
import { defineMessages } from './messages.ts';

export const BACKUP_MESSAGES = defineMessages('site.playground.backup', (m) => ({
  intro: m(
    'intro',
    'Deine geänderten Programme und gelösten Aufgaben liegen nur in diesem Browser. Mit einer Sicherung nimmst du sie auf einen anderen Computer mit: Dort lädst du die Datei, und alles ist wieder da. Was dort neuer ist, bleibt erhalten.',
    'Above the backup buttons',
  ),
  loading: m('loading', 'Die Sicherung wird geladen …', 'While the backup tools load'),
  notLoaded: m(
    'notLoaded',
    'Die Sicherung ließ sich nicht laden. Prüfe die Internetverbindung und lade die Seite neu.',
    'The backup tools’ code could not be fetched (offline)',
  ),
  save: m('save', 'Sicherung herunterladen', 'Button: saves all code and progress as one file'),
  load: m('load', 'Sicherung laden', 'Button: reads a backup file and merges it'),
  saved: m(
    'saved',
    'Gesichert in {file}: {edits} geänderte Programme und {solved} gelöste Aufgaben.',
    'After the backup was downloaded',
  ),
  merged: m(
    'merged',
    'Aus {file} übernommen: {taken} Programme neu oder neuer als hier, {keptHere} hier neuer (die Fassung aus der Sicherung wird dir beim Öffnen als ältere angeboten), {same} gleich, {solved} gelöste Aufgaben dazu.',
    'After a backup file was merged',
  ),
  tooBig: m(
    'tooBig',
    '„{file}“ ist zu groß für eine Sicherung (höchstens 5 MB). Nichts wurde übernommen.',
    'A chosen file is larger than any backup',
  ),
  notOurs: m(
    'notOurs',
    '„{file}“ ist keine Sicherung dieser Anleitung. Nichts wurde übernommen.',
    'A chosen file is not a backup of this guide',
  ),
  newer: m(
    'newer',
    '„{file}“ stammt aus einer neueren Fassung dieser Anleitung. Lade die Seite neu und versuch es noch einmal.',
    'A backup made by a newer build than this page',
  ),
  damaged: m(
    'damaged',
    '„{file}“ ist beschädigt. Nichts wurde übernommen.',
    'A backup file with a broken entry',
  ),
  unreadable: m(
    'unreadable',
    '„{file}“ ließ sich nicht lesen. Nichts wurde übernommen.',
    'The browser could not read the chosen file',
  ),
  storageOff: m(
    'storageOff',
    'In diesem Browser ist der Speicher für Websites ausgeschaltet: Hier ist nichts gespeichert, und eine Sicherung lässt sich nicht laden.',
    'Local storage is blocked',
  ),
  keep: m('keep', 'Im Browser behalten', 'Button: asks the browser to keep this site’s storage'),
  kept: m(
    'kept',
    'Der Browser löscht deine Programme und Fortschritte jetzt nicht mehr von selbst, auch wenn der Speicher knapp wird. Auf einem Computer, den andere mitbenutzen, sehen sie aber alle, die diesen Browser öffnen: Lade dort lieber eine Sicherung herunter und lösche danach die Daten dieser Website.',
    'The browser agreed to keep the storage (navigator.storage.persist)',
  ),
  keepRefused: m(
    'keepRefused',
    'Der Browser hat abgelehnt, die Daten fest zu behalten. Eine Sicherung als Datei ist der sichere Weg.',
    'The browser refused navigator.storage.persist',
  ),
  keepMissing: m(
    'keepMissing',
    'Dieser Browser kann Daten nicht fest behalten; eine Sicherung als Datei geht immer.',
    'navigator.storage.persist is missing',
  ),
}));
