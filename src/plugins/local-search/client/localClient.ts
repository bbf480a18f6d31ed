/**
 * The search client DocSearch and the search page talk to in local mode. It looks like an
 * Algolia lite client but answers from the build's own index; the engine (MiniSearch and
 * the German stemmer) is loaded on the first search only.
 */
import type { SearchEngine } from './engine/searchEngine.ts';
import type { SearchRequestArgument } from './engine/request.ts';
import { retryError } from './retryError.ts';

export type LocalSearchClient = {
  appId: string;
  transporter: { algoliaAgent: { value: string; add: () => void } };
  addAlgoliaAgent: () => void;
  clearCache: () => Promise<void>;
  search: SearchEngine['search'];
};

export function createLocalSearchClient(
  loadEngine: () => Promise<SearchEngine>,
): LocalSearchClient {
  let engine: Promise<SearchEngine> | undefined;
  return {
    appId: 'local',
    // The helper and DocSearch add user agents; there is no server to tell.
    transporter: { algoliaAgent: { value: 'local-search', add: () => undefined } },
    addAlgoliaAgent: () => undefined,
    clearCache: async () => undefined,
    async search(argument: SearchRequestArgument) {
      const loading = (engine ??= loadEngine());
      try {
        return await (await loading).search(argument);
      } catch (error) {
        // Forget a failed engine download so the next keystroke tries again; the engine
        // itself forgets failed index downloads.
        const engineFailed = await loading.then(
          () => false,
          () => true,
        );
        if (engineFailed && engine === loading) engine = undefined;
        throw retryError(error);
      }
    },
  };
}
