// The search page's version menu starts on the first version in the list, the unreleased
// "Next". Readers should search the version they read: the one they picked before (stored by
// the docs plugin), otherwise the latest release. The menu is the theme's own, so this sets its
// value once when the page opens, through the same change event a reader's choice fires, and
// gives it the accessible name it lacks.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

function searchPagePath(): string {
  const algolia = siteConfig.themeConfig.algolia as { searchPagePath?: string } | undefined;
  return `${siteConfig.baseUrl}${algolia?.searchPagePath ?? 'search'}`;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!ExecutionEnvironment.canUseDOM) return;
    const onSearchPage = location.pathname.replace(/\/$/, '') === searchPagePath();
    // Every page runs this module; the code that reads the menu loads on the search page only.
    if (onSearchPage && previousLocation?.pathname !== location.pathname) {
      void import('./search-version-select').then(({ preselect }) => preselect());
    }
  },
};

export default clientModule;
