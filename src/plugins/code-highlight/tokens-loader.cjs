// The bundler loads loaders with Node's require, which cannot read TypeScript; jiti compiles
// the loader on the fly, as Docusaurus does with docusaurus.config.ts.
const jiti = require('jiti')(__filename);

module.exports = jiti('./tokens-loader.ts').default;
