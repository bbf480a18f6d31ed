// "Auf den micro:bit übertragen" in the player: with a fake micro:bit at the connection seam
// (src/plugins/board-link/testing/pageBoard.ts: the firmware's own REPL and file system on the
// simulated robot, behind the model of the USB serial line), in a browser without WebUSB, and
// with the real connection library in a browser that has no micro:bit to choose. Nothing of the
// link loads before the reader clicks its button.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';

import { buildSync } from 'esbuild';
import type { BrowserContext, Locator, Page } from 'playwright-core';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser } from '../support/harness.ts';
import { FIRMWARE_PATH } from '../../src/plugins/board-link/testing/wasmBoard.shared.ts';
import { openContext, waitForHydration } from '../support/page.ts';
import { VERSIONS } from '../support/versions.ts';
import {
  editorText,
  OPEN_LABEL,
  openPlayerOf,
  plotShown,
  setCode,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const VERSION = VERSIONS.find((version) => version.name === '2.0.2')!;
const ROUTE = pageRoute(VERSION, 'api/motor');
const TRANSFER = 'Auf den micro:bit übertragen';
const LINK_CHUNK = /board-link|microbit-connection/;

const PROGRAM = `from microbit import *
from maqueen import *
print("Hallo vom Roboter")
print((30, 900))
print((28, 120))
motor_run(Motor.ALL, 100)
while True:
    sleep(100)
`;

/** A module of the board-link's testing folder as a script for the browser. */
const bundle = (file: string): string =>
  buildSync({
    entryPoints: [
      new URL(`../../src/plugins/board-link/testing/${file}`, import.meta.url).pathname,
    ],
    bundle: true,
    format: 'iife',
    write: false,
    platform: 'browser',
    // The firmware's glue finds its files next to itself; the fake hands it the module instead.
    define: { 'import.meta.url': JSON.stringify('http://fake-board.invalid/') },
    // The firmware's release hex, the base the fake reads a flashed image's files with.
    loader: { '.hex': 'text' },
  }).outputFiles[0]!.text;

const FIRMWARE_WASM = new URL('../../simulator/firmware/firmware.wasm', import.meta.url);

/**
 * The fake board in every page of `context`, before the page's own scripts: its thread's bundle,
 * the board, and the firmware's module at FIRMWARE_PATH. The board's thread blocks on shared
 * memory, which a page has only when it is cross-origin isolated, so every response gets the
 * two headers a site sets for that (the site itself does not need them).
 */
async function withFakeBoard(context: BrowserContext): Promise<void> {
  await context.route('**/*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: {
        ...response.headers(),
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-embedder-policy': 'require-corp',
      },
    });
  });
  const wasm = await readFile(FIRMWARE_WASM);
  await context.route(`**${FIRMWARE_PATH}`, (route) =>
    route.fulfill({ body: wasm, contentType: 'application/wasm' }),
  );
  await context.addInitScript({
    content: `window.fakeBoardWorker = ${JSON.stringify(bundle('pageBoard.worker.ts'))};\n${bundle('pageBoard.ts')}`,
  });
}

/** What the page wrote to the fake board so far. */
const writtenToBoard = (page: Page) => page.evaluate(() => window.fakeBoard?.writtenText() ?? '');

type Panel = { root: Locator; transfer: Locator; stop: Locator; status: Locator };

function panelOf(player: Player): Panel {
  const root = player.block.getByRole('region', { name: 'Echter micro:bit' });
  return {
    root,
    transfer: root.getByRole('button', { name: TRANSFER }),
    stop: root.getByRole('button', { name: 'Stopp auf dem micro:bit' }),
    status: root.locator('p[role="status"]'),
  };
}

/** Every text the status line shows from now on, in order. */
async function recordStatus(panel: Panel): Promise<() => Promise<string[]>> {
  await panel.status.evaluate((element) => {
    const seen: string[] = [];
    (element as HTMLElement & { seen?: string[] }).seen = seen;
    new MutationObserver(() => {
      const text = element.textContent ?? '';
      if (text !== '' && seen[seen.length - 1] !== text) seen.push(text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
  return () =>
    panel.status.evaluate((element) => (element as HTMLElement & { seen?: string[] }).seen ?? []);
}

/**
 * A fresh reader (what `prepare` sets up before the page loads, then the motor page) with the
 * first player and its board-link panel open.
 */
async function openReader(
  prepare: (context: BrowserContext) => Promise<unknown>,
  onPage: (page: Page) => void = () => {},
): Promise<{ context: BrowserContext; page: Page; player: Player; panel: Panel }> {
  await harness.ready();
  const context = await openContext(harness.browser(), { blockServiceWorkers: true });
  await prepare(context);
  const page = await context.newPage();
  onPage(page);
  const player = await openMotorPlayer(page);
  return { context, page, player, panel: panelOf(player) };
}

async function openMotorPlayer(page: Page): Promise<Player> {
  await page.goto(harness.site().url(ROUTE));
  await waitForHydration(page);
  return openPlayerOf(page.getByRole('button', { name: OPEN_LABEL }).first());
}

describe('a micro:bit on USB (fake board at the connection seam)', () => {
  let context: BrowserContext;
  let page: Page;
  let player: Player;
  let panel: Panel;
  const requests: string[] = [];
  before(async () => {
    ({ context, page, player, panel } = await openReader(
      (fresh) => withFakeBoard(fresh),
      (opened) => opened.on('request', (request) => requests.push(request.url())),
    ));
  });
  after(() => context?.close());

  test('the link loads only with the click, then library and main.py go over and run', async () => {
    assert.deepEqual(
      requests.filter((url) => LINK_CHUNK.test(url)),
      [],
      'nothing of the link before the click',
    );
    await setCode(player, PROGRAM);
    const seen = await recordStatus(panel);
    await panel.transfer.click();
    await panel.status.filter({ hasText: 'Läuft auf dem micro:bit' }).waitFor();
    assert.deepEqual(await seen(), [
      'Verbinde …',
      'Kopiere maqueen.py (2.0.2) …',
      'Kopiere main.py …',
      'Starte main.py …',
      'Läuft auf dem micro:bit',
    ]);
    const output = panel.root.getByRole('region', { name: 'Ausgabe vom micro:bit' });
    await output.locator('pre').filter({ hasText: 'Hallo vom Roboter' }).waitFor();
    // The robot's printed tuples feed the same plotter as the simulator's.
    const plot = panel.root.getByRole('region', { name: 'Plotter' });
    assert.deepEqual(await plotShown(plot), {
      points: [2, 2],
      legend: [' Wert 1: 28', ' Wert 2: 120'],
    });
    assert.ok(
      requests.some((url) => /board-link/.test(url)),
      'the link loaded with the click',
    );
    assert.ok(
      !requests.some((url) => /microbit-connection/.test(url)),
      'the fake board needs no USB library',
    );
  });

  test('Stopp interrupts the program and switches motors and LEDs off', async () => {
    const robot = () => page.evaluate(() => window.fakeBoard!.robot());
    assert.equal((await robot()).motorsDriving, true, 'main.py drives the robot');
    await panel.stop.focus();
    await page.keyboard.press('Enter');
    await panel.status.filter({ hasText: 'Gestoppt: Motoren aus, LEDs aus.' }).waitFor();
    assert.deepEqual(await robot(), {
      motorsDriving: false,
      redLeds: { left: false, right: false },
      pixels: Array.from({ length: 4 }, () => ({ r: 0, g: 0, b: 0 })),
    });
    assert.ok(
      await panel.transfer.evaluate((element) => element === document.activeElement),
      'the focus went back to the transfer button',
    );
  });

  test('closing the player mid-transfer keeps the code and, reopened, shows the end', async () => {
    const code = PROGRAM.replace('Hallo vom Roboter', 'Wieder da');
    await setCode(player, code);
    // The board answers nothing until the player is closed: the transfer is surely midway.
    await page.evaluate(() => window.fakeBoard!.hold());
    await panel.transfer.click();
    await panel.status.filter({ hasText: 'Verbinde' }).waitFor();
    await player.block.getByRole('button', { name: 'Schließen' }).click();
    await page.evaluate(() => window.fakeBoard!.release());
    await player.block.getByRole('button', { name: OPEN_LABEL }).click();
    await panel.status.filter({ hasText: 'Läuft auf dem micro:bit' }).waitFor();
    assert.equal(await editorText(player), code);
    await panel.root.locator('pre').filter({ hasText: 'Wieder da' }).waitFor();
  });

  test('the same library is not copied twice; an error on the board shows its line', async () => {
    await setCode(player, 'from maqueen import *\nx = 2\nprint(1/0)\n');
    const seen = await recordStatus(panel);
    await panel.transfer.click();
    await panel.status.filter({ hasText: 'Läuft auf dem micro:bit' }).waitFor();
    assert.deepEqual(await seen(), [
      'Verbinde …',
      'maqueen.py (2.0.2) ist schon auf dem micro:bit.',
      'Starte main.py …',
      'Läuft auf dem micro:bit',
    ]);
    await panel.root.getByText('Auf dem micro:bit: maqueen.py (2.0.2) und dein main.py.').waitFor();
    const opened = (await writtenToBoard(page)).split("open('maqueen.py','wb')").length - 1;
    assert.equal(opened, 1, 'maqueen.py went over once');
    const alert = panel.root.getByRole('alert');
    await alert.filter({ hasText: 'Zeile 3' }).waitFor();
    await player.block.locator('.cm-errorLine').waitFor();
  });
});

describe('a micro:bit without MicroPython (fake board at the connection seam)', () => {
  let context: BrowserContext;
  let page: Page;
  let player: Player;
  let panel: Panel;
  before(async () => {
    ({ context, page, player, panel } = await openReader(async (fresh) => {
      await fresh.addInitScript(() => {
        window.fakeBoardWithoutMicroPython = true;
      });
      await withFakeBoard(fresh);
    }));
  });
  after(() => context?.close());

  test('the transfer says so; one click flashes MicroPython, the library and main.py with a progress bar, then it runs', async () => {
    await setCode(player, PROGRAM);
    await panel.transfer.click();
    await panel.root.getByRole('alert').filter({ hasText: 'läuft kein MicroPython' }).waitFor();
    const seen = await recordStatus(panel);
    await panel.root.getByRole('button', { name: 'MicroPython und Programm aufspielen' }).click();
    const progress = panel.root.getByRole('progressbar', { name: 'Fortschritt beim Aufspielen' });
    await progress.waitFor();
    await panel.status.filter({ hasText: 'Läuft auf dem micro:bit' }).waitFor();
    assert.equal(await progress.count(), 0, 'the bar goes once the board runs');
    assert.deepEqual(await seen(), [
      'Verbinde …',
      'Lade MicroPython …',
      'Spiele MicroPython 2.1.2, maqueen.py (2.0.2) und main.py auf. Zieh das Kabel nicht ab …',
      'Läuft auf dem micro:bit',
    ]);
    assert.equal(await page.evaluate(() => window.fakeBoard!.flashed.length), 1);
    const output = panel.root.getByRole('region', { name: 'Ausgabe vom micro:bit' });
    await output.locator('pre').filter({ hasText: 'Hallo vom Roboter' }).waitFor();
    assert.equal(await panel.root.getByRole('alert').count(), 0, 'the failure is gone');
  });
});

describe('a browser without WebUSB', () => {
  let context: BrowserContext;
  let page: Page;
  let panel: Panel;
  before(async () => {
    ({ context, page, panel } = await openReader((fresh) =>
      fresh.addInitScript(() => {
        delete (Navigator.prototype as { usb?: unknown }).usb;
      }),
    ));
  });
  after(() => context?.close());

  test('explains why and offers both files; maqueen.py is the version’s own file', async () => {
    await panel.root
      .getByText('Dieser Browser kann nicht über USB mit dem micro:bit sprechen')
      .waitFor();
    assert.equal(await panel.transfer.count(), 0);
    const [library] = await Promise.all([
      page.waitForEvent('download'),
      panel.root.getByRole('link', { name: 'maqueen.py herunterladen' }).click(),
    ]);
    assert.equal(library.suggestedFilename(), 'maqueen.py');
    assert.deepEqual(
      await buffer(await library.createReadStream()),
      await readFile(VERSION.libraryFile),
    );
    const [main] = await Promise.all([
      page.waitForEvent('download'),
      panel.root.getByRole('button', { name: 'main.py herunterladen' }).click(),
    ]);
    assert.equal(main.suggestedFilename(), 'main.py');
    assert.match((await buffer(await main.createReadStream())).toString(), /from maqueen import/);
    // The way at a computer, and what works on a tablet, where there is no MICROBIT drive.
    assert.match((await panel.root.textContent()) ?? '', /Am Computer: Klicke auf „Speichern“/);
    assert.match(
      (await panel.root.textContent()) ?? '',
      /Auf einem iPad oder Handy gibt es kein Laufwerk MICROBIT .* an einem Computer mit Chrome oder Edge\./,
    );
  });
});

describe('the real connection library in a browser with WebUSB', () => {
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  before(async () => {
    await harness.ready();
    context = await openContext(harness.browser());
    page = await context.newPage();
    page.on('request', (request) => requests.push(request.url()));
  });
  after(() => context?.close());

  test('loads only after the click; the page keeps working while the chooser is open', async () => {
    const player = await openMotorPlayer(page);
    const panel = panelOf(player);
    assert.ok(!requests.some((url) => LINK_CHUNK.test(url)));
    // Headless Chromium has no device chooser to close: the request for a device stays open.
    await Promise.all([
      page.waitForRequest((request) => /microbit-connection/.test(request.url())),
      panel.transfer.click(),
    ]);
    await panel.status.filter({ hasText: 'Verbinde …' }).waitFor();
    // The page keeps working: the simulator still runs.
    await player.start.click();
    await player.stop.waitFor({ state: 'visible' });
  });
});
