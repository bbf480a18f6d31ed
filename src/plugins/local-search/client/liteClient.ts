/**
 * Stands in for `algoliasearch/lite` in local mode (the plugin aliases it). Only the search
 * page imports that module, and it calls liteClient() on every render: return the singleton.
 */
import { localSearchClient } from './searchClient.ts';

export function liteClient() {
  return localSearchClient;
}
