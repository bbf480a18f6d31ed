// Helpers shared by the playground's browser tests: open the player of one runnable block,
// give it code, run it, and read what it shows (status, live values, console, editor).
import { text } from 'node:stream/consumers';
import type { Locator, Page } from 'playwright-core';

import { pageRoute } from '../../guide/pages.ts';
import type { RunLogEntry } from '../../simulator/runtime/run-log.ts';
import type { RunEnd } from '../../src/plugins/playground/client/runController.ts';
import { RUN_END_EVENT } from '../../src/plugins/playground/shared/events.ts';
import type { ReaderTab } from '../support/harness.ts';
import type { PageWatch } from '../support/page.ts';
import { VERSIONS } from '../support/versions.ts';

export const OPEN_LABEL = '▶ Im Simulator ausprobieren';

/**
 * Route of the 2.0.2 obstacle-avoidance example (the arena program): the tests check what this
 * one program does (its TEMPO, where it turns), so they name the version whose program it is.
 */
export const OBSTACLE_ROUTE = pageRoute(
  VERSIONS.find((version) => version.name === '2.0.2')!,
  'examples/obstacle-avoidance',
);

/** A run can take this long in wall time before a test gives up waiting for it. */
export const RUN_TIMEOUT_MS = 20_000;

export type Player = {
  /** The block's wrapper: the original code block and, once opened, its player. */
  block: Locator;
  start: Locator;
  stop: Locator;
  speed: Locator;
  status: Locator;
  values: Locator;
  console: Locator;
  alert: Locator;
  editor: Locator;
  stage: Locator;
  knopfA: Locator;
};

let blocks = 0;

/** The player inside a block wrapper that was opened (or is about to be). */
export function playerIn(block: Locator): Player {
  return {
    block,
    start: block.getByRole('button', { name: /Start$/ }),
    stop: block.getByRole('button', { name: /Stopp$/ }),
    speed: block.getByLabel('Tempo'),
    status: block.locator('p[role="status"][data-status]'),
    values: block.getByRole('region', { name: 'Messwerte' }),
    console: block.getByRole('region', { name: 'Ausgabe', exact: true }).locator('pre'),
    alert: block.getByRole('alert'),
    editor: block.locator('.cm-content'),
    stage: block.getByRole('group', { name: 'Simulator: Roboter von oben' }),
    knopfA: block.getByRole('button', { name: 'Knopf A' }),
  };
}

/** Opens the arena program on `OBSTACLE_ROUTE`: the page's first block (exercises follow it). */
/** A test with a fresh reader on the obstacle-avoidance page, the arena program's player open. */
export function withObstaclePlayer(
  tab: () => ReaderTab,
  run: (player: Player, watch: PageWatch) => Promise<void>,
) {
  return async () => {
    const player = await openArenaProgram(await tab().open(OBSTACLE_ROUTE));
    await run(player, tab().watch);
  };
}

export const openArenaProgram = (page: Page): Promise<Player> =>
  openPlayerOf(page.getByRole('button', { name: OPEN_LABEL }).first());

/** Clicks one "▶ Im Simulator ausprobieren" button and waits until its player is ready. */
export async function openPlayerOf(button: Locator): Promise<Player> {
  // The button is replaced by the player, so its wrapper gets a name of its own first.
  const id = `block-${++blocks}`;
  await button.evaluate((element, name) => {
    element.parentElement!.setAttribute('data-test-block', name);
  }, id);
  await button.click();
  const player = playerIn(button.page().locator(`[data-test-block="${id}"]`));
  await player.start.waitFor({ state: 'visible' });
  return player;
}

/**
 * Clicks one of the player's tools (Zurücksetzen, main.py herunterladen, Code kopieren,
 * Vollbild, Schließen); on phones and touch screens they sit in the "Mehr" menu, which is
 * opened first, as a reader would.
 */
export async function clickTool(player: Player, name: string): Promise<void> {
  const toolbar = player.block.getByRole('toolbar', { name: 'Steuerung' });
  const tool = toolbar.getByRole('button', { name, exact: true });
  if (!(await tool.isVisible())) await toolbar.getByText('⋯ Mehr').click();
  await tool.click();
}

/**
 * The whole code in the editor, as "main.py herunterladen" saves it (CodeMirror only draws the
 * lines near the view, so the page's DOM may not hold all of them).
 */
export async function editorText(player: Player): Promise<string> {
  const page = player.editor.page();
  const download = page.waitForEvent('download');
  await clickTool(player, 'main.py herunterladen');
  // A stream, not a path: the suite's shared browser runs in another process.
  return text(await (await download).createReadStream());
}

/** Replaces the editor's code by `code`, as a reader would: select all, then type over it. */
export async function setCode(player: Player, code: string): Promise<void> {
  const page = player.editor.page();
  await player.editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(code);
  const text = await editorText(player);
  if (text !== code) throw new Error(`the editor holds ${JSON.stringify(text)}`);
}

/** The original code of the block, line by line as the page shows it above the player. */
export async function blockCode(player: Player): Promise<string> {
  return player.block
    .locator('pre')
    .first()
    .evaluate((pre) =>
      [...pre.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'),
    );
}

/** Live values as label → value, e.g. `{ Richtung: '0°', Abstand: '30 cm', … }`. */
export async function liveValues(player: Player): Promise<Record<string, string>> {
  return player.values.evaluate((section) =>
    Object.fromEntries(
      [...section.querySelectorAll('dl > div')].map((row) => [
        row.querySelector('dt')?.textContent ?? '',
        row.querySelector('dd')?.textContent ?? '',
      ]),
    ),
  );
}

export async function waitForStatus(
  player: Player,
  status: 'idle' | 'starting' | 'running' | 'paused' | 'done' | 'error',
  timeout = RUN_TIMEOUT_MS,
): Promise<void> {
  await player.block
    .locator(`p[role="status"][data-status="${status}"]`)
    .waitFor({ state: 'attached', timeout });
}

/**
 * Presses Start and waits until the program runs and its worker has asked for the reader's input
 * `polls` times: a program that waits for input is then really waiting.
 */
export async function startAndWaitForPolls(player: Player, polls = 5): Promise<void> {
  let seen = 0;
  const polling = player.block
    .page()
    .waitForRequest((request) =>
      request.url().includes('/__sim_input?') ? ++seen >= polls : false,
    );
  await player.start.click();
  await waitForStatus(player, 'running');
  await polling;
}

/** Waits until the console shows `line` as one of its lines. */
export async function waitForConsoleLine(
  player: Player,
  line: string,
  timeout = RUN_TIMEOUT_MS,
): Promise<void> {
  await player.console
    .page()
    .waitForFunction(
      ({ pre, wanted }) => (pre?.textContent ?? '').split('\n').includes(wanted),
      { pre: await player.console.elementHandle(), wanted: line },
      { timeout },
    );
}

/** Chooses a speed from the Tempo select, e.g. 10 for 10×. */
export async function chooseSpeed(player: Player, speed: number): Promise<void> {
  await player.speed.selectOption(String(speed));
}

/** How a run that ended by itself ended, with its log in simulated time. */
export type EndedRun = Extract<RunEnd, { kind: 'ended' }> & { log: RunLogEntry[] };

/**
 * Listens for the next run of `player` to end by itself (a run the reader starts or the player
 * starts on its own); the returned function waits for it and returns how it ended.
 */
export async function nextRunEnd(player: Player): Promise<(timeout?: number) => Promise<EndedRun>> {
  const block = await player.block.elementHandle();
  await block!.evaluate((element, event) => {
    element.removeAttribute('data-test-run-end');
    element.addEventListener(
      event,
      (e) => element.setAttribute('data-test-run-end', JSON.stringify((e as CustomEvent).detail)),
      { once: true },
    );
  }, RUN_END_EVENT);
  return async (timeout = RUN_TIMEOUT_MS) => {
    const ended = await block!.waitForSelector(':scope[data-test-run-end]', {
      state: 'attached',
      timeout,
    });
    return JSON.parse((await ended!.getAttribute('data-test-run-end'))!) as EndedRun;
  };
}

/**
 * Presses Start and waits until the program has ended by itself; returns the run's end as the
 * player reports it (its log is the simulation's, whatever the page managed to draw).
 */
export async function runToEnd(player: Player, timeout = RUN_TIMEOUT_MS): Promise<EndedRun> {
  const ended = await nextRunEnd(player);
  await player.start.click();
  return ended(timeout);
}

/** A plotter's lines (how many points each has) and its legend, as the reader sees them. */
export async function plotShown(plot: Locator): Promise<{ points: number[]; legend: string[] }> {
  return {
    points: await plot
      .locator('polyline')
      .evaluateAll((lines) => lines.map((line) => line.getAttribute('points')!.split(' ').length)),
    legend: await plot.getByRole('listitem').allTextContents(),
  };
}

/**
 * The page's problems, less one Stopp may cause: the loop costs simulated time, so the worker
 * asks for input now and then, and Stopp ends the worker with a request for input under way.
 */
export function problemsBesideStoppedInput(problems: readonly string[]): string[] {
  const inputAborted = /^failed: \S+\/__sim_input\?run=\S+ \(net::ERR_ABORTED\)$/;
  return problems.filter((problem) => !inputAborted.test(problem));
}
