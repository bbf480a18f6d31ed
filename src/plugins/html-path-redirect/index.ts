import type { Plugin } from '@docusaurus/types';

/**
 * No route of this site ends in `.html`, so a static host answers `x.html` with the site's 404
 * page (the `*` route, whose <html> has the class `plugin-native`). Stock Docusaurus then renders
 * route `x` into that 404 HTML, showing both at once with hydration errors. This head script
 * runs before anything renders: on such a 404 document it stops loading and goes to `x` (query
 * and hash kept). A real page asked for as `x/index.html` would hydrate under the wrong path, so
 * it goes to `x` as well. Our own server redirects before any of this; the script covers static
 * hosts such as GitHub Pages.
 */
export const HTML_PATH_REDIRECT_SCRIPT = [
  'var m = /^(.*?)(?:\\/index)?\\.html$/.exec(location.pathname);',
  "if (m && (/\\/index\\.html$/.test(location.pathname) || document.documentElement.classList.contains('plugin-native'))) {",
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
