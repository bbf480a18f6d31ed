// "Offline verfügbar machen" on a version's start page: the version's pages, a Start, a Prüfen
// and a search work with the network off; a page of another version says in German that it is
// not stored; a newer build online is offered as an update; a full browser storage leaves no
// half copy.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { BrowserContext, Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, visit } from '../support/page.ts';
import {
  OPEN_LABEL,
  openArenaProgram,
  openPlayerOf,
  setCode,
  waitForConsoleLine,
} from './playground-support.ts';
import { openModal, search, waitForHitsOf } from './search-support.ts';

const harness = useSiteInBrowser();

/** The latest version: its start page is `/docs/`. */
const START = '/docs/';
const PAGES = [
  '/docs/api/motor',
  '/docs/api/ultrasonic',
  '/docs/api/',
  '/docs/examples/obstacle-avoidance',
  '/docs/api/line-tracking',
];
const STORE_TIMEOUT_MS = 60_000;

async function storeLatest(context: BrowserContext): Promise<Page> {
  const page = await visit(context, harness.site().url(START));
  const panel = page.locator('[data-offline]');
  // The panel asks for the copy's size once it comes into view, as a reader scrolls to it.
  await panel.scrollIntoViewIfNeeded();
  await panel.getByText(/Braucht etwa \d+,\d MB Speicher im Browser\./).waitFor();
  await panel.getByRole('button', { name: 'Offline verfügbar machen' }).click();
  await page.locator('[data-offline="stored"]').waitFor({ timeout: STORE_TIMEOUT_MS });
  return page;
}

describe('offline: a version stored in the browser', () => {
  // One copy for both parts: storing it is the slow step.
  test('with the network off, five pages, a Start, a Prüfen and a search of the stored version work; a newer build online is offered and updates the copy', async () => {
    const context = await openContext(harness.browser());
    try {
      const start = await storeLatest(context);
      assert.match(
        await start.locator('[data-offline]').innerText(),
        /Version 2\.0\.2 ist offline verfügbar: \d+,\d MB, gespeichert am/,
      );
      await context.setOffline(true);

      for (const path of PAGES) {
        const page = await visit(context, harness.site().url(path));
        await page.locator('article h1').first().waitFor();
        assert.notEqual(await page.locator('article h1').first().innerText(), '', path);
        await page.close();
      }

      // A page of a version that is not stored: the German page, not the browser's error.
      const other = await context.newPage();
      await other.goto(harness.site().url('/docs/next/api/motor'));
      await other
        .getByRole('heading', { name: 'Diese Seite ist nicht offline gespeichert' })
        .waitFor();
      await other.close();

      // Start on the simulator.
      const example = await visit(context, harness.site().url('/docs/examples/obstacle-avoidance'));
      const player = await openArenaProgram(example);
      await setCode(
        player,
        'from microbit import *\nfrom maqueen import *\nprint("offline", ultrasonic() > 0)\n',
      );
      await player.start.click();
      await waitForConsoleLine(player, 'offline True');

      // Prüfen of an exercise, with its solution.
      const motor = await visit(context, harness.site().url('/docs/api/motor'));
      const exercise = motor.locator('section[data-exercise="motor-quadrat"]');
      await exercise.locator('summary', { hasText: 'Lösung' }).click();
      const solution = await exercise
        .locator('details pre')
        .first()
        .evaluate((pre) =>
          [...pre.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'),
        );
      const starter = await openPlayerOf(
        exercise.getByRole('button', { name: OPEN_LABEL }).first(),
      );
      await setCode(starter, solution);
      await starter.block.getByRole('button', { name: /Prüfen$/ }).click();
      await starter.block
        .locator('p[role="status"][data-check="passed"]')
        .waitFor({ state: 'attached', timeout: STORE_TIMEOUT_MS });

      // The search box's offline index.
      await openModal(motor);
      await search(motor, 'Ultraschall');
      await waitForHitsOf(motor, 'Ultraschall');

      // Online again, a newer build is offered by a banner and the start page updates the copy.
      await context.setOffline(false);
      // The stored copy becomes one of an older build (its cache and its facts say so).
      const built = await start.evaluate(async () => {
        const name = (await caches.keys()).find((n) => n.startsWith('maqueen-offline-2.0.2@'))!;
        const old = await caches.open('maqueen-offline-2.0.2@0000');
        const current = await caches.open(name);
        for (const request of await current.keys()) {
          const response = (await current.match(request))!;
          if (request.url.endsWith('/__offline_meta')) {
            const meta = { ...(await response.json()), build: '0000' };
            await old.put(request, new Response(JSON.stringify(meta)));
          } else await old.put(request, response);
        }
        await caches.delete(name);
        // The service workers list the copies again, as after any change the page makes.
        await Promise.all(
          (await navigator.serviceWorker.getRegistrations()).map(
            (registration) =>
              new Promise((listed) => {
                const channel = new MessageChannel();
                channel.port1.onmessage = listed;
                registration.active?.postMessage({ offline: 'refresh' }, [channel.port2]);
              }),
          ),
        );
        return name.split('@')[1];
      });

      const page = await visit(context, harness.site().url('/docs/api/motor'));
      const banner = page.locator('#maqueen-offline-update');
      await banner.getByText('Eine neuere Fassung von Version 2.0.2 ist online.').waitFor();
      await banner.getByRole('link', { name: 'Offline-Kopie aktualisieren' }).click();
      const panel = page.locator('[data-offline]');
      await panel.scrollIntoViewIfNeeded();
      await panel.getByText('Online gibt es eine neuere Fassung dieser Version.').waitFor();
      await panel.getByRole('button', { name: 'Offline-Kopie aktualisieren' }).click();
      await page.waitForFunction(
        async (build) =>
          (await caches.keys()).filter((n) => n.startsWith('maqueen-offline-')).join() ===
          `maqueen-offline-2.0.2@${build}`,
        built,
      );
      await panel
        .getByRole('button', { name: 'Offline-Kopie aktualisieren' })
        .waitFor({ state: 'detached' });

      // Garbage where the copy's facts belong: the pages still load, online and offline.
      await page.evaluate(async (build) => {
        const cache = await caches.open(`maqueen-offline-2.0.2@${build}`);
        const meta = (await cache.keys()).find((r) => r.url.endsWith('/__offline_meta'))!;
        await cache.put(meta, new Response('{ garbage'));
      }, built);
      for (const offline of [false, true]) {
        await context.setOffline(offline);
        const again = await visit(context, harness.site().url('/docs/api/ultrasonic'));
        await again.locator('article h1').first().waitFor();
        await again.close();
      }
    } finally {
      await context.close();
    }
  });

  test('when the browser’s storage is too small, it says so in German and keeps no half copy', async () => {
    const context = await openContext(harness.browser());
    try {
      const page = await visit(context, harness.site().url(START));
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.overrideQuotaForOrigin', {
        origin: new URL(harness.site().url('/')).origin,
        quotaSize: 1_000_000,
      });
      const panel = page.locator('[data-offline]');
      await panel.scrollIntoViewIfNeeded();
      await panel.getByRole('button', { name: 'Offline verfügbar machen' }).click();
      await panel
        .getByText(/Der Speicher des Browsers reicht nicht\./)
        .waitFor({ timeout: STORE_TIMEOUT_MS });
      assert.deepEqual(
        await page.evaluate(async () =>
          (await caches.keys()).filter((n) => n.startsWith('maqueen-offline-')),
        ),
        [],
      );
    } finally {
      await context.close();
    }
  });
});
