/**
 * The hosts cache Algolia's transporter keeps the state of its hosts in, done so that a failed
 * host is skipped and tried again after 2 minutes (spec §9). algoliasearch's own cache never
 * achieves that: the transporter looks a host up by its address but stores the failure under
 * the host object it was handed, status and time included, so the lookup never finds it (and
 * the state's functions would not survive localStorage anyway). This one keys a host by its
 * address and stores only its status and the time of the failure.
 */
import {
  createBrowserLocalStorageCache,
  createFallbackableCache,
  createMemoryCache,
  type Cache,
  type Host,
  type StatefulHost,
} from '@algolia/client-common';

/** How long a failed host is skipped; the same 2 minutes as the client's own expiry. */
export const RETRY_AFTER_MS = 2 * 60 * 1000;

type HostState = Pick<StatefulHost, 'status' | 'lastUpdate'>;

const STATUSES: readonly string[] = ['up', 'down', 'timed out'] satisfies StatefulHost['status'][];

function hostKey(host: Host): string {
  return `${host.protocol}://${host.url}${host.port ? `:${host.port}` : ''}`;
}

export function statefulHost(host: Host, state: HostState, now: () => number): StatefulHost {
  const { url, accept, protocol, port } = host;
  const recent = () => now() - state.lastUpdate <= RETRY_AFTER_MS;
  return {
    url,
    accept,
    protocol,
    ...(port === undefined ? {} : { port }),
    ...state,
    isUp: () => state.status === 'up' || !recent(),
    isTimedOut: () => state.status === 'timed out' && recent(),
  };
}

/** A state read back from storage, if it is one: anything else counts as "never failed". */
function validState(value: unknown, now: number): HostState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { status, lastUpdate } = value as Record<string, unknown>;
  if (typeof status !== 'string' || !STATUSES.includes(status)) return undefined;
  // A time in the future would keep a host skipped for longer than 2 minutes.
  if (typeof lastUpdate !== 'number' || !(lastUpdate <= now)) return undefined;
  return { status: status as HostState['status'], lastUpdate };
}

/** Wraps a key-value store (memory, localStorage, …) into the hosts cache the transporter wants. */
export function createHostsCache(store: Cache, now: () => number = Date.now): Cache {
  return {
    async get<TValue>(key: Host | string, defaultValue: () => Promise<TValue>) {
      if (typeof key === 'string') return defaultValue();
      const stored = await store.get<unknown>(hostKey(key), async () => undefined);
      const state = validState(stored, now());
      return state ? (statefulHost(key, state, now) as TValue) : defaultValue();
    },
    async set<TValue>(key: Host | string, value: TValue) {
      const { status } = value as StatefulHost;
      if (typeof key !== 'string') await store.set(hostKey(key), { status, lastUpdate: now() });
      return value;
    },
    delete: (key: Host | string) => store.delete(typeof key === 'string' ? key : hostKey(key)),
    clear: () => store.clear(),
  } as Cache;
}

/**
 * The browser's hosts cache: in localStorage, so a failed host stays skipped across page loads
 * (entries expire after the 2 minutes), and in memory where localStorage is unusable.
 */
export function browserHostsCache(appId: string, localStorage?: Storage): Cache {
  return createHostsCache(
    createFallbackableCache({
      caches: [
        createBrowserLocalStorageCache({
          key: `hosts-${appId}`,
          timeToLive: RETRY_AFTER_MS / 1000,
          localStorage,
        }),
        createMemoryCache(),
      ],
    }),
  );
}
