/**
 * Loaded by ./index.tsx on the reader's first move towards the search box. Wraps the theme's
 * DocSearch SearchBar (`@local-search/DocSearchBar`, see ../../index.ts).
 * DocSearch searches with the site's client instead of the one it creates (that one never skips
 * a failed Algolia host): `algoliasearch/lite`, which this plugin points at the offline index
 * (local mode) or at Algolia's client with a working hosts cache (Algolia mode), the same client
 * the search page uses. The wrapper watches that client so the error screen appears when the
 * index (or Algolia) cannot be reached, and links "Sag uns Bescheid." to a new issue in the
 * source repository (the plugin's `repoUrl` option).
 */
// First: the modal's texts must be there before the theme's search bar reads them.
import '../../client/searchModalTranslations';
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import DocSearchBar from '@local-search/DocSearchBar';
import type { DocSearchTransformClient } from '@docsearch/react';
import { liteClient } from 'algoliasearch/lite';

import { missingResultsUrl } from '../../client/missingResults';
import { createFailureStore, observeFailures } from '../../client/searchFailures';
import { PLUGIN_NAME, type LocalSearchGlobalData } from '../../shared/globalData';
import SearchErrorScreen from './SearchErrorScreen';
import './styles.css';

type AlgoliaConfig = { appId: string; apiKey: string };

const failures = createFailureStore();

/** The user-agent segments DocSearch gave its own client ("docsearch (3.9.0)", …). */
function docSearchAgents(client: DocSearchTransformClient): [string, string][] {
  const agent = client.transporter.algoliaAgent.value;
  return [...agent.matchAll(/(docsearch[\w-]*) \(([^)]*)\)/g)].map(([, name, version]) => [
    name!,
    version!,
  ]);
}

/** What the reader did that loaded the bar: the loaded bar finishes it. */
export type Intent = 'prefetch' | 'focus' | 'open';

export default function LoadedSearchBar({ intent }: { intent: Intent }): ReactNode {
  const { siteConfig, siteMetadata } = useDocusaurusContext();
  const { docusaurusVersion } = siteMetadata;
  const { appId, apiKey } = siteConfig.themeConfig.algolia as AlgoliaConfig;
  const { repoUrl } = usePluginData(PLUGIN_NAME) as LocalSearchGlobalData;
  const transformSearchClient = useCallback(
    (docSearchClient: DocSearchTransformClient): DocSearchTransformClient => {
      const client = liteClient(appId, apiKey);
      for (const [name, version] of docSearchAgents(docSearchClient)) {
        client.addAlgoliaAgent(name, version);
      }
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      // Same contract as DocSearch's own client for everything DocSearch calls.
      return observeFailures(client, failures) as unknown as DocSearchTransformClient;
    },
    [appId, apiKey, docusaurusVersion],
  );
  const getMissingResultsUrl = useCallback(
    ({ query }: { query: string }) => missingResultsUrl(repoUrl, query, window.location.href),
    [repoUrl],
  );
  const container = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // The theme's button replaced the stand-in: keep the focus there, or open the modal the
    // reader asked for with a click or the shortcut.
    const button = container.current?.querySelector('button');
    if (intent === 'focus') button?.focus();
    if (intent === 'open') button?.click();
  }, [intent]);
  return (
    // `display: contents`: the navbar lays out the button as before.
    <span ref={container} style={{ display: 'contents' }}>
      <DocSearchBar
        transformSearchClient={transformSearchClient}
        getMissingResultsUrl={getMissingResultsUrl}
      />
      <SearchErrorScreen failures={failures} />
    </span>
  );
}
