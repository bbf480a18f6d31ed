// Small helpers shared by the browser tests: a page with the reader's stored settings, the one
// page watcher (requests, dialogs, console errors, exceptions, failed requests, settling), and
// waiting for hydration.
import type {
  Browser,
  BrowserContext,
  ConsoleMessage,
  Dialog,
  Page,
  Request,
  Response,
} from 'playwright-core';

export type ReaderSetup = {
  width?: number;
  height?: number;
  /** Entries written to localStorage before the first script of every page runs. */
  storage?: Record<string, string>;
  /** What the operating system prefers; the site must ignore it. */
  colorScheme?: 'light' | 'dark';
  /** A touch screen (a tablet or a phone): the pointer is coarse. */
  touch?: boolean;
  /** No service workers: every request reaches the context's routes. */
  blockServiceWorkers?: boolean;
};

export async function openContext(
  browser: Browser,
  setup: ReaderSetup = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: setup.width ?? 1280, height: setup.height ?? 800 },
    colorScheme: setup.colorScheme ?? 'light',
    hasTouch: setup.touch ?? false,
    isMobile: (setup.touch ?? false) && (setup.width ?? 1280) < 500,
    serviceWorkers: setup.blockServiceWorkers ? 'block' : 'allow',
  });
  if (setup.storage) {
    await context.addInitScript((entries) => {
      // Only on the first document of this context, so changes made by the page survive reloads.
      if (sessionStorage.getItem('__seeded')) return;
      sessionStorage.setItem('__seeded', '1');
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, setup.storage);
  }
  return context;
}

export type PageWatch = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  /** Every console error, exception and failed request above, in one list for one assertion. */
  all: () => string[];
  /** URL of every request the page made, in order. */
  requests: string[];
  /** Message of every dialog the page opened; each is dismissed. */
  dialogs: string[];
  /**
   * Resolves once the page has had its idle time (effects after hydration, prefetches of the
   * links in view) and none of its requests is still in flight.
   */
  settled: () => Promise<void>;
  /** Stops watching (a tab that is used again gets a new watcher per visit). */
  dispose: () => void;
};

/** The one watcher of the browser tests: what a page requested, opened and got wrong. */
export function watchPage(page: Page): PageWatch {
  const inFlight = new Set<Request>();
  let whenQuiet: (() => void)[] = [];
  const finished = (request: Request) => {
    inFlight.delete(request);
    if (inFlight.size > 0) return;
    const waiting = whenQuiet;
    whenQuiet = [];
    waiting.forEach((resolve) => resolve());
  };
  const onRequest = (request: Request) => {
    watch.requests.push(request.url());
    inFlight.add(request);
  };
  const onFailed = (request: Request) => {
    watch.failedRequests.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
    finished(request);
  };
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      watch.failedRequests.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') watch.consoleErrors.push(`console: ${message.text()}`);
  };
  const onPageError = (error: Error) => watch.pageErrors.push(`exception: ${error.message}`);
  const onDialog = (dialog: Dialog) => {
    watch.dialogs.push(dialog.message());
    void dialog.dismiss();
  };
  const watch: PageWatch = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    all: () => [...watch.consoleErrors, ...watch.pageErrors, ...watch.failedRequests],
    requests: [],
    dialogs: [],
    settled: async () => {
      // Two frames let intersection observers report the links in view; the idle callback
      // comes once what they and React's effects started has run.
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => requestIdleCallback(() => resolve())),
            ),
          ),
      );
      if (inFlight.size > 0) await new Promise<void>((resolve) => whenQuiet.push(resolve));
    },
    dispose: () => {
      page.off('request', onRequest);
      page.off('requestfinished', finished);
      page.off('requestfailed', onFailed);
      page.off('response', onResponse);
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('dialog', onDialog);
    },
  };
  page.on('request', onRequest);
  page.on('requestfinished', finished);
  page.on('requestfailed', onFailed);
  page.on('response', onResponse);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  page.on('dialog', onDialog);
  return watch;
}

export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached' });
}

/** Opens `url` in a fresh page of `context` and waits until React has hydrated it. */
export async function visit(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await waitForHydration(page);
  return page;
}
