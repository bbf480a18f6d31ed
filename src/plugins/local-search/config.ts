/**
 * Decides between the offline index (default) and hosted Algolia DocSearch from the
 * environment, and fails the build early when Algolia is chosen without credentials.
 */
export type SearchEnv = {
  provider: string;
  appId: string;
  apiKey: string;
  indexName: string;
};

export type AlgoliaThemeConfig = {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: true;
  searchPagePath: string;
};

export type SearchSetup = {
  provider: 'local' | 'algolia';
  algolia: AlgoliaThemeConfig;
  localSearch: { enabled: boolean };
};

/** Index name in local mode; DocSearch keys recent and favourite searches by it. */
export const LOCAL_INDEX_NAME = 'maqueen-plus-v2-mpy';

export function resolveSearchSetup(env: SearchEnv): SearchSetup {
  const provider = env.provider.trim() || 'local';
  const common = { contextualSearch: true, searchPagePath: 'search' } as const;
  if (provider === 'local') {
    return {
      provider,
      // DocSearch refuses empty credentials; the local client never sends them anywhere.
      algolia: { appId: 'LOCAL', apiKey: 'local', indexName: LOCAL_INDEX_NAME, ...common },
      localSearch: { enabled: true },
    };
  }
  if (provider !== 'algolia') {
    throw new Error(`[search] SEARCH_PROVIDER must be "local" or "algolia", got "${provider}".`);
  }
  const missing = [
    ['ALGOLIA_APP_ID', env.appId],
    ['ALGOLIA_SEARCH_API_KEY', env.apiKey],
    ['ALGOLIA_INDEX_NAME', env.indexName],
  ]
    .filter(([, value]) => !value?.trim())
    .map(([name]) => name);
  if (missing.length > 0) {
    throw new Error(
      `[search] SEARCH_PROVIDER=algolia, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. ` +
        'Set them, or unset SEARCH_PROVIDER to use the offline search index.',
    );
  }
  return {
    provider,
    algolia: {
      appId: env.appId.trim(),
      apiKey: env.apiKey.trim(),
      indexName: env.indexName.trim(),
      ...common,
    },
    localSearch: { enabled: false },
  };
}
