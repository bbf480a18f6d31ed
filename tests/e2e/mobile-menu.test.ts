import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';
import { LATEST, OLDER, OLDEST } from '../support/versions.ts';
import { openModal, search } from './search-support.ts';
import { englishStrings } from './walk-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const PHONE = { width: 390, height: 844 };
// The menu's own chunk (src/theme/Navbar/MobileSidebar), which no desktop loads.
const MENU_CHUNK = /\/assets\/js\/navbar-mobile-sidebar\.[0-9a-f]+\.js$/;

describe('mobile menu', () => {
  test('at 390 px the menu opens in German, shows the docs sidebar with a back item, and goes back to the main menu', async () => {
    const page = await tab().open('/docs/next/api/motor', PHONE);
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({ state: 'visible' });
    assert.deepEqual(await englishStrings(page), []);
    const back = sidebar.locator('.navbar-sidebar__back');
    assert.equal(await back.innerText(), '← Zurück zum Hauptmenü');
    assert.ok(await sidebar.locator('a.menu__link', { hasText: 'API' }).first().isVisible());
    await back.click();
    assert.ok(await sidebar.locator('a.menu__link', { hasText: 'Docs' }).isVisible());
  });

  test('at 390 px the menu names the version shown, and picking another one opens that page with the menu closed', async () => {
    const page = await tab().open('/docs/api/motor', PHONE);
    await page.locator('button.navbar__toggle').click();
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.locator('.navbar-sidebar__back').click();
    const versions = sidebar.locator('a.menu__link', { hasText: `Versionen: ${LATEST.label}` });
    await versions.click();
    await sidebar.locator('a.menu__link', { hasText: new RegExp(`^${OLDER.label}$`) }).click();
    await page.waitForURL((url) => url.pathname.endsWith(`${OLDER.routeBase}/api/motor`));
    await page.locator('nav.navbar-sidebar--show').waitFor({ state: 'detached' });
    assert.equal(
      await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')),
      OLDER.name,
    );
  });

  test('on a phone the version badge of a page switches the version in one choice', async () => {
    const context = await openContext(harness.browser(), { ...PHONE, touch: true });
    try {
      const page = await context.newPage();
      await page.goto(harness.site().url('/docs/api/motor#motor_run'));
      await waitForHydration(page);
      const menu = page.getByRole('combobox', { name: 'Version der Anleitung wechseln' });
      assert.equal(await menu.inputValue(), LATEST.name);
      const box = (await menu.boundingBox())!;
      assert.ok(box.height >= 40, `a finger hits it: ${box.height} px`);
      await menu.selectOption(OLDEST.name);
      await page.waitForURL((url) => url.pathname.endsWith(`${OLDEST.routeBase}/api/motor`));
      assert.equal(new URL(page.url()).hash, '#motor_run');
      await page.getByText(`Version: ${OLDEST.label}`).waitFor();
      assert.equal(await menu.inputValue(), OLDEST.name);
    } finally {
      await context.close();
    }
  });

  test('at 390 px the search modal lies over the navbar: its input and first result are not covered', async () => {
    const page = await tab().open('/docs/api/motor', PHONE);
    await page.mouse.wheel(0, 600);
    await openModal(page);
    await search(page, 'Abstand messen');
    const hit = page.locator('.DocSearch-Hit').first();
    await hit.waitFor();
    // What a finger would touch at the input's lower edge and at the first result's upper edge.
    const uncovered = await page.evaluate(() =>
      ['.DocSearch-Input', '.DocSearch-Hit'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const edge = selector === '.DocSearch-Input' ? box.bottom - 2 : box.top + 2;
        return document.elementFromPoint(x, edge)?.closest('.DocSearch-Modal') !== null;
      }),
    );
    assert.deepEqual(uncovered, [true, true]);
  });

  test('an open menu closes itself when the window grows to 1280 px', async () => {
    const page = await tab().open('/docs/', PHONE);
    await page.locator('button.navbar__toggle').click();
    await page.locator('nav.navbar-sidebar--show').waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.locator('nav.navbar-sidebar--show').waitFor({ state: 'detached' });
    assert.equal(await page.locator('button.navbar__toggle').isVisible(), false);
  });

  test('996 px already counts as desktop, 995 px still as mobile', async () => {
    const page = await tab().open('/docs/api/motor', { width: 995, height: 800 });
    assert.ok(await page.locator('button.navbar__toggle').isVisible());
    assert.equal(await page.locator('.theme-doc-sidebar-container').isVisible(), false);

    await page.locator('button.navbar__toggle').click();
    await page.locator('nav.navbar-sidebar--show').waitFor();
    await page.setViewportSize({ width: 996, height: 800 });
    await page.locator('nav.navbar-sidebar--show').waitFor({ state: 'detached' });
    assert.equal(await page.locator('button.navbar__toggle').isVisible(), false);
    await page.locator('.theme-doc-sidebar-container').waitFor({ state: 'visible' });
    assert.ok(await page.locator('.navbar__items--right .dropdown').isVisible());
  });

  test('with the keyboard at 390 px the menu opens and closes', async () => {
    const page = await tab().open('/docs/', PHONE);
    await page.locator('button.navbar__toggle').focus();
    await page.keyboard.press('Enter');
    const sidebar = page.locator('.navbar-sidebar');
    await sidebar.waitFor({ state: 'visible' });
    await sidebar.locator('button.navbar-sidebar__close').focus();
    await page.keyboard.press('Enter');
    await page.locator('nav.navbar-sidebar--show').waitFor({ state: 'detached' });
    assert.deepEqual(tab().watch.all(), []);
  });

  test('a desktop never loads the menu, a phone loads it with the page', async () => {
    await tab().open('/docs/api/motor');
    await tab().watch.settled();
    assert.equal(tab().watch.requests.filter((url) => MENU_CHUNK.test(url)).length, 0);
    await tab().open('/docs/api/motor', PHONE);
    await tab().watch.settled();
    assert.equal(tab().watch.requests.filter((url) => MENU_CHUNK.test(url)).length, 1);
  });

  test('when the menu cannot load, the open menu says so in German and Erneut versuchen brings it', async () => {
    const context = await openContext(harness.browser(), PHONE);
    let blocked = true;
    await context.route(MENU_CHUNK, (route) =>
      blocked ? route.abort('connectionreset') : route.continue(),
    );
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(harness.site().url('/docs/api/motor'));
      await waitForHydration(page);
      await page.locator('button.navbar__toggle').click();
      const box = page.locator('.navbar-sidebar [role=alert]');
      await box.waitFor({ state: 'visible' });
      assert.match(await box.innerText(), /Dieser Teil der Seite konnte nicht geladen werden\./);
      // The page around it is whole.
      assert.ok(await page.locator('article h1').isVisible());

      blocked = false;
      await box.getByRole('button', { name: 'Erneut versuchen' }).click();
      const sidebar = page.locator('.navbar-sidebar');
      await sidebar.locator('.navbar-sidebar__back').waitFor({ state: 'visible' });
      assert.equal(await box.count(), 0);
      await sidebar.locator('.navbar-sidebar__back').click();
      assert.ok(await sidebar.locator('a.menu__link', { hasText: 'Docs' }).isVisible());
      assert.deepEqual(errors, []);
    } finally {
      await context.close();
    }
  });
});
