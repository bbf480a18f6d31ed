/**
 * Stands in for `algoliasearch/lite` in Algolia mode (the plugin aliases it), for the search
 * page and the search bar alike: Algolia's own client, with a hosts cache that skips a failed
 * host for 2 minutes. The client's code loads when a search UI asks for it, not with every page.
 */
import type { createAlgoliaClient } from './algoliaClient.ts';
import { retryError } from './retryError.ts';

type AlgoliaClient = ReturnType<typeof createAlgoliaClient>;

function deferredClient(appId: string, apiKey: string) {
  const agents: [segment: string, version?: string][] = [];
  let client: Promise<AlgoliaClient> | undefined;
  const load = () =>
    (client ??= import(/* webpackChunkName: "algolia-client" */ './algoliaClient.ts').then(
      ({ createAlgoliaClient }) => createAlgoliaClient(appId, apiKey),
      (error: unknown) => {
        // Offline: show the error screen, and fetch the code again on the next search.
        client = undefined;
        throw retryError(error);
      },
    ));
  // Fetch the code right away in the browser: the first search follows soon.
  if (typeof window !== 'undefined') load().catch(() => undefined);
  return {
    appId,
    // DocSearch and the search page's helper name themselves in Algolia's user agent.
    addAlgoliaAgent(segment: string, version?: string) {
      agents.push([segment, version]);
    },
    async search(...args: Parameters<AlgoliaClient['search']>) {
      const loaded = await load();
      // The agent drops segments it already has.
      for (const [segment, version] of agents) loaded.addAlgoliaAgent(segment, version);
      return loaded.search(...args);
    },
  };
}

const clients = new Map<string, ReturnType<typeof deferredClient>>();

/** One client per application and key: the search page asks for it on every render. */
export function liteClient(appId: string, apiKey: string) {
  const key = `${appId}\n${apiKey}`;
  let client = clients.get(key);
  if (!client) clients.set(key, (client = deferredClient(appId, apiKey)));
  return client;
}
