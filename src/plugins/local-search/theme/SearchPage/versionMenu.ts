// The search page's version menu starts on the first version in the list, the unreleased
// "Next". Readers should search the version they read: the one they picked before (stored by
// the docs plugin), otherwise the latest release. The menu is the theme's own, so this sets its
// value through the same change event a reader's choice fires, and gives it the accessible name
// it lacks.
import globalData from '@generated/globalData';

import { searchVersionToPreselect, type DocsVersionInfo } from '../../client/search-version';

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const PLUGIN_ID = 'default';
// Key used by the theme's version persistence (`docs-preferred-version-<pluginId>`).
const PREFERRED_VERSION_KEY = `docs-preferred-version-${PLUGIN_ID}`;

function docsVersions(): DocsVersionInfo[] {
  const docs = globalData[DOCS_PLUGIN]?.[PLUGIN_ID] as { versions: DocsVersionInfo[] } | undefined;
  return docs?.versions ?? [];
}

function storedPreference(): string | null {
  try {
    return window.localStorage.getItem(PREFERRED_VERSION_KEY);
  } catch {
    return null;
  }
}

/** The theme's version menu: the select whose options are the docs versions. */
function versionMenu(versions: DocsVersionInfo[]): HTMLSelectElement | undefined {
  return Array.from(document.querySelectorAll('select')).find((select) =>
    Array.from(select.options).some((option) => option.value === versions[0]?.name),
  );
}

export function preselect(): void {
  const versions = docsVersions();
  const select = versionMenu(versions);
  // The theme's menu has no label of its own; screen readers need one.
  select?.setAttribute('aria-label', 'Version der Anleitung');
  const wanted = searchVersionToPreselect(versions, storedPreference());
  if (!select || !wanted || select.value === wanted) return;
  if (!Array.from(select.options).some((option) => option.value === wanted)) return;
  select.value = wanted;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
