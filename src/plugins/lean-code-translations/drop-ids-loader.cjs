// Browser bundle only: drops the ids under the given prefixes from Docusaurus' code translations
// (`.docusaurus/codeTranslations.json`). See index.ts for which prefixes and why.
'use strict';

module.exports = function dropCodeTranslationIds(source) {
  const { prefixes } = this.getOptions();
  const translations = JSON.parse(source);
  for (const id of Object.keys(translations)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) delete translations[id];
  }
  return JSON.stringify(translations);
};
