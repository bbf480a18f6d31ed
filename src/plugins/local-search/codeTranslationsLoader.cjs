// Browser bundle only: the DocSearch modal's texts leave Docusaurus' code translations, which
// every page's main bundle carries, for `?search-modal`, which loads with the modal's code
// (client/searchModalTranslations.ts). See `modalTranslations` in index.ts.
'use strict';

module.exports = function splitSearchModalStrings(source) {
  const { prefix, query } = this.getOptions();
  const wanted = this.resourceQuery === `?${query}`;
  const translations = JSON.parse(source);
  for (const id of Object.keys(translations)) {
    if (id.startsWith(prefix) !== wanted) delete translations[id];
  }
  return JSON.stringify(translations);
};
