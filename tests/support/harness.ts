// The served build and the Chromium of a test file, ready before its first test. Under the
// suite's runner (tools/test/run-e2e.ts) every file shares one of each; a file run alone
// starts its own.
import { after, before } from 'node:test';

import type { Browser, BrowserContext, Page } from 'playwright-core';

import { connectBrowser, launchBrowser, type TestBrowser } from '../../tools/browser/chromium.ts';
import { serveBuild, siteAt, type ServedSite } from '../../tools/serve/serve-build.ts';
import { SHARED_BROWSER_ENV, SHARED_SITE_ENV } from '../../tools/test/shared-env.ts';
import { openContext, waitForHydration, watchPage, type PageWatch } from './page.ts';

export type Harness = {
  site: () => ServedSite;
  browser: () => Browser;
  /** Resolves once site and browser are there (hooks of one file may run side by side). */
  ready: () => Promise<void>;
};

/** Something a `before` hook makes, and a promise of it for hooks that need it. */
function made<T>(what: string) {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  let value: T | undefined;
  return {
    set: (made: T) => {
      value = made;
      resolve(made);
    },
    get: (): T => {
      if (value === undefined) throw new Error(`The ${what} is not there yet.`);
      return value;
    },
    promise,
  };
}

/** The suite's Chromium (or one of the file's own), attached before the first test. */
export function useBrowser(): { browser: () => Browser; ready: Promise<unknown> } {
  const chromium = made<TestBrowser>('browser');
  before(async () => {
    const shared = process.env[SHARED_BROWSER_ENV];
    chromium.set(shared ? await connectBrowser(shared) : await launchBrowser());
  });
  after(async () => {
    await chromium.get().close();
  });
  return { browser: () => chromium.get().browser, ready: chromium.promise };
}

export function useSiteInBrowser(): Harness {
  const site = made<ServedSite>('site');
  before(async () => {
    const shared = process.env[SHARED_SITE_ENV];
    site.set(shared ? siteAt(shared) : await serveBuild());
  });
  after(async () => {
    await site.get().close();
  });
  const browser = useBrowser();
  return {
    site: site.get,
    browser: browser.browser,
    ready: async () => {
      await Promise.all([site.promise, browser.ready]);
    },
  };
}

/** What a reader has stored and how big their window is when a tab opens a page. */
export type TabSetup = { storage?: Record<string, string>; width?: number; height?: number };

/**
 * One reader's tab for the tests of a file that need no browser of their own: a page load in a
 * tab that is already open costs a third of one in a new tab on our machines. `open` makes the
 * tab a fresh reader each time: only `storage` is stored, the window has its size.
 */
export interface ReaderTab {
  readonly page: Page;
  open(path: string, setup?: TabSetup): Promise<Page>;
  /**
   * What the page did since the last `open` began loading it (the previous visit's requests,
   * cut off by leaving it, are not in it).
   */
  readonly watch: PageWatch;
}

/** A file's reader tab, opened before its first test and closed after its last. */
export function useTab(harness: Harness): () => ReaderTab {
  let context: BrowserContext | undefined;
  let tab: ReaderTab | undefined;
  before(async () => {
    await harness.ready();
    context = await openContext(harness.browser());
    const page = await context.newPage();
    let watch = watchPage(page);
    tab = {
      page,
      get watch() {
        return watch;
      },
      open: async (path, setup = {}) => {
        await page.setViewportSize({ width: setup.width ?? 1280, height: setup.height ?? 800 });
        // A same-origin document without scripts (and without a favicon to ask for), so
        // nothing writes while storage is reset.
        const blank = harness.site().url('/__blank-tab');
        await page.route(blank, (route) =>
          route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><title>-</title><link rel="icon" href="data:,">',
          }),
        );
        await page.goto(blank);
        await page.unroute(blank);
        await page.evaluate((entries) => {
          localStorage.clear();
          sessionStorage.clear();
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, setup.storage ?? {});
        watch.dispose();
        watch = watchPage(page);
        await page.goto(harness.site().url(path));
        await waitForHydration(page);
        return page;
      },
    };
  });
  after(async () => {
    await context?.close();
  });
  return () => {
    if (!tab) throw new Error('The tab is not open yet.');
    return tab;
  };
}
