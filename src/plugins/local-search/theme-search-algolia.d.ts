// The theme's DocSearch SearchBar, under the alias the plugin gives it (index.ts says why).
declare module '@local-search/DocSearchBar' {
  import type { ComponentType } from 'react';
  import type { DocSearchTransformClient } from '@docsearch/react';

  // It merges its props over themeConfig.algolia (facebook/docusaurus#11581), but the theme's
  // declared type has no props.
  const DocSearchBar: ComponentType<{
    transformSearchClient: (client: DocSearchTransformClient) => DocSearchTransformClient;
    getMissingResultsUrl: (search: { query: string }) => string;
  }>;
  export default DocSearchBar;
}

// The theme's search page, under the alias the plugin gives it (index.ts).
declare module '@local-search/DocSearchPage' {
  import type { ReactNode } from 'react';

  export default function DocSearchPage(): ReactNode;
}

// The DocSearch modal's part of the code translations (index.ts, codeTranslationsLoader.cjs).
declare module '@generated/codeTranslations?search-modal' {
  const translations: Record<string, string>;
  export default translations;
}
