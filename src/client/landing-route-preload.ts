// The app hydrates once the landing route's components have preloaded their chunks. Client
// modules that change that wait (first-load chunk errors, code highlighting) add a step here.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import { matchRoutes } from 'react-router-config';

import { wrapPreloads, type AddPreloadStep, type Preloadable } from './preload-steps';

const landingRouteComponents: Preloadable[] = ExecutionEnvironment.canUseDOM
  ? matchRoutes(routes, window.location.pathname).map(
      ({ route }) => route.component as unknown as Preloadable,
    )
  : [];

/** Adds a step around the landing route's preload; the returned function removes it. */
export const aroundLandingRoutePreload: AddPreloadStep = wrapPreloads(landingRouteComponents);
