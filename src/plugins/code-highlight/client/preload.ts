// The app hydrates once the chunks of the landing route are loaded. When the server's HTML holds
// a code block the build did not highlight, the highlighter chunk joins that wait, so hydration
// renders the same highlighted markup the server sent.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

import { aroundLandingRoutePreload } from '../../../client/landing-route-preload';
import { BROWSER_HIGHLIGHTED_SELECTOR } from './markers';
import { loadHighlighter } from './loader';

if (ExecutionEnvironment.canUseDOM && document.querySelector(BROWSER_HIGHLIGHTED_SELECTOR)) {
  // A failed load leaves the plain fallback; the route itself still hydrates.
  const highlighter = loadHighlighter().catch(() => undefined);
  aroundLandingRoutePreload((preload) =>
    Promise.all([preload(), highlighter]).then(([result]) => result),
  );
}
