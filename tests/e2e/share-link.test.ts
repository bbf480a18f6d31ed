// Sharing a program by link and QR code: the link opens the page with the player of that block,
// the program and the exercise's setup in it; code the reader saved for that block is replaced
// only when they choose; a damaged link says so in German and changes nothing.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Page } from 'playwright-core';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS } from '../support/versions.ts';
import {
  clickTool,
  editorText,
  OPEN_LABEL,
  openPlayerOf,
  playerIn,
  setCode,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const NEXT = VERSIONS.find((version) => version.name === 'current')!;
const ROUTE = pageRoute(NEXT, 'api/ultrasonic');
const EXERCISE = 'ultraschall-stopp-vor-der-wand';
const SHARED =
  'from microbit import *\nfrom maqueen import *\n# Für die 7b: langsam zur Wand\nmotor_run(Motor.ALL, 60)\nsleep(500)\nmotor_stop()\n';
const MINE = 'from microbit import *\nfrom maqueen import *\n# meins\nmotor_stop()\n';

async function openStarter(page: Page): Promise<Player> {
  const exercise = page.locator(`section[data-exercise="${EXERCISE}"]`);
  return openPlayerOf(exercise.getByRole('button', { name: OPEN_LABEL }).first());
}

/** Presses "Teilen" and reads the link and the QR code's size (modules per side). */
async function share(player: Player): Promise<{ url: string; modules: number }> {
  await clickTool(player, 'Teilen');
  const panel = player.block.getByRole('region', { name: 'Dieses Programm teilen' });
  const url = await panel.getByLabel('Link zum Programm').inputValue();
  const qr = panel.getByRole('img', { name: /^QR-Code des Links/ });
  return { url, modules: Number(await qr.getAttribute('data-modules')) };
}

/** A pupil shares SHARED, then changes the block's code to MINE (saved in this browser). */
async function sharedThenChanged(): Promise<{ page: Page; url: string }> {
  const page = await tab().open(ROUTE);
  const player = await openStarter(page);
  await setCode(player, SHARED);
  const { url } = await share(player);
  await setCode(player, MINE);
  return { page, url };
}

/** The link's address below the site's base, as the tab opens paths. */
const sitePath = (url: string) => url.slice(harness.site().url('/').length - 1);

/** The player a shared link opened (the page's only one). */
async function openedPlayer(page: Page): Promise<Player> {
  const player = playerIn(page.locator('section[data-player]'));
  await player.start.waitFor({ state: 'visible' });
  return player;
}

test('a shared link opens the page with that block’s player, the program and the setup in it', async () => {
  const page = await tab().open(ROUTE);
  const player = await openStarter(page);
  await setCode(player, SHARED);
  await player.block.getByLabel('Aufbau').selectOption({ index: 1 });
  const { url, modules } = await share(player);
  // Version 25 at most (117 modules): what a phone reads from a projected screen.
  assert.ok(modules >= 21 && modules <= 117, `${modules} modules`);
  assert.equal(new URL(url).searchParams.get('aufbau'), '2');

  // Another pupil, nothing saved: the link opens the player with the program.
  const other = await tab().open(sitePath(url));
  const opened = await openedPlayer(other);
  assert.equal(await editorText(opened), SHARED);
  await opened.block.getByRole('note').filter({ hasText: 'geteilten Link' }).waitFor();
  assert.equal(await opened.block.getByLabel('Aufbau').inputValue(), '1');
  assert.equal(await other.evaluate(() => location.search), '', 'a reload does not ask again');
  assert.deepEqual(tab().watch.pageErrors, []);
});

test('a shared link asks before it replaces the code the reader saved for that block', async () => {
  const { page, url } = await sharedThenChanged();

  await page.goto(url);
  let opened = await openedPlayer(page);
  const offer = opened.block.getByRole('note').filter({ hasText: 'anderes Programm' });
  await offer.waitFor();
  assert.equal(await editorText(opened), MINE, 'nothing replaced before the reader chose');
  await offer.getByRole('button', { name: 'Meinen Code behalten' }).click();
  await offer.waitFor({ state: 'detached' });
  assert.equal(await editorText(opened), MINE);

  await page.goto(url);
  opened = await openedPlayer(page);
  await opened.block.getByRole('button', { name: 'Geteiltes Programm laden' }).click();
  assert.equal(await editorText(opened), SHARED);
  // Taken is saved: the page without the link shows it too.
  await page.goto(harness.site().url(ROUTE));
  assert.equal(await editorText(await openStarter(page)), SHARED);
});

test('a damaged link says so in German and leaves the saved code alone', async () => {
  const { page, url } = await sharedThenChanged();
  const link = new URL(url);
  link.searchParams.set('programm', link.searchParams.get('programm')!.slice(0, 12));

  await page.goto(link.href);
  const opened = await openedPlayer(page);
  await opened.block
    .getByRole('alert')
    .filter({ hasText: 'Der geteilte Link ist beschädigt' })
    .waitFor();
  assert.equal(await editorText(opened), MINE);
  assert.deepEqual(tab().watch.pageErrors, []);
});
