// The page's side of "Offline verfügbar machen": what is stored for a version (read from the
// caches directly), the copy online (its manifest), and storing or deleting a copy through the
// playground's service worker (service-worker/offline.ts), which reports its progress.
import { OFFLINE_SCOPE, SCOPES } from '../shared/input-channel.ts';
import {
  META_PATH,
  parseOfflineCacheName,
  readManifest,
  readStoredCopy,
  type OfflineManifest,
  type OfflineProgress,
  type OfflineRequest,
  type StoredCopy,
} from '../shared/offline.ts';
import { registerServiceWorker } from './input-channel.ts';

export function offlineSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof caches !== 'undefined'
  );
}

/** The copy of `version` this browser keeps, or null. */
export async function storedCopy(baseUrl: string, version: string): Promise<StoredCopy | null> {
  const names = (await caches.keys()).filter(
    (name) => parseOfflineCacheName(name)?.version === version,
  );
  const metaUrl = new URL(`${baseUrl}${META_PATH}`, location.href).href;
  for (const name of names) {
    const copy = await readStoredCopy(await caches.match(metaUrl, { cacheName: name }));
    if (copy) return copy;
  }
  return null;
}

/** The version's manifest online, or null without network (or a damaged one). */
export async function onlineManifest(
  baseUrl: string,
  version: string,
): Promise<OfflineManifest | null> {
  const manifest = await readManifest(new URL(baseUrl, location.href), version);
  return typeof manifest === 'string' ? null : manifest;
}

/**
 * Stores (or deletes) the copy of `version` and resolves with the outcome; `onProgress` hears
 * each stored file. Rejects when the service worker cannot be started.
 */
export async function changeCopy(
  baseUrl: string,
  request: Extract<OfflineRequest, { version: string }>,
  onProgress: (progress: Extract<OfflineProgress, { kind: 'progress' }>) => void,
): Promise<OfflineProgress> {
  const registrations = await registerServiceWorker(navigator.serviceWorker, baseUrl, [
    ...SCOPES,
    OFFLINE_SCOPE,
  ]);
  const worker = registrations[0]?.active;
  if (!worker) throw new Error('no active service worker');
  if (request.offline === 'store') await navigator.storage?.persist?.().catch(() => false);
  const outcome = await new Promise<OfflineProgress>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<OfflineProgress>) => {
      if (event.data.kind === 'progress') onProgress(event.data);
      else {
        channel.port1.close();
        resolve(event.data);
      }
    };
    worker.postMessage(request, [channel.port2]);
  });
  // Every registration is a worker of its own: each lists the copies again.
  for (const registration of registrations) {
    registration.active?.postMessage({ offline: 'refresh' } satisfies OfflineRequest);
  }
  return outcome;
}
