// The playground's service worker, compiled by the plugin (../index.ts) to `sim-input-sw.js` at
// the site's root and registered for `assets/js/`, where the bundler puts the run's module
// worker: it controls those workers only, never a page. 1) Input channel: a running program
// blocks its worker, so the page cannot message it; the worker instead asks here with a
// synchronous request and gets the input the page queued for its run (buttons, speed, pause,
// Stopp, …). 2) Keeps the files a run's worker loads (MicroPython, the worker's chunks) in a
// cache of this build, so the player also runs offline once it ran; a new deploy's worker
// deletes the caches of the builds before it.
import { INPUT_PATH, SCOPES } from '../shared/input-channel.ts';
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
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
}

const sw = globalThis as unknown as ServiceWorkerScope;
const CACHE = cacheName(SIM_BUILD_ID);
/**
 * The first deploys registered this script for the whole site. The browser updates that
 * registration to this script too; there it serves nothing and removes itself.
 */
const misplaced = !SCOPES.some(
  (scope) => new URL(scope, sw.location.href).href === sw.registration.scope,
);
const queues = new InputQueues();

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
  if (!misplaced) queues.add(event.data);
});

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
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
  }
});
