// Browser bundle only: drops the player's and the exercises' ids from Docusaurus' code
// translations, which every page's main bundle carries. See playgroundStrings in index.ts.
'use strict';

module.exports = function dropPlaygroundStrings(source) {
  const { prefixes } = this.getOptions();
  const translations = JSON.parse(source);
  for (const id of Object.keys(translations)) {
    if (prefixes.some((prefix) => id.startsWith(prefix))) delete translations[id];
  }
  return JSON.stringify(translations);
};
