// Browser bundle only: drops the given top-level keys from Docusaurus' generated site
// configuration (`.docusaurus/docusaurus.config.mjs`, `export default <JSON>;`). See index.ts.
'use strict';

const EXPORT = 'export default ';

module.exports = function dropSiteConfigKeys(source) {
  const { keys } = this.getOptions();
  const start = source.indexOf(EXPORT);
  if (start < 0) throw new Error('docusaurus.config.mjs: no default export');
  const config = JSON.parse(
    source
      .slice(start + EXPORT.length)
      .trim()
      .replace(/;$/, ''),
  );
  for (const key of keys) delete config[key];
  return `${EXPORT}${JSON.stringify(config)};\n`;
};
