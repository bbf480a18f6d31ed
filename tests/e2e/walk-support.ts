// The walk over every page of the site, one visit per page: what must hold on each of them is
// checked in that one visit (status, one h1, hydration, table of contents, anchors, German theme
// strings, no console error or failed request), and on the pages of the latest version
// every player opens. The other versions' blocks use the same player; their worlds, checks and
// meta are proven by the example tests (`npm run test:examples`), and opening their players here
// too cost CI about 15 s per version. The walk is cut in two halves so both
// lanes of the suite share it.
import assert from 'node:assert/strict';

import type { Page } from 'playwright-core';

import { BASE_URL } from '../../guide/site.ts';
import type { Harness } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';
import { LATEST, pagesOf, VERSIONS } from '../support/versions.ts';
import { OPEN_LABEL } from './playground-support.ts';

/** The site's own pages besides the docs; the not-found page is walked as well. */
export const SITE_PAGES = ['/', '/markdown-page', '/search'];
export const NOT_FOUND_PAGE = '/gibt-es-nicht';

/** Every page of the site, in the order of the walk. */
export const ALL_PAGES = [...SITE_PAGES, ...VERSIONS.flatMap(pagesOf)];

/** The pages whose players all open during the walk. */
const PLAYER_PAGES = new Set(pagesOf(LATEST));

/** Every other page of the walk (the not-found page included), so both halves weigh the same. */
export function walkHalf(half: 0 | 1): string[] {
  return [...ALL_PAGES, NOT_FOUND_PAGE].filter((_, index) => index % 2 === half);
}

/** English defaults of the theme that would show if a translation were missing. */
const ENGLISH = [
  'Skip to main content',
  'Edit this page',
  'On this page',
  'Previous',
  'Toggle navigation bar',
  'Close navigation bar',
  'Back to main menu',
  'Copy code to clipboard',
  'Scroll back to top',
  'Breadcrumbs',
  'Home page',
  'Docs sidebar',
  'Main',
  'Versions',
  'Search',
  'Search docs',
  'This page crashed.',
  'Try again',
  'Page Not Found',
  'Switch between dark and light mode',
  'Expand sidebar category',
  'Collapse sidebar category',
  'Close',
];

/** Visible texts and labels that are one of the theme's English defaults. */
export function englishStrings(page: Page): Promise<string[]> {
  return page.evaluate((english) => {
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const texts = ['aria-label', 'title', 'placeholder'].map(
        (name) => element.getAttribute(name)?.trim() ?? '',
      );
      texts.push(
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim() ?? '')
          .join(' ')
          .trim(),
      );
      for (const text of texts) {
        if (text && english.some((phrase) => text === phrase || text.startsWith(`${phrase} `))) {
          found.push(text);
        }
      }
    }
    return found;
  }, ENGLISH);
}

/** Every problem of one page, as `path: problem` lines. */
async function problemsOf(page: Page, url: string, path: string): Promise<string[]> {
  const problems: string[] = [];
  const watch = watchPage(page);
  const response = await page.goto(url);
  await waitForHydration(page);
  const notFound = path === NOT_FOUND_PAGE;
  const status = response?.status();
  if (status !== (notFound ? 404 : 200)) problems.push(`status ${status}`);
  if (response?.request().redirectedFrom()) problems.push('answered with a redirect');

  const h1 = await page.locator('h1').allInnerTexts();
  if (h1.length !== 1) problems.push(`${h1.length} h1 elements`);
  if (!notFound && h1[0] === 'Seite nicht gefunden') problems.push('shows the not-found page');

  const tocTargets = await page.locator('.table-of-contents a').evaluateAll((links) =>
    links.map((link) => {
      const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
      const target = document.getElementById(id);
      // The heading's own words, without Docusaurus' "#" link after them.
      const heading = target?.firstChild
        ? (target.textContent ?? '').replace(/\u200b|#$/g, '')
        : '';
      return { tag: target?.tagName ?? `missing #${id}`, entry: link.textContent ?? '', heading };
    }),
  );
  for (const { tag, entry, heading } of tocTargets) {
    if (tag !== 'H2' && tag !== 'H3') problems.push(`table of contents lists ${tag}`);
    // A colon in a heading (micro:bit) must be escaped in MDX, or the entry loses words.
    else if (entry.trim() !== heading.trim()) {
      problems.push(`table of contents says "${entry}" for the heading "${heading}"`);
    }
  }

  const brokenAnchors = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))
      .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
      .map((link) => decodeURIComponent(link.hash.slice(1)))
      .filter((id) => !document.getElementById(id)),
  );
  for (const id of brokenAnchors) problems.push(`broken anchor #${id}`);
  for (const text of await englishStrings(page)) problems.push(`English theme string "${text}"`);

  // Every runnable block opens its player: all buttons clicked in one go, as fast as a reader
  // could, then every player must be ready.
  if (PLAYER_PAGES.has(path)) {
    const buttons = page.getByRole('button', { name: OPEN_LABEL });
    const closed = await buttons.count();
    await buttons.evaluateAll((all) => all.forEach((button) => (button as HTMLElement).click()));
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('[role="toolbar"][aria-label="Steuerung"]').length === count &&
        document.querySelectorAll('[data-sim="stage"]').length === count,
      closed,
      { timeout: 120_000 },
    );
    if ((await buttons.count()) > 0) problems.push('a block stayed closed');
  }

  // The prefetches of the links in view and the players' loads finish too, so their requests
  // are checked.
  await watch.settled();
  watch.dispose();
  // The not-found page itself arrives with status 404, which the console reports.
  const documentMissing = (line: string) => notFound && /status of 404/.test(line);
  problems.push(...watch.all().filter((line) => !documentMissing(line)));
  return problems.map((problem) => `${path}: ${problem}`);
}

/** Walks `paths` in one reader's tab, as a reader clicks from page to page; returns how many players opened. */
export async function walk(harness: Harness, paths: string[]): Promise<number> {
  const context = await openContext(harness.browser());
  const problems: string[] = [];
  let players = 0;
  try {
    const page = await context.newPage();
    for (const path of paths) {
      problems.push(...(await problemsOf(page, harness.site().url(path), path)));
      players += await page.locator('[data-sim="stage"]').count();
    }
  } finally {
    await context.close();
  }
  assert.deepEqual(problems, []);
  return players;
}

/** Paths the sitemap lists, below the base URL. */
export async function sitemapPaths(harness: Harness): Promise<string[]> {
  const xml = await (await fetch(harness.site().url('/sitemap.xml'))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const { pathname } = new URL(match[1]!);
    assert.ok(pathname.startsWith(BASE_URL), pathname);
    return pathname.slice(BASE_URL.length - 1);
  });
}
