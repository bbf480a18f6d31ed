import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Locator } from 'playwright-core';

import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { LATEST, OLDER } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
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
    const page = await tab().open('/');
    const left = page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link');
    assert.deepEqual(await left.allInnerTexts(), ['Docs']);
    await left.click();
    await page.waitForURL(/\/docs\/$/);
  });

  test('the right side holds version dropdown, source link, color toggle and search box, in order', async () => {
    const page = await tab().open('/docs/api/motor');
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
  });
});

describe('footer', () => {
  test('has a "Docs" column whose "API" link leads to /docs, and a copyright line', async () => {
    const page = await tab().open('/');
    const footer = page.locator('footer');
    assert.deepEqual(await footer.locator('.footer__title').allInnerTexts(), ['Docs']);
    const api = footer.locator('a.footer__link-item');
    assert.deepEqual(await api.allInnerTexts(), ['API']);
    assert.equal(await api.getAttribute('href'), '/maqueen-plus-v2-mpy/docs');
    assert.match(await footer.locator('.footer__copyright').innerText(), /^Copyright © \d{4} /);
  });
});

describe('docs layout', () => {
  test('breadcrumbs lead from the home page through the category to the page', async () => {
    const page = await tab().open(`${OLDER.routeBase}/api/motor`);
    const crumbs = page.locator('nav.theme-doc-breadcrumbs .breadcrumbs__item');
    assert.equal(await crumbs.count(), 3);
    assert.equal(await crumbs.nth(0).locator('a').getAttribute('href'), '/maqueen-plus-v2-mpy/');
    assert.equal(await crumbs.nth(1).innerText(), 'API');
    assert.equal(
      await crumbs.nth(1).locator('a').getAttribute('href'),
      `${BASE_URL.slice(0, -1)}${OLDER.routeBase}/api/`,
    );
    assert.match((await crumbs.nth(2).getAttribute('class')) ?? '', /breadcrumbs__item--active/);
  });

  test('the sidebar cannot be hidden and opening a category keeps the others open', async () => {
    const page = await tab().open('/docs/api/motor');
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
  });

  test('the table of contents lists exactly the h2 and h3 headings', async () => {
    const page = await tab().open('/markdown-page');
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
  });
});
