// Helpers shared by the search browser tests: a page that records every request and
// dialog, and the DocSearch modal interactions.
import type { Browser, Page } from 'playwright-core';
import { waitForHydration } from '../support/page.ts';

export type WatchedPage = { page: Page; requests: string[]; dialogs: string[]; errors: string[] };

export async function watchedPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<WatchedPage> {
  const page = await browser.newPage({ viewport });
  const watched: WatchedPage = { page, requests: [], dialogs: [], errors: [] };
  page.on('request', (request) => watched.requests.push(request.url()));
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  return watched;
}

export async function openModal(page: Page): Promise<void> {
  await page.locator('.DocSearch-Button').waitFor();
  // Wait until the page has settled: a shortcut pressed right at hydration is sometimes
  // missed (seen on a busy machine), which is not what these tests are about.
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
}

export async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
}

export async function hitUrls(page: Page): Promise<string[]> {
  await page.locator('.DocSearch-Hit a').first().waitFor();
  return page
    .locator('.DocSearch-Hit a')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

export const isIndexRequest = (url: string) => url.includes('/search-index/');
