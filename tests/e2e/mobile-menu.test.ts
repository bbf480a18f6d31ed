import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { englishStrings } from './walk-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const PHONE = { width: 390, height: 844 };

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
});
