// The app hydrates once the chunks of the landing route are loaded. When the server's HTML holds
// a code block the build did not highlight, the highlighter chunk joins that wait, so hydration
// renders the same highlighted markup the server sent.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

import { BROWSER_HIGHLIGHTED_SELECTOR } from './markers';
import { loadHighlighter } from './loader';

type Preloadable = { preload: () => Promise<unknown> };

if (ExecutionEnvironment.canUseDOM && document.querySelector(BROWSER_HIGHLIGHTED_SELECTOR)) {
  // A failed load leaves the plain fallback; the route itself still hydrates.
  const highlighter = loadHighlighter().catch(() => undefined);
  for (const { route } of matchRoutes(routes, window.location.pathname)) {
    const component = route.component as unknown as Preloadable;
    const original = component.preload;
    component.preload = () =>
      Promise.all([original.call(component), highlighter]).then(([result]) => result);
  }
}
