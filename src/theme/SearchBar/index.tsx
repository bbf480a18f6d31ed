/**
 * Wraps the theme's DocSearch SearchBar: in local mode it hands DocSearch the offline
 * search client, and in both modes it watches the client so the error screen appears when
 * the index (or Algolia) cannot be reached.
 */
import { useCallback, type ComponentType, type ReactNode } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchBar from '@theme-original/SearchBar';
import type { DocSearchTransformClient } from '@docsearch/react';

import { localSearchClient } from '../../plugins/local-search/client/searchClient';
import { missingResultsUrl } from '../../plugins/local-search/client/missingResults';
import {
  createFailureStore,
  observeFailures,
} from '../../plugins/local-search/client/searchFailures';
import type { LocalSearchGlobalData } from '../../plugins/local-search/index';
import SearchErrorScreen from './SearchErrorScreen';
import './styles.css';

// The theme's SearchBar merges its props over themeConfig.algolia (facebook/docusaurus#11581),
// but its declared type has no props.
const DocSearchBar = SearchBar as ComponentType<{
  transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
  getMissingResultsUrl: (search: { query: string }) => string;
}>;

const failures = createFailureStore();

export default function SearchBarWrapper(): ReactNode {
  const localSearch = usePluginData('local-search') as LocalSearchGlobalData | undefined;
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { docusaurusVersion } = siteMetadata;
  const repoUrl = siteConfig.customFields?.repoUrl as string;
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      if (localSearch?.enabled) {
        // Same contract as Algolia's client for everything DocSearch calls.
        return observeFailures(localSearchClient as unknown as DocSearchTransformClient, failures);
      }
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return observeFailures(client, failures);
    },
    [localSearch?.enabled, docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(repoUrl, query, window.location.href),
    [repoUrl],
  );
  return (
    <>
      <DocSearchBar
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={getMissingResultsUrl}
      />
      <SearchErrorScreen failures={failures} />
    </>
  );
}
