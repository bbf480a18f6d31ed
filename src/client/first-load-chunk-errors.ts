// On the first visit the app renders only after every chunk of the page has loaded; if one
// fails, the stock site never hydrates and stays dead. Here the first preload of the landing
// route swallows the failure, so the app hydrates and the failed part shows the error box with
// "Retry" (@theme/Loading) while navbar, search and toggles work. Later navigations keep the
// stock behaviour (a failed route reloads the window), so the originals come back afterwards.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

type Preloadable = { preload: () => Promise<unknown> };

const restorers: (() => void)[] = [];

function tolerateFailureOnce(component: Preloadable): void {
  const original = component.preload;
  component.preload = () => original.call(component).catch(() => undefined);
  restorers.push(() => {
    component.preload = original;
  });
}

if (ExecutionEnvironment.canUseDOM) {
  for (const { route } of matchRoutes(routes, window.location.pathname)) {
    tolerateFailureOnce(route.component as unknown as Preloadable);
  }
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    restorers.splice(0).forEach((restore) => restore());
  },
};

export default clientModule;
