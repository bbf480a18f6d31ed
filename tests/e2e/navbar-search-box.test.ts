import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser, useTab } from '../support/harness.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

describe('navbar search box', () => {
  test('is a labelled button in the navbar', async () => {
    const page = await tab().open('/docs/');
    const button = page.locator('.navbar__items--right .DocSearch-Button');
    assert.ok(await button.isVisible());
    assert.ok(((await button.getAttribute('aria-label')) ?? '').length > 0);
  });

  for (const [name, key] of [
    ['Ctrl+K', 'Control+k'],
    ['the slash key', '/'],
  ] as const) {
    test(`${name} opens the search modal and Escape closes it`, async () => {
      const page = await tab().open('/docs/');
      await page.keyboard.press(key);
      const modal = page.locator('.DocSearch-Modal');
      await modal.waitFor({ state: 'visible' });
      assert.ok(
        await page.locator('.DocSearch-Input').evaluate((el) => el === document.activeElement),
      );
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    });
  }
});
