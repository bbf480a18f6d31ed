import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';

const harness = useSiteInBrowser();

const BASE = BASE_URL;

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(harness.site().url('/sitemap.xml'))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const { pathname } = new URL(match[1]);
    assert.ok(pathname.startsWith(BASE), pathname);
    return pathname.slice(BASE.length - 1);
  });
}

describe('walk over every page in sitemap.xml', () => {
  test('no page logs a console error, fails a request or links to a missing anchor', async () => {
    const paths = await sitemapPaths();
    assert.ok(paths.length >= 50, `sitemap lists ${paths.length} pages`);
    const context = await openContext(harness.browser());
    const failures: string[] = [];
    for (const path of paths) {
      const page = await context.newPage();
      const watch = watchPage(page);
      await page.goto(harness.site().url(path));
      await waitForHydration(page);
      // The prefetches of the links in view finish too, so their requests are checked.
      await watch.settled();
      const brokenAnchors = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href*="#"]'))
          .filter((link) => link.pathname === location.pathname && link.hash.length > 1)
          .map((link) => decodeURIComponent(link.hash.slice(1)))
          .filter((id) => !document.getElementById(id)),
      );
      for (const problem of watch.all()) failures.push(`${path}: ${problem}`);
      for (const id of brokenAnchors) failures.push(`${path}: broken anchor #${id}`);
      await page.close();
    }
    await context.close();
    assert.deepEqual(failures, []);
  });
});
