// The one page watcher of the browser tests records what the page did and waits for it to settle.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration, watchPage } from '../support/page.ts';

const harness = useSiteInBrowser();

describe('the page watcher', () => {
  test('settles only after the requests the page starts in its idle time have finished', async () => {
    const context = await openContext(harness.browser());
    // A slow answer, as a prefetch on a slow network.
    await context.route('**/langsam.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fulfill({ json: {} });
    });
    const page = await context.newPage();
    const watch = watchPage(page);
    let answered = false;
    page.on('requestfinished', (request) => {
      if (request.url().endsWith('/langsam.json')) answered = true;
    });
    try {
      await page.goto(harness.site().url('/markdown-page'));
      await waitForHydration(page);
      await page.evaluate(() => void requestIdleCallback(() => void fetch('langsam.json')));
      await watch.settled();
      assert.ok(answered, 'settled before the idle-time request was answered');
      assert.ok(watch.requests.some((url) => url.endsWith('/langsam.json')));
      assert.deepEqual(watch.all(), []);
    } finally {
      await context.close();
    }
  });

  test('records dialogs (dismissing them), exceptions and failed requests', async () => {
    const context = await openContext(harness.browser());
    const page = await context.newPage();
    const watch = watchPage(page);
    try {
      await page.goto(harness.site().url('/markdown-page'));
      await waitForHydration(page);
      assert.equal(await page.evaluate(() => confirm('Wirklich?')), false);
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('Testfehler');
        });
        void fetch('gibt-es-nicht.json');
      });
      await watch.settled();
      assert.deepEqual(watch.dialogs, ['Wirklich?']);
      assert.deepEqual(watch.pageErrors, ['exception: Testfehler']);
      assert.ok(
        watch.failedRequests.some((problem) => /^HTTP 404: .*gibt-es-nicht\.json$/.test(problem)),
        watch.failedRequests.join('\n'),
      );
    } finally {
      await context.close();
    }
  });
});
