// The player where classes use it: at 1280 × 800, on a 1024 × 768 touch tablet and a 390 px
// touch phone. The editor takes the block's place; after Start the stage, the controls and the
// verdict are on screen together (the stage right after the controls on a phone); every control
// is a 44 px target on touch; focus goes where the keyboard needs it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';

import type { BrowserContext, Locator, Page } from 'playwright-core';

import { useSiteInBrowser } from '../support/harness.ts';
import { openContext, waitForHydration } from '../support/page.ts';
import {
  clickTool,
  OPEN_LABEL,
  playerIn,
  setCode,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
/** An exercise page: its player has Prüfen and a verdict. */
const PAGE = '/docs/examples/obstacle-avoidance';

const SCREENS = [
  { name: 'desktop 1280 × 800', width: 1280, height: 800, touch: false },
  { name: 'tablet 1024 × 768, touch', width: 1024, height: 768, touch: true },
  { name: 'phone 390 × 844, touch', width: 390, height: 844, touch: true },
] as const;

type Box = { top: number; bottom: number; left: number; right: number };

const boxOf = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const r = element.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
  });

const inside = (box: Box, page: Page) => {
  const { width, height } = page.viewportSize()!;
  return box.top >= 0 && box.left >= 0 && box.bottom <= height + 0.5 && box.right <= width + 0.5;
};

/** On a fresh visit of the page, opens the first exercise block's player (the ★ starter). */
async function openExercisePlayer(page: Page): Promise<Player> {
  await page.goto(page.url());
  await waitForHydration(page);
  const open = page.getByRole('button', { name: OPEN_LABEL }).nth(1);
  await open.evaluate((element) => element.parentElement!.setAttribute('data-test-block', 'fit'));
  await open.click();
  const player = playerIn(page.locator('[data-test-block="fit"]'));
  await player.start.waitFor({ state: 'visible' });
  return player;
}

for (const screen of SCREENS) {
  describe(`the player on a ${screen.name}`, () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      await harness.ready();
      context = await openContext(harness.browser(), screen);
      page = await context.newPage();
      await page.goto(harness.site().url(PAGE));
      await waitForHydration(page);
    });
    after(() => context?.close());

    test('the editor takes the block’s place; Schließen brings the block back', async () => {
      const player = await openExercisePlayer(page);
      assert.equal(await player.block.locator('pre').first().isVisible(), false);
      assert.ok(await player.editor.isVisible());
      await clickTool(player, 'Schließen');
      await page.locator('[data-test-block="fit"] pre').first().waitFor({ state: 'visible' });
    });

    test('after Start and after Prüfen the stage, the controls and the verdict are on screen', async () => {
      const player = await openExercisePlayer(page);
      const stage = player.block.locator('canvas').first();
      // A program that runs until Stopp.
      await setCode(player, 'from microbit import *\nwhile True:\n    sleep(100)');
      await player.start.click();
      await waitForStatus(player, 'running');
      if (screen.width > 500) {
        for (const part of [player.start, player.stop, stage]) {
          assert.ok(
            inside(await boxOf(part), page),
            `${await part.evaluate((e) => e.outerHTML.slice(0, 60))} on screen`,
          );
        }
      } else {
        // A phone stacks: while the program runs the stage comes right after the controls.
        assert.ok((await boxOf(stage)).top < (await boxOf(player.editor)).top);
      }
      // Prüfen ends the run itself (a Stopp first could find the setup's time limit had ended it
      // on a busy machine).
      await player.block.getByRole('button', { name: /Prüfen$/ }).click();
      const verdict = player.block.locator('[data-check="failed"], [data-check="passed"]');
      await verdict.waitFor({ timeout: 60_000 });
      if (screen.width > 500) {
        for (const part of [player.start, verdict, stage]) {
          assert.ok(inside(await boxOf(part), page), 'verdict, controls and stage on screen');
        }
      }
    });

    test('the stage’s hints follow the input: fingers on touch screens, keys elsewhere', async () => {
      const player = await openExercisePlayer(page);
      const touchHint = player.block.getByText(/mit dem Finger ziehen/);
      const keyHint = player.block.locator('kbd').first();
      assert.equal(await touchHint.isVisible(), screen.touch);
      assert.equal(await keyHint.isVisible(), !screen.touch);
    });

    if (screen.touch) {
      test('every control is a target of at least 44 × 44 px', async () => {
        const player = await openExercisePlayer(page);
        const small = await player.block
          .locator('button:visible, select:visible, summary:visible')
          .evaluateAll((controls) =>
            controls
              .map((c) => ({
                name: c.textContent?.trim() || c.getAttribute('aria-label') || c.tagName,
                r: c.getBoundingClientRect(),
              }))
              .filter(({ r }) => r.width < 44 || r.height < 44)
              .map(({ name, r }) => `${name} ${Math.round(r.width)}×${Math.round(r.height)}`),
          );
        assert.deepEqual(small, []);
      });
    }
  });
}

test('with the keyboard only: opening focuses the editor, Start hands focus to Stopp, Stopp back to Start', async () => {
  const context = await openContext(harness.browser());
  try {
    const page = await context.newPage();
    await page.goto(harness.site().url(PAGE));
    await waitForHydration(page);
    const open = page.getByRole('button', { name: OPEN_LABEL }).first();
    await open.focus();
    await page.keyboard.press('Enter');
    await page.locator('.cm-content:focus').waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await page
      .locator('section[data-player]')
      .getByRole('button', { name: /Start$/ })
      .focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Stopp'));
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.textContent?.includes('Start'));
    assert.match(await focused(), /Start$/);
  } finally {
    await context.close();
  }
});
