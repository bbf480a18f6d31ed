// The playground's input service worker: registered for what it serves only, deletes the caches
// of other builds, removes a whole-site registration of an older deploy, and keeps the player
// running offline once it ran (input included).
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Page } from 'playwright-core';

import { BASE_URL } from '../../guide/site.ts';
import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit } from '../support/page.ts';
import {
  chooseSpeed,
  OBSTACLE_ROUTE,
  openArenaProgram,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();

const registrations = (page: Page) =>
  page.evaluate(async () =>
    (await navigator.serviceWorker.getRegistrations()).map((r) => new URL(r.scope).pathname).sort(),
  );

/** Knopf A reaches the running program: the live values show the turn it answers with. */
async function pressReachesProgram(page: Page, player: Player): Promise<void> {
  await player.knopfA.click();
  await page.waitForFunction(
    (values) => /links vorwärts/.test(values?.textContent ?? ''),
    await player.values.elementHandle(),
  );
}

describe('playground: input service worker', () => {
  test('scoped to the worker and the guide, cleans up after older deploys, runs offline once it ran', async () => {
    const context = await openContext(harness.browser());
    try {
      const page = await visit(context, harness.site().url(OBSTACLE_ROUTE));
      // What an older deploy left: a registration for the whole site and a cache of its own.
      await page.evaluate(async (base) => {
        await caches.open('maqueen-sim-runtime');
        await navigator.serviceWorker.register(`${base}sim-input-sw.js`, { scope: base });
      }, BASE_URL);

      const player = await openArenaProgram(page);
      await chooseSpeed(player, 10);
      await player.start.click();
      await waitForStatus(player, 'running');
      await pressReachesProgram(page, player);
      await player.stop.click();
      await waitForStatus(player, 'done');

      // The whole-site registration removed itself; ours cover the run's worker and the guide.
      await page.waitForFunction(
        async (base) =>
          !(await navigator.serviceWorker.getRegistrations()).some(
            (r) => new URL(r.scope).pathname === base,
          ),
        BASE_URL,
      );
      assert.deepEqual(await registrations(page), [`${BASE_URL}assets/js/`, `${BASE_URL}docs/`]);
      const cacheNames = await page.evaluate(() => caches.keys());
      assert.equal(cacheNames.length, 1, cacheNames.join(', '));
      assert.match(cacheNames[0]!, /^maqueen-sim-[0-9a-f]{12}$/);

      // Offline, the next run starts from what the first one kept, and input still arrives.
      await context.setOffline(true);
      await player.start.click();
      await waitForStatus(player, 'running');
      await pressReachesProgram(page, player);
      await player.stop.click();
      await waitForStatus(player, 'done');
    } finally {
      await context.close();
    }
  });

  test('the landing page and the search page are never controlled by it', async () => {
    const context = await openContext(harness.browser());
    try {
      const guide = await visit(context, harness.site().url(OBSTACLE_ROUTE));
      const player = await openArenaProgram(guide);
      await player.start.click();
      await waitForStatus(player, 'running');
      for (const path of ['/', '/search']) {
        const page = await visit(context, harness.site().url(path));
        assert.equal(await page.evaluate(() => navigator.serviceWorker.controller), null, path);
      }
    } finally {
      await context.close();
    }
  });
});
