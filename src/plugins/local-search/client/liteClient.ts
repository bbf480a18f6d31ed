/**
 * Stands in for `algoliasearch/lite` in local mode (the plugin aliases it) for the search page
 * and the SearchBar wrapper. The search page calls liteClient() on every render: return the
 * one offline client of the page.
 */
import { localSearchClient } from './searchClient.ts';

export function liteClient() {
  return localSearchClient;
}
