/** Algolia's lite client with a hosts cache that skips a failed host (see hostsCache.ts). */
// The browser build by its file path: `algoliasearch/lite` itself points at algoliaLiteClient.ts.
import { liteClient } from 'algoliasearch/dist/lite/builds/browser.js';

import { browserHostsCache } from './hostsCache.ts';

export function createAlgoliaClient(appId: string, apiKey: string) {
  return liteClient(appId, apiKey, { hostsCache: browserHostsCache(appId) });
}
