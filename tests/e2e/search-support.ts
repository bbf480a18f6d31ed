// Helpers shared by the search browser tests: the DocSearch modal interactions and the
// versions' pages. Pages are watched with tests/support/page.ts.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { BASE_URL } from '../../guide/site.ts';
import { waitForHydration } from '../support/page.ts';
import { VERSIONS, type VersionUnderTest } from '../support/versions.ts';

/** Route below the base URL of a version's page, e.g. `docs/<version>/api/motor`. */
export const pageOf = (version: VersionUnderTest, page: string) =>
  `${version.routeBase.slice(1)}/${page}`;

/** The version whose docs a root-relative URL belongs to (the longest matching route). */
export function versionOfUrl(url: string): VersionUnderTest | undefined {
  return VERSIONS.filter((version) => url.startsWith(`${BASE_URL}${pageOf(version, '')}`)).sort(
    (a, b) => b.routeBase.length - a.routeBase.length,
  )[0];
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

/** Waits for the modal's German error screen and checks its texts; returns it. */
export async function expectErrorScreen(page: Page): Promise<Locator> {
  const screen = page.locator('.DocSearch-ErrorScreen');
  await screen.waitFor();
  assert.equal(
    await screen.locator('.DocSearch-Title').innerText(),
    'Ergebnisse konnten nicht geladen werden',
  );
  assert.equal(
    await screen.locator('.DocSearch-Help').innerText(),
    'Prüfe bitte deine Netzwerkverbindung.',
  );
  return screen;
}

export async function search(page: Page, query: string): Promise<void> {
  await page.locator('.DocSearch-Input').fill(query);
}

/**
 * Waits until the hits shown are the ones of `query`, not of the query typed before: the first
 * hit highlights a word that starts like a word of the query.
 */
export async function waitForHitsOf(page: Page, query: string): Promise<void> {
  await page.waitForFunction((q) => {
    const input = document.querySelector<HTMLInputElement>('.DocSearch-Input');
    const marks = document.querySelector('.DocSearch-Hit')?.querySelectorAll('mark') ?? [];
    const starts = q
      .toLowerCase()
      .split(/[^\p{L}\d_]+/u)
      .filter(Boolean)
      .map((word) => word.slice(0, 4));
    return (
      input?.value === q &&
      Array.from(marks).some((mark) =>
        starts.some((start) => mark.textContent?.toLowerCase().startsWith(start)),
      )
    );
  }, query);
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
