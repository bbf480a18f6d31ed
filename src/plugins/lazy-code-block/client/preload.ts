// The app hydrates once the chunks of the landing route are loaded. When the server's HTML
// holds code blocks, the code block chunk joins that wait, so hydration renders the same
// highlighted markup the server sent.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

import { loadCodeBlock } from './loader';

type Preloadable = { preload: () => Promise<unknown> };

if (ExecutionEnvironment.canUseDOM && document.querySelector('.theme-code-block')) {
  // A failed load leaves the plain fallback; the route itself still hydrates.
  const codeBlock = loadCodeBlock().catch(() => undefined);
  for (const { route } of matchRoutes(routes, window.location.pathname)) {
    const component = route.component as unknown as Preloadable;
    const original = component.preload;
    component.preload = () =>
      Promise.all([original.call(component), codeBlock]).then(([result]) => result);
  }
}
