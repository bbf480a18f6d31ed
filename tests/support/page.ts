// Small helpers shared by the browser tests: a page with the reader's stored settings,
// collection of console errors and failed requests, and waiting for hydration.
import type { Browser, BrowserContext, Page } from 'playwright-core';

export type ReaderSetup = {
  width?: number;
  height?: number;
  /** Entries written to localStorage before the first script of every page runs. */
  storage?: Record<string, string>;
  /** What the operating system prefers; the site must ignore it. */
  colorScheme?: 'light' | 'dark';
};

export async function openContext(
  browser: Browser,
  setup: ReaderSetup = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: setup.width ?? 1280, height: setup.height ?? 800 },
    colorScheme: setup.colorScheme ?? 'light',
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

export type Problems = {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  /** Everything above in one list, for a single assertion. */
  all: () => string[];
};

/** Records every console error, uncaught exception and failed or 4xx/5xx request of a page. */
export function watchProblems(page: Page): Problems {
  const problems: Problems = {
    consoleErrors: [],
    pageErrors: [],
    failedRequests: [],
    all: () => [...problems.consoleErrors, ...problems.pageErrors, ...problems.failedRequests],
  };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(`exception: ${error.message}`));
  page.on('requestfailed', (request) =>
    problems.failedRequests.push(`failed: ${request.url()} (${request.failure()?.errorText})`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.failedRequests.push(`HTTP ${response.status()}: ${response.url()}`);
    }
  });
  return problems;
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
