import type { Plugin } from '@docusaurus/types';

/**
 * No route of this site ends in `.html`, so a visit to `x.html` or `x/index.html` gets the
 * host's 404 page. Stock Docusaurus then renders the route `x` into that 404 HTML, showing both
 * at once with hydration errors. This head script runs before anything renders: it stops the
 * 404 document and loads `x` instead (query and hash kept). Our own server redirects earlier;
 * this covers static hosts such as GitHub Pages.
 */
export const HTML_PATH_REDIRECT_SCRIPT = [
  'var p = location.pathname;',
  'var m = /^(.*?)(?:\\/index)?\\.html$/.exec(p);',
  'if (m && !/\\/404\\.html$/.test(p)) {',
  '  window.stop();',
  "  location.replace((m[1] || '/') + location.search + location.hash);",
  '}',
].join('\n');

export default function htmlPathRedirectPlugin(): Plugin {
  return {
    name: 'html-path-redirect',
    injectHtmlTags() {
      return { headTags: [{ tagName: 'script', innerHTML: HTML_PATH_REDIRECT_SCRIPT }] };
    },
  };
}
