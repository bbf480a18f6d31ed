import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';

const harness = useSiteInBrowser();

// A sentence of src/pages/markdown-page.md: it marks the JS chunk holding that page's content.
const MARKER = 'Diese Seite ist mit Markdown geschrieben.';
const MARKER_LITERAL = new RegExp(`"${MARKER.replace('.', '\\.')}[^"]*"`);

function contentChunkOfMarkdownPage(): { file: string; code: string } {
  const dir = join('build', 'assets', 'js');
  for (const file of readdirSync(dir)) {
    const code = readFileSync(join(dir, file), 'utf8');
    if (MARKER_LITERAL.test(code)) return { file, code };
  }
  throw new Error('No chunk holds the markdown page content.');
}

describe('a page chunk that fails to load', () => {
  test('on first load shows the German error box; Retry loads it and the rest of the site works', async () => {
    const chunk = contentChunkOfMarkdownPage();
    const context = await openContext(harness.browser());
    let failures = 0;
    await context.route(`**/assets/js/${chunk.file}`, (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.abort('connectionreset');
    });
    const page = await context.newPage();
    await page.goto(harness.site().url('/markdown-page'));
    await waitForHydration(page);

    const box = page.locator('[role=alert]', { hasText: 'konnte nicht geladen werden' });
    await box.waitFor();
    assert.match(await box.innerText(), /ChunkLoadError|Loading chunk/);
    // Controls around the failed part keep working.
    await page.locator('.navbar__items--right button[aria-label*="Ansicht umschalten"]').click();
    assert.equal(await page.locator('html').getAttribute('data-theme'), 'dark');

    await box.getByRole('button', { name: 'Erneut versuchen' }).click();
    await page.getByText(MARKER).waitFor();
    assert.equal(await box.count(), 0);
    await page.locator('.navbar__items:not(.navbar__items--right) a.navbar__link').click();
    await page.waitForURL(/\/docs\/$/);
    await context.close();
  });
});

describe('a page that crashes while rendering', () => {
  test('shows the German crash page with the message and its cause chain; "Nochmal versuchen" renders again', async () => {
    const chunk = contentChunkOfMarkdownPage();
    // Make the page's text throw while rendering, as long as the test wants it to.
    const crashing = chunk.code.replace(
      MARKER_LITERAL,
      `(()=>{if(window.__crash)throw new Error("Testabsturz",{cause:new Error("Sensor antwortet nicht",{cause:new Error("Kabel lose")})});return "${MARKER}"})()`,
    );
    assert.notEqual(crashing, chunk.code);
    const context = await openContext(harness.browser());
    await context.addInitScript(() => {
      (window as unknown as { __crash: boolean }).__crash = true;
    });
    await context.route(`**/assets/js/${chunk.file}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: crashing }),
    );
    const page = await context.newPage();
    await page.goto(harness.site().url('/markdown-page'));
    await waitForHydration(page);

    await page.locator('h1', { hasText: 'Die Seite ist abgestürzt.' }).waitFor();
    const main = await page.locator('main').innerText();
    assert.match(main, /Testabsturz/);
    assert.match(main, /Ursache: Sensor antwortet nicht/);
    assert.match(main, /Ursache: Kabel lose/);
    assert.doesNotMatch(main, /Cause/);
    assert.ok(await page.locator('.navbar').isVisible(), 'the navbar stays');

    await page.evaluate(() => {
      (window as unknown as { __crash: boolean }).__crash = false;
    });
    await page.getByRole('button', { name: 'Nochmal versuchen' }).click();
    await page.getByText(MARKER).waitFor();
    assert.equal(await page.getByText('Die Seite ist abgestürzt.').count(), 0);
    await context.close();
  });
});
