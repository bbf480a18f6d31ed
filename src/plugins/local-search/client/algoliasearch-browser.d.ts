// algoliasearch exports its browser build by file path too, without types of its own: they are
// those of `algoliasearch/lite` (which resolves to that file in the browser).
declare module 'algoliasearch/dist/lite/builds/browser.js' {
  export * from 'algoliasearch/lite';
}
