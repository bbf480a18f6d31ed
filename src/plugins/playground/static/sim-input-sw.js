// Service worker of the playground. 1) Input channel: a running program blocks its worker,
// so the page cannot message it; the worker instead asks here with a synchronous request and
// gets the input the page queued for its run (buttons, speed, pause, Stopp). 2) Keeps
// MicroPython's files (sim/micropython-<version>.*) and the site's hashed assets it fetched, so
// the playground also works offline once it ran.
const CACHE = 'maqueen-sim-runtime';
const queues = new Map();

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data.run !== 'string') return;
  const queue = queues.get(data.run) ?? [];
  queue.push(data.event);
  queues.set(data.run, queue);
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.pathname.endsWith('/__sim_input')) {
    const run = url.searchParams.get('run') ?? '';
    const events = queues.get(run) ?? [];
    // A run's last request is the one that fetches its Stopp.
    if (events.some((e) => e && e.kind === 'stop')) queues.delete(run);
    else queues.set(run, []);
    event.respondWith(
      new Response(JSON.stringify(events), {
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
      }),
    );
    return;
  }
  // Both kinds of file carry their version or content hash in their name: never stale.
  if (
    /\/sim\/micropython-[^/]+$/.test(url.pathname) ||
    /\/assets\/(js|css)\/[^/]+\.[0-9a-f]{8}\.(js|css)$/.test(url.pathname)
  ) {
    event.respondWith(
      caches.open(CACHE).then(async (cache) => {
        const hit = await cache.match(event.request);
        if (hit) return hit;
        const response = await fetch(event.request);
        if (response.ok) await cache.put(event.request, response.clone());
        return response;
      }),
    );
  }
});
