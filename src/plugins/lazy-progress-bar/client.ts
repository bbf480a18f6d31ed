// Stands in for the theme's nprogress client module (see index.ts): the same bar after the same
// 200 ms, with nprogress loaded on the first page change instead of with every page.
import type { ClientModule } from '@docusaurus/types';
import type nprogressModule from 'nprogress';
import '@docusaurus/theme-classic/lib/nprogress.css';

const DELAY_MS = 200;

let bar: Promise<typeof nprogressModule> | undefined;
/** A page change under way: the bar may show; a change that ended in time shows nothing. */
let changing = false;

function loadBar(): Promise<typeof nprogressModule> {
  bar ??= import('nprogress').then(({ default: nprogress }) => {
    nprogress.configure({ showSpinner: false });
    return nprogress;
  });
  return bar;
}

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    changing = true;
    const loading = loadBar();
    const timer = window.setTimeout(() => {
      void loading.then((nprogress) => {
        if (changing) nprogress.start();
      });
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    changing = false;
    void bar?.then((nprogress) => nprogress.done());
  },
};

export default clientModule;
