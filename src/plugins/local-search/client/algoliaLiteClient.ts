/**
 * Stands in for `algoliasearch/lite` in Algolia mode (the plugin aliases it), for the search
 * page and the search bar alike: Algolia's own client, with a hosts cache that skips a failed
 * host for 2 minutes. The client's code loads when a search UI asks for it, not with every page.
 * When Algolia cannot be reached and the reader keeps a version offline ("Offline verfügbar
 * machen", the playground's public `shared/offline.ts`), the build's own index answers instead.
 */
import { hasOfflineCopy } from '../../playground/shared/offline.ts';
import type { createAlgoliaClient } from './algoliaClient.ts';
import { retryError } from './retryError.ts';

type AlgoliaClient = Pick<ReturnType<typeof createAlgoliaClient>, 'search' | 'addAlgoliaAgent'>;
type Search = AlgoliaClient['search'];

/** The offline index's client when the reader keeps a copy of the guide, else null. */
async function offlineIndex(): Promise<{ search: Search } | null> {
  if (!(await hasOfflineCopy())) return null;
  const { localSearchClient } = await import(
    /* webpackChunkName: "local-search-client" */ './searchClient.ts'
  );
  // DocSearch asks both clients the same way; the local one answers Algolia's response shape.
  return localSearchClient as unknown as { search: Search };
}

/**
 * A client that searches with the one `loadClient` gives, loading it on first need; when that
 * search fails, with `fallback`'s client if there is one.
 */
export function createDeferredClient(
  appId: string,
  loadClient: () => Promise<AlgoliaClient>,
  fallback: () => Promise<{ search: Search } | null> = offlineIndex,
) {
  const agents: [segment: string, version?: string][] = [];
  let client: Promise<AlgoliaClient> | undefined;
  const load = () =>
    (client ??= loadClient().catch((error: unknown) => {
      // Offline: show the error screen, and fetch the code again on the next search.
      client = undefined;
      throw retryError(error);
    }));
  // Fetch the code right away in the browser: the first search follows soon.
  if (typeof window !== 'undefined') load().catch(() => undefined);
  return {
    appId,
    // DocSearch and the search page's helper name themselves in Algolia's user agent.
    addAlgoliaAgent(segment: string, version?: string) {
      // Every opening of the search modal names DocSearch again.
      if (!agents.some(([known, v]) => known === segment && v === version)) {
        agents.push([segment, version]);
      }
    },
    async search(...args: Parameters<Search>) {
      try {
        const loaded = await load();
        // The agent drops segments it already has.
        for (const [segment, version] of agents) loaded.addAlgoliaAgent(segment, version);
        return await loaded.search(...args);
      } catch (error) {
        const offline = await fallback().catch(() => null);
        if (!offline) throw error;
        return offline.search(...args);
      }
    },
  };
}

const clients = new Map<string, ReturnType<typeof createDeferredClient>>();

/** One client per application and key: the search page asks for it on every render. */
export function liteClient(appId: string, apiKey: string) {
  const key = `${appId}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) {
    client = createDeferredClient(appId, async () => {
      const { createAlgoliaClient } = await import(
        /* webpackChunkName: "algolia-client" */ './algoliaClient.ts'
      );
      return createAlgoliaClient(appId, apiKey);
    });
    clients.set(key, client);
  }
  return client;
}
