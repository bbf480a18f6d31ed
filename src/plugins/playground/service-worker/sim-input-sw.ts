// The playground's service worker, compiled by the plugin (../index.ts) to `sim-input-sw.js` at
// the site's root and registered for `assets/js/`, where the bundler puts the run's module
// worker, and `docs/`, the guide's pages (`SCOPES`); for `search/` too once the reader stored a
// version offline. 1) Input channel: a running program blocks its worker, so the page cannot
// message it; the worker instead asks here with a synchronous request and gets the input the
// page queued for its run (buttons, speed, pause, Stopp, …). 2) Keeps the files a run's worker
// loads (MicroPython, the worker's chunks) in a cache of this build, so the player also runs
// offline once it ran; a new deploy's worker deletes the caches of the builds before it.
// 3) "Offline verfügbar machen" (offline.ts): a version's stored copy, kept across deploys until
// the reader updates or deletes it.
import { INPUT_PATH, OFFLINE_SCOPE, SCOPES } from '../shared/input-channel.ts';
import { isOfflineRequest, type OfflineProgress } from '../shared/offline.ts';
import { OfflineCopies } from './offline.ts';
import { cacheName, InputQueues, isStaleCache, keepsOffline } from './policy.ts';

/** The build this worker belongs to; the plugin defines it when compiling. */
declare const SIM_BUILD_ID: string;

// The service worker's own types, so this file also checks under the site's DOM library.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const sw = globalThis as unknown as ServiceWorkerScope;
const CACHE = cacheName(SIM_BUILD_ID);
/**
 * The first deploys registered this script for the whole site. The browser updates that
 * registration to this script too; there it serves nothing and removes itself.
 */
const misplaced = ![...SCOPES, OFFLINE_SCOPE].some(
  (scope) => new URL(scope, sw.location.href).href === sw.registration.scope,
);
const queues = new InputQueues();
const copies = new OfflineCopies(new URL('./', sw.location.href));

async function deleteStaleCaches(): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names.filter((name) => isStaleCache(name, CACHE)).map((name) => caches.delete(name)),
  );
}

sw.addEventListener('install', () => void sw.skipWaiting());

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    misplaced
      ? deleteStaleCaches().then(() => sw.registration.unregister())
      : deleteStaleCaches().then(() => sw.clients.claim()),
  );
});

sw.addEventListener('message', (event) => {
  if (misplaced) return;
  if (!isOfflineRequest(event.data)) {
    queues.add(event.data);
    return;
  }
  const port = event.ports[0];
  const report = (progress: OfflineProgress) => port?.postMessage(progress);
  event.waitUntil(copies.handle(event.data, report));
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  // Not run here yet: from the network, or from a stored copy.
  const response = await copies.respond(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

sw.addEventListener('fetch', (event) => {
  if (misplaced || event.request.method !== 'GET') return;
  const url = new URL(event.request.url);
  if (url.origin !== sw.location.origin) return;
  if (url.pathname.endsWith(`/${INPUT_PATH}`)) {
    const events = queues.take(url.searchParams.get('run') ?? '');
    event.respondWith(
      new Response(JSON.stringify(events), {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      }),
    );
  } else if (keepsOffline(url.pathname, event.request.destination)) {
    event.respondWith(cacheFirst(event.request));
  } else if (!copies.none) {
    event.respondWith(copies.respond(event.request));
  }
});
