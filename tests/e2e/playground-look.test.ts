// The open player as readers see it: axe finds nothing serious or critical after a run and with
// an error, in light and dark mode; screenshots on desktop and at 390 px, light and dark, are
// kept in test-results/playground/ to be looked at.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { useSiteInBrowser, useTab } from '../support/harness.ts';
import {
  chooseSpeed,
  editorText,
  OBSTACLE_ROUTE,
  openArenaProgram,
  runToEnd,
  setCode,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const SHOTS = join('test-results', 'playground');

type Violation = { id: string; impact: string | null; help: string; nodes: { target: string[] }[] };

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

/** The whole player of a block: controls, editor, stage, values, console. */
const wholePlayer = (player: Player): Locator =>
  player.block.getByRole('region', { name: 'Simulator', exact: true });

/**
 * A reader in `theme` on the obstacle page, with the arena program run for 6 s of simulated
 * time: it has turned away from the box, so stage, trail and values show a run, the same every
 * time.
 */
async function playerAfterRun(theme: Theme, width: number) {
  const page = await tab().open(OBSTACLE_ROUTE, { width, storage: { theme } });
  const { watch } = tab();
  assert.equal(await page.locator('html').getAttribute('data-theme'), theme);
  const player = await openArenaProgram(page);
  await chooseSpeed(player, 10);
  const program = await editorText(player);
  await setCode(player, program.replace(/^while True:$/m, 'while running_time() < 6000:'));
  await runToEnd(player);
  await waitForStatus(player, 'done');
  return { page, watch, player };
}

/** Serious and critical axe violations inside `scope`, one line each. */
async function severeViolations(scope: Locator): Promise<string[]> {
  await scope.page().addScriptTag({ content: axeSource });
  const violations = await scope.evaluate(async (element) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Element) => Promise<{ violations: Violation[] }> };
      }
    ).axe;
    return (await axe.run(element)).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

/**
 * axe does not count CodeMirror's contenteditable content as focusable content of its scroller
 * (compare dequelabs/axe-core#2091); the test checks instead that the keyboard scrolls it.
 */
const EDITOR_SCROLLER = /^scrollable-region-focusable .*\.cm-scroller$/;

/** The player fits the page sideways and is saved as screenshots in test-results/playground/. */
async function fitsAndShoot(page: Page, player: Player, width: number, theme: Theme) {
  const whole = wholePlayer(player);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.equal(overflow, 0, 'the page scrolls sideways');
  const box = (await whole.boundingBox())!;
  const canvas = (await player.block.locator('[data-sim="stage"]').boundingBox())!;
  assert.ok(canvas.width > 0 && canvas.height > 0, 'the stage is drawn');
  assert.ok(
    canvas.x >= box.x && canvas.x + canvas.width <= box.x + box.width + 0.5,
    `the stage (${canvas.x}–${canvas.x + canvas.width}) sticks out of the player (${box.x}–${box.x + box.width})`,
  );
  mkdirSync(SHOTS, { recursive: true });
  // The sticky navbar would cover the top of a player taller than the window.
  const style = '.navbar { visibility: hidden !important; }';
  await whole.screenshot({ path: join(SHOTS, `player-${width}-${theme}.png`), style });
  await player.stage.screenshot({ path: join(SHOTS, `stage-${width}-${theme}.png`), style });
}

/** The editor is in the tab order after the controls, and the keyboard scrolls it. */
async function editorScrollsByKeyboard(page: Page, player: Player) {
  const scroller = player.block.locator('.cm-scroller');
  // Schließen (or, on a phone, the menu that holds it) is the last control; the block's
  // status line has nothing to focus.
  await player.block
    .getByRole('toolbar', { name: 'Steuerung' })
    .locator('button:visible, summary:visible')
    .last()
    .focus();
  await page.keyboard.press('Tab');
  assert.ok(
    await player.editor.evaluate((content) => document.activeElement === content),
    'Tab after the controls goes into the editor',
  );
  assert.ok(
    await scroller.evaluate((element) => element.scrollHeight > element.clientHeight),
    'the program is longer than the editor (otherwise this checks nothing)',
  );
  await page.keyboard.press('ControlOrMeta+End');
  await page.waitForFunction((element) => element!.scrollTop > 0, await scroller.elementHandle());
  const atEnd = await scroller.evaluate((element) => element.scrollTop);
  await page.keyboard.press('ControlOrMeta+Home');
  await page.waitForFunction(({ element, from }) => element!.scrollTop < from, {
    element: await scroller.elementHandle(),
    from: atEnd,
  });
}

describe('playground: the open player as readers see it', () => {
  for (const [device, width] of [
    ['desktop', 1280],
    ['phone', 390],
  ] as const) {
    for (const theme of THEMES) {
      const axe =
        device === 'desktop'
          ? ', axe finds nothing serious after a run and with the error box'
          : '';
      test(`${device} (${width} px), ${theme}: fits the page, is saved for a look${axe}`, async () => {
        const { page, watch, player } = await playerAfterRun(theme, width);
        {
          await fitsAndShoot(page, player, width, theme);
          if (device === 'desktop') {
            assert.deepEqual(
              (await severeViolations(wholePlayer(player))).filter(
                (line) => !EDITOR_SCROLLER.test(line),
              ),
              [],
            );
            // What the scroller rule is about, checked by hand.
            await editorScrollsByKeyboard(page, player);
            await setCode(player, 'from microbit import *\nprint(geschwindigkeit)');
            await player.start.click();
            await waitForStatus(player, 'error');
            await player.alert.getByText('Meldung von Python').click();
            assert.deepEqual(await severeViolations(wholePlayer(player)), []);
          }
          assert.deepEqual([...watch.pageErrors, ...watch.consoleErrors], []);
        }
      });
    }
  }
});
