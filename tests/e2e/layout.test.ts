import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Locator } from 'playwright-core';

import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser } from '../support/harness.ts';
import { LATEST, OLDER } from '../support/versions.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();
const REPO_URL =
  process.env.REPO_URL ?? 'https://github.com/maqueen-plus-v2-mpy/maqueen-plus-v2-mpy';

async function isBefore(first: Locator, second: Locator): Promise<boolean> {
  const handle = await second.elementHandle();
  return first.evaluate(
    (a, b) => Boolean(b && a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING),
    handle,
  );
}

describe('navbar', () => {
  test('"Docs" sits on the left and leads to the latest docs', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/'));
    const left = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    assert.deepEqual(await left.allInnerTexts(), ['Docs']);
    await left.click();
    await page.waitForURL(/\/docs\/$/);
    await context.close();
  });

  test('the right side holds version dropdown, source link, color toggle and search box, in order', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/docs/api/motor'));
    const right = page.locator('.navbar__items--right');
    const versions = right.locator('.dropdown > .navbar__link');
    const source = right.locator(`a[href="${REPO_URL}"]`);
    const toggle = right.locator('button[aria-label*="Ansicht umschalten"]');
    const search = right.locator('.DocSearch-Button');
    for (const item of [versions, source, toggle, search]) assert.ok(await item.isVisible());
    assert.equal(await versions.innerText(), LATEST.label);
    assert.ok(await isBefore(versions, source));
    assert.ok(await isBefore(source, toggle));
    assert.ok(await isBefore(toggle, search));
    await context.close();
  });
});

describe('footer', () => {
  test('has a "Docs" column whose "API" link leads to /docs, and a copyright line', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/'));
    const footer = page.locator('footer');
    assert.deepEqual(await footer.locator('.footer__title').allInnerTexts(), ['Docs']);
    const api = footer.locator('a.footer__link-item');
    assert.deepEqual(await api.allInnerTexts(), ['API']);
    assert.equal(await api.getAttribute('href'), '/maqueen-plus-v2-mpy/docs');
    assert.match(await footer.locator('.footer__copyright').innerText(), /^Copyright © \d{4} /);
    await context.close();
  });
});

describe('docs layout', () => {
  test('breadcrumbs lead from the home page through the category to the page', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url(`${OLDER.routeBase}/api/motor`));
    const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
    assert.equal(await crumbs.count(), 3);
    assert.equal(await crumbs.nth(0).locator('a').getAttribute('href'), '/maqueen-plus-v2-mpy/');
    assert.equal(await crumbs.nth(1).innerText(), 'API');
    assert.equal(
      await crumbs.nth(1).locator('a').getAttribute('href'),
      `${BASE_URL.slice(0, -1)}${OLDER.routeBase}/api/`,
    );
    assert.match((await crumbs.nth(2).getAttribute('class')) ?? '', /breadcrumbs__item--active/);
    await context.close();
  });

  test('the sidebar cannot be hidden and opening a category keeps the others open', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/docs/api/motor'));
    const sidebar = page.locator('.theme-doc-sidebar-container');
    assert.equal(await sidebar.locator('button[title="Seitenleiste einklappen"]').count(), 0);
    const categories = sidebar.locator('.theme-doc-sidebar-item-category-level-1');
    const collapsed = sidebar.locator(
      '.theme-doc-sidebar-item-category-level-1.menu__list-item--collapsed',
    );
    assert.equal(await categories.count(), 2);
    assert.equal(await collapsed.count(), 1, 'only the category of the open page is expanded');
    await collapsed.locator('.menu__list-item-collapsible > a').click();
    await page.waitForFunction(
      () =>
        document.querySelectorAll(
          '.theme-doc-sidebar-item-category-level-1.menu__list-item--collapsed',
        ).length === 0,
    );
    assert.equal(await collapsed.count(), 0, 'both categories are open');
    await context.close();
  });

  test('the table of contents lists exactly the h2 and h3 headings', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/markdown-page'));
    const toc = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.map((link) => {
        const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
        return document.getElementById(id)?.tagName ?? 'missing';
      }),
    );
    const headings = await page
      .locator('article h2[id], article h3[id], main h2[id], main h3[id]')
      .evaluateAll((nodes) => [...new Set(nodes)].map((node) => node.tagName));
    assert.ok(toc.length >= 3, 'the fixture page has h2 and h3 headings');
    assert.deepEqual(toc, headings);
    assert.ok(await page.locator('h4').count(), 'the fixture page also has an h4');
    await context.close();
  });

  test('no doc page lists anything but h2 and h3 in its table of contents', async () => {
    const context = await openContext(harness.browser());
    const page = await context.newPage();
    const sitemap = await (await fetch(harness.site().url('/sitemap.xml'))).text();
    const docPaths = [
      ...sitemap.matchAll(/<loc>[^<]*?\/maqueen-plus-v2-mpy(\/docs[^<]*)<\/loc>/g),
    ].map((match) => match[1]);
    assert.ok(docPaths.length > 40);
    for (const path of docPaths) {
      await page.goto(harness.site().url(path));
      const targets = await page.locator('.table-of-contents a').evaluateAll((links) =>
        links.map((link) => {
          const id = decodeURIComponent(new URL((link as HTMLAnchorElement).href).hash.slice(1));
          return document.getElementById(id)?.tagName ?? 'missing';
        }),
      );
      for (const tag of targets) assert.ok(tag === 'H2' || tag === 'H3', `${path}: ${tag}`);
    }
    await context.close();
  });
});
