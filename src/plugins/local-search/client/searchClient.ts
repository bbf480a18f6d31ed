/** The one local search client of the page, shared by the search modal and the search page. */
import siteConfig from '@generated/docusaurus.config';

import { INDEX_DIR } from '../shared/records.ts';
import { createLocalSearchClient } from './localClient.ts';

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

export const localSearchClient = createLocalSearchClient(async () => {
  const { createSearchEngine } = await import(
    /* webpackChunkName: "local-search-engine" */ './engine/searchEngine.ts'
  );
  return createSearchEngine({
    indexUrl: `${siteConfig.baseUrl}${INDEX_DIR}/`,
    origin: window.location.origin,
    loadJson: fetchJson,
  });
});
