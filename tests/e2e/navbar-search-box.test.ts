import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit } from '../support/page.ts';

const harness = useSiteInBrowser();

describe('navbar search box', () => {
  test('is a labelled button in the navbar', async () => {
    const context = await openContext(harness.browser());
    const page = await visit(context, harness.site().url('/docs/'));
    const button = page.locator('.navbar__items--right .DocSearch-Button');
    assert.ok(await button.isVisible());
    assert.ok(((await button.getAttribute('aria-label')) ?? '').length > 0);
    await context.close();
  });

  for (const [name, keys] of [
    ['Ctrl+K', ['Control+k']],
    ['the slash key', ['/']],
  ] as const) {
    test(`${name} opens the search modal and Escape closes it`, async () => {
      const context = await openContext(harness.browser());
      const page = await visit(context, harness.site().url('/docs/'));
      for (const key of keys) await page.keyboard.press(key);
      const modal = page.locator('.DocSearch-Modal');
      await modal.waitFor({ state: 'visible' });
      assert.ok(
        await page.locator('.DocSearch-Input').evaluate((el) => el === document.activeElement),
      );
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
      await context.close();
    });
  }
});
