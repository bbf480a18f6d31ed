// The words of "Offline verfügbar machen" (theme/OfflineCopy). The update banner and the page
// for a page not stored are the service worker's (service-worker/offline.ts): it has no catalogue.
import { defineMessages } from './messages.ts';

export const OFFLINE_MESSAGES = defineMessages('site.playground.offline', (m) => ({
  intro: m(
    'intro',
    'Speichert die Seiten dieser Version, den Simulator mit „Prüfen“ und die Suche in diesem Browser. Danach funktionieren sie auch ohne Internet, zum Beispiel wenn das WLAN der Schule ausfällt.',
    'Above the button that stores a version for offline use',
  ),
  loading: m('loading', 'Offline-Speichern wird geladen …', 'While the offline panel loads'),
  notLoaded: m(
    'notLoaded',
    'Das Offline-Speichern ließ sich nicht laden. Prüfe die Internetverbindung und lade die Seite neu.',
    'The offline panel’s code could not be fetched',
  ),
  unsupported: m(
    'unsupported',
    'Dieser Browser kann die Anleitung nicht offline speichern (zum Beispiel in einem privaten Fenster).',
    'No service worker or cache storage in this browser',
  ),
  store: m('store', 'Offline verfügbar machen', 'Button: stores this version for offline use'),
  size: m('size', 'Braucht etwa {size} Speicher im Browser.', 'Before storing: the copy’s size'),
  sizeUnknown: m(
    'sizeUnknown',
    'Gerade ist keine Verbindung da; zum Speichern braucht es einmal Internet.',
    'The manifest could not be fetched (offline)',
  ),
  storing: m(
    'storing',
    '{files} von {totalFiles} Dateien gespeichert ({bytes} von {totalBytes}).',
    'Progress while storing',
  ),
  stored: m(
    'stored',
    'Version {version} ist offline verfügbar: {size}, gespeichert am {date}.',
    'A copy of this version is stored',
  ),
  update: m(
    'update',
    'Online gibt es eine neuere Fassung dieser Version.',
    'The stored copy is older than the build online',
  ),
  updateButton: m('updateButton', 'Offline-Kopie aktualisieren', 'Button: stores the new build'),
  delete: m('delete', 'Offline-Kopie löschen', 'Button: deletes the stored copy'),
  deleted: m('deleted', 'Die Offline-Kopie ist gelöscht.', 'After the copy was deleted'),
  quota: m(
    'quota',
    'Der Speicher des Browsers reicht nicht. Lösche alte Offline-Kopien oder Daten anderer Websites und versuch es noch einmal. Eine ältere Kopie bleibt, wie sie war.',
    'Storing failed: the browser’s storage is full',
  ),
  network: m(
    'network',
    'Die Verbindung brach beim Speichern ab. Versuch es noch einmal; eine ältere Kopie bleibt, wie sie war.',
    'Storing failed: a file could not be fetched',
  ),
  damaged: m(
    'damaged',
    'Die Liste der Dateien dieser Version ist beschädigt. Lade die Seite neu und versuch es noch einmal.',
    'Storing failed: the manifest is not valid',
  ),
  failed: m(
    'failed',
    'Der Service Worker, der die Kopie speichert, ließ sich nicht starten.',
    'The service worker could not be registered',
  ),
  shared: m(
    'shared',
    'Auf einem Computer, den mehrere benutzen, liegt die Kopie im Browserprofil: Wer sich mit demselben Profil anmeldet, nutzt sie mit. Mit „Offline-Kopie löschen“ gibst du den Platz wieder frei.',
    'What storing means on a shared computer',
  ),
}));
