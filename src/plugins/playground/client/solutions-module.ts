// Runs on every page: applies the teacher's solutions switch before the page is painted and
// again after each navigation (client/solutions.ts).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import type { ClientModule } from '@docusaurus/types';

import { applySolutions } from './solutions.ts';
import { browserStore } from './storage.ts';

const apply = (search: string) => applySolutions(browserStore(), search, document.documentElement);

if (ExecutionEnvironment.canUseDOM) apply(window.location.search);

const clientModule: ClientModule = {
  onRouteDidUpdate({ location }) {
    if (ExecutionEnvironment.canUseDOM) apply(location.search);
  },
};

export default clientModule;
