// On the first visit the app renders only after every chunk of the page has loaded; if one
// fails, the stock site never hydrates and stays dead. Here the first preload of the landing
// route swallows the failure, so the app hydrates and the failed part shows the error box with
// "Retry" (@theme/Loading) while navbar, search and toggles work. Later navigations keep the
// stock behaviour (a failed route reloads the window), so the step goes after the first one.
import type { ClientModule } from '@docusaurus/types';

import { aroundLandingRoutePreload } from './landing-route-preload';

const removeStep = aroundLandingRoutePreload((preload) => preload().catch(() => undefined));

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    removeStep();
  },
};

export default clientModule;
