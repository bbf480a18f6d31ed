/** Attribute on the `<pre>` of a code block whose highlighting the build did. */
export const BUILD_HIGHLIGHTED_ATTRIBUTE = 'data-build-highlighted';

/** Code blocks in server HTML that Prism highlighted, which hydration needs Prism for. */
export const BROWSER_HIGHLIGHTED_SELECTOR = `.theme-code-block pre.prism-code:not([${BUILD_HIGHLIGHTED_ATTRIBUTE}])`;
