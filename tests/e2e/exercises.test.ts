// Exercises that check themselves, as a reader meets them on Next's motor page: "Prüfen" says
// in German what is missing, the solution earns "Geschafft!", the tick and the summary's count
// appear and survive a reload; Stopp and a program that never yields end a check; broken
// progress data does not break the page.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import type { Locator, Page } from 'playwright-core';

import { pageRoute } from '../../guide/pages.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { waitForHydration, type PageWatch } from '../support/page.ts';
import { VERSIONS } from '../support/versions.ts';
import {
  chooseSpeed,
  clickTool,
  editorText,
  liveValues,
  nextRunEnd,
  OBSTACLE_ROUTE,
  OPEN_LABEL,
  openPlayerOf,
  runToEnd,
  setCode,
  waitForConsoleLine,
  waitForStatus,
  type Player,
} from './playground-support.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);

const NEXT = VERSIONS.find((version) => version.name === 'current')!;
const MOTOR_ROUTE = pageRoute(NEXT, 'api/motor');
const ULTRASONIC_ROUTE = pageRoute(NEXT, 'api/ultrasonic');
const LINE_ROUTE = pageRoute(NEXT, 'api/line-tracking');
const EXERCISE = 'motor-quadrat';
/** The progress store's localStorage key (`client/progress.ts`). */
const PROGRESS_KEY = 'maqueen-exercises:done';
/**
 * A headless check of the square takes well under a second, a program that computes for its
 * whole 20 s some seconds; a busy machine gets more.
 */
const CHECK_TIMEOUT_MS = 60_000;

type Reader = {
  page: Page;
  /** Watched from before the first request. */
  watch: PageWatch;
  exercise: Locator;
  summary: Locator;
};

/** The motor page in the file's tab, as a reader who has stored `storage` (or nothing). */
async function motorPage(storage?: Record<string, string>): Promise<Reader> {
  const page = await tab().open(MOTOR_ROUTE, storage ? { storage } : {});
  return {
    page,
    watch: tab().watch,
    exercise: page.locator(`section[data-exercise="${EXERCISE}"]`),
    summary: page.locator('nav[data-exercise-summary]'),
  };
}

/** The starter's player: the first runnable block of the exercise (the solution is folded). */
const openStarter = (exercise: Locator): Promise<Player> =>
  openPlayerOf(exercise.getByRole('button', { name: OPEN_LABEL }).first());

const checkButton = (player: Player) => player.block.getByRole('button', { name: /Prüfen$/ });
const checkStatus = (player: Player) => player.block.locator('p[role="status"][data-check]');

/** Presses Prüfen and waits until the check has ended; returns how it ended and what it said. */
async function check(player: Player): Promise<{ status: string; text: string }> {
  await checkButton(player).click();
  const ended = player.block.locator(
    'p[role="status"]:is([data-check="passed"], [data-check="failed"], [data-check="crashed"])',
  );
  await ended.waitFor({ state: 'attached', timeout: CHECK_TIMEOUT_MS });
  return {
    status: (await ended.getAttribute('data-check')) ?? '',
    text: (await ended.textContent()) ?? '',
  };
}

/** The solution's code as the page shows it, after unfolding "Lösung" as a reader would. */
async function solutionCode(exercise: Locator): Promise<string> {
  await exercise.locator('summary', { hasText: 'Lösung' }).click();
  const pre = exercise.locator('details pre').first();
  await pre.waitFor({ state: 'visible' });
  return pre.evaluate((element) =>
    [...element.querySelectorAll('.token-line')].map((line) => line.textContent ?? '').join('\n'),
  );
}

/** What the page shows of the reader's progress on this exercise. */
async function progressShown({ exercise, summary }: Reader) {
  return {
    done: await exercise.getAttribute('data-done'),
    tick: await exercise.getByText('✓ Geschafft', { exact: true }).first().isVisible(),
    count: /(\d+) von (\d+) geschafft/.exec((await summary.textContent()) ?? '')?.[1] ?? null,
    summaryTick: await summary
      .locator(`[data-exercise-link="${EXERCISE}"]`)
      .getByText('✓ Geschafft')
      .isVisible(),
  };
}

describe('exercises: Prüfen on the motor page', () => {
  test('the exercise is framed with its level, listed at the top and in the table of contents', async () => {
    const { page, exercise, summary } = await motorPage();
    assert.equal(await exercise.count(), 1);
    await exercise.getByRole('img', { name: 'Schwierigkeit: 2 von 3' }).waitFor();
    const heading = exercise.locator('h3').first();
    const anchor = await heading.getAttribute('id');
    assert.match((await heading.textContent()) ?? '', /★★ Ein Quadrat fahren/);
    // The summary sits right under the H1 (in Docusaurus' header) and links to the heading.
    assert.equal(
      await page.evaluate(
        () => document.querySelector('article h1')?.closest('header')?.nextElementSibling?.tagName,
      ),
      'NAV',
    );
    assert.equal(await summary.locator(`a[href$="#${anchor}"]`).count(), 1);
    assert.match(
      (await summary.textContent()) ?? '',
      /Aufgaben auf dieser Seite: 0 von \d+ geschafft/,
    );
    const toc = page.locator('.table-of-contents');
    assert.equal(await toc.locator(`a[href="#${anchor}"]`).count(), 1, 'the TOC lists it');
  });

  test('the starter hears what is missing; the solution earns Geschafft!, a tick and the count, which survive a reload', async () => {
    const reader = await motorPage();
    const { page, watch, exercise } = reader;
    assert.deepEqual(await progressShown(reader), {
      done: 'false',
      tick: false,
      count: '0',
      summaryTick: false,
    });
    const player = await openStarter(exercise);
    const starter = await check(player);
    assert.equal(starter.status, 'failed');
    assert.doesNotMatch(starter.text, /Geschafft/);
    // A German sentence naming what is missing: the starter does not drive at all.
    assert.match(starter.text, /^Der Roboter ist nicht losgefahren: /);
    assert.deepEqual((await progressShown(reader)).done, 'false');

    await setCode(player, await solutionCode(exercise));
    // The stage plays the passing run after Geschafft! (the next test looks at it); fast here.
    await chooseSpeed(player, 10);
    const passingRunEnd = await nextRunEnd(player);
    const solution = await check(player);
    assert.deepEqual(solution, { status: 'passed', text: 'Geschafft!' });
    assert.equal((await passingRunEnd(CHECK_TIMEOUT_MS)).stop, 'finished');
    await exercise.getByText('✓ Geschafft', { exact: true }).first().waitFor();
    assert.deepEqual(await progressShown(reader), {
      done: 'true',
      tick: true,
      count: '1',
      summaryTick: true,
    });

    await page.reload();
    await waitForHydration(page);
    await exercise.getByText('✓ Geschafft', { exact: true }).first().waitFor();
    assert.deepEqual(await progressShown(reader), {
      done: 'true',
      tick: true,
      count: '1',
      summaryTick: true,
    });
    assert.deepEqual(watch.all(), []);
  });

  test('Prüfen during a run clears the stage, and after Geschafft! the stage plays the passing run', async () => {
    const { exercise } = await motorPage();
    const player = await openStarter(exercise);
    await setCode(
      player,
      'from microbit import *\nfrom maqueen import *\nmotor_run(Motor.ALL, 60)\nwhile True:\n    sleep(100)\n',
    );
    await player.start.click();
    await waitForStatus(player, 'running');
    await setCode(player, await solutionCode(exercise));
    const passingRunEnd = await nextRunEnd(player);
    // Every status line from now on, however fast the check passes and the passing run starts.
    await player.status.evaluate((status) => {
      const seen = [status.textContent ?? ''];
      status.setAttribute('data-test-seen', JSON.stringify(seen));
      new MutationObserver(() => {
        if (status.textContent !== seen.at(-1)) seen.push(status.textContent ?? '');
        status.setAttribute('data-test-seen', JSON.stringify(seen));
      }).observe(status, { childList: true, characterData: true, subtree: true });
    });
    await checkButton(player).click();
    await player.block
      .locator('p[role="status"][data-check="passed"]')
      .waitFor({ timeout: CHECK_TIMEOUT_MS });
    const run = await passingRunEnd(CHECK_TIMEOUT_MS);
    assert.equal(run.stop, 'finished', 'the passing program ran to its end on the stage');
    // The manual run was forgotten when Prüfen began, not left "Gestoppt." with the robot halfway.
    const seen = JSON.parse((await player.status.getAttribute('data-test-seen'))!) as string[];
    assert.deepEqual(seen.slice(0, 2), ['Das Programm läuft.', 'Bereit: Drücke Start.']);
    assert.ok(!seen.includes('Gestoppt.'), seen.join(' → '));
    assert.match(
      (await player.status.textContent()) ?? '',
      /^Das Programm ist nach [\d,]+ s zu Ende\.$/,
    );
    assert.equal(await checkStatus(player).textContent(), 'Geschafft!');
  });

  test('after a reload a block whose code the reader changed says so, and its player opens the saved version', async () => {
    const { page, exercise } = await motorPage();
    const player = await openStarter(exercise);
    const edit = 'from microbit import *\nfrom maqueen import *\nprint("meine Fassung")\n';
    await setCode(player, edit);
    const note = exercise.locator('[data-edited]').first();
    assert.equal(await note.count(), 0, 'no note while the editor is open');
    await page.reload();
    await waitForHydration(page);
    await note.waitFor();
    assert.match((await note.textContent()) ?? '', /Du hast diesen Code geändert\./);
    const reopened = await openStarter(exercise);
    assert.equal((await editorText(reopened)).trimEnd(), edit.trimEnd());
    await clickTool(reopened, 'Zurücksetzen');
    await clickTool(reopened, 'Schließen');
    await exercise.getByRole('button', { name: OPEN_LABEL }).first().waitFor();
    assert.equal(await note.count(), 0, 'Zurücksetzen took the mark away');
  });

  test('an edit of an example the guide changed since is offered, not dropped: the reader takes it or lets it go', async () => {
    const { page, exercise } = await motorPage();
    const player = await openStarter(exercise);
    const original = await editorText(player);
    const edit = 'from microbit import *\nfrom maqueen import *\nprint("alte Fassung")\n';
    await setCode(player, edit);
    // As if the block had another original when the reader edited it (an older build).
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (!key.startsWith('maqueen-playground:code:')) continue;
        const saved = JSON.parse(localStorage.getItem(key)!) as { base: string };
        localStorage.setItem(key, JSON.stringify({ ...saved, base: '00000000' }));
      }
    });
    await page.reload();
    await waitForHydration(page);
    await exercise.locator('[data-edited]').first().waitFor();
    const reopened = await openStarter(exercise);
    const note = reopened.block.getByRole('note');
    assert.match((await note.textContent()) ?? '', /Deine ältere Fassung ist noch gespeichert\./);
    assert.equal((await editorText(reopened)).trimEnd(), original.trimEnd());
    await note.getByRole('button', { name: 'Meine ältere Fassung laden' }).click();
    assert.equal((await editorText(reopened)).trimEnd(), edit.trimEnd());
    assert.equal(await note.count(), 0);
    await page.reload();
    await waitForHydration(page);
    const again = await openStarter(exercise);
    assert.equal(
      (await editorText(again)).trimEnd(),
      edit.trimEnd(),
      'taken, it is the saved edit',
    );
    assert.equal(await again.block.getByRole('note').count(), 0);
  });

  test('a teacher hides the solutions with ?loesungen=aus; they stay hidden until the switch on the start page shows them', async () => {
    const { page, exercise } = await motorPage();
    const solution = exercise.locator('summary', { hasText: 'Lösung' });
    const note = exercise.getByText('Die Lösung ist in diesem Browser ausgeblendet.');
    assert.ok(await solution.isVisible());
    assert.equal(await note.isVisible(), false);

    await page.goto(harness.site().url(`${MOTOR_ROUTE}?loesungen=aus`));
    await waitForHydration(page);
    await note.waitFor();
    assert.equal(await solution.isVisible(), false);
    await page.goto(harness.site().url(MOTOR_ROUTE));
    await waitForHydration(page);
    assert.equal(await solution.isVisible(), false, 'still hidden without the parameter');

    await page.goto(harness.site().url(pageRoute(NEXT, 'index')));
    await waitForHydration(page);
    const toggle = page.getByRole('checkbox', { name: 'Lösungen in diesem Browser ausblenden' });
    assert.equal(await toggle.isChecked(), true);
    await toggle.uncheck();
    await page.goto(harness.site().url(MOTOR_ROUTE));
    await waitForHydration(page);
    await solution.waitFor();
    assert.equal(await note.isVisible(), false);
    assert.deepEqual(tab().watch.pageErrors, []);
  });

  test('Stopp cancels a check; a program that only computes ends at the time limit, in German', async () => {
    const { watch, exercise } = await motorPage();
    const player = await openStarter(exercise);
    // Long C work between two jumps: seconds of the reader's time per simulated second, so the
    // check is still running when Stopp comes (a bare loop's 20 s take the firmware a moment).
    await setCode(player, 'while True:\n    s = "ab" * 500\n    s = s.replace("a", "b")\n');
    await checkButton(player).click();
    await player.block.locator('p[role="status"][data-check="checking"]').waitFor();
    await player.stop.click();
    await player.block.locator('p[role="status"][data-check="cancelled"]').waitFor();
    assert.equal(await checkStatus(player).textContent(), 'Prüfung abgebrochen.');
    assert.ok(await player.start.isEnabled(), 'Start works again');

    // Left alone, a loop costs simulated time like on the board, and the time limit ends it.
    await setCode(player, 'while True:\n    pass\n');
    const busy = await check(player);
    assert.equal(busy.status, 'failed');
    assert.match(busy.text, /^Die Zeit ist um \(20 s\): Der Roboter ist nicht losgefahren: /);
    assert.equal(await exercise.getAttribute('data-done'), 'false');
    assert.deepEqual(watch.all(), []);
  });

  test('garbage in the progress storage does not break the page: no tick, no error', async () => {
    const reader = await motorPage({ [PROGRESS_KEY]: '{"format":1,"done":{"x":1}} garbage' });
    const { page, watch } = reader;
    await page.locator('article h1').waitFor();
    await watch.settled();
    assert.deepEqual(await progressShown(reader), {
      done: 'false',
      tick: false,
      count: '0',
      summaryTick: false,
    });
    assert.deepEqual(watch.all(), []);
  });
});

describe('exercises: the player shows the worlds Prüfen tests', () => {
  /** Stops 10 cm before a near wall; before a far one it measures, prints and stays put. */
  const NEAR_WALLS_ONLY = [
    'from microbit import *',
    'from maqueen import *',
    'd = ultrasonic()',
    'print(round(d))',
    'if d < 50:',
    '    motor_run(Motor.ALL, 80)',
    '    while ultrasonic() > 10:',
    '        sleep(30)',
    '    motor_stop()',
    '',
  ].join('\n');

  test('Start runs in the first setup, and after a failed check the failing setup can be watched', async () => {
    const page = await tab().open(ULTRASONIC_ROUTE);
    const exercise = page.locator('section[data-exercise="ultraschall-stopp-vor-der-wand"]');
    const player = await openStarter(exercise);
    await setCode(player, NEAR_WALLS_ONLY);
    const picker = player.block.getByRole('combobox', { name: 'Aufbau' });
    assert.equal(await picker.inputValue(), '0');
    assert.match(
      (await player.block
        .getByText(/^Aufbau 1 von 3: /)
        .first()
        .textContent()) ?? '',
      /Wand 45 cm/,
    );
    // Start measures the wall Prüfen puts there, not the empty floor (no echo: 100000).
    await runToEnd(player);
    await waitForConsoleLine(player, '45');

    const verdict = await check(player);
    assert.equal(verdict.status, 'failed');
    assert.match(verdict.text, /^Aufbau 2 von 3 \(Wand 70 cm vor dem Roboter\): /);
    await player.block.getByRole('button', { name: 'Aufbau 2 ansehen' }).click();
    await waitForConsoleLine(player, '70');
    assert.equal(await picker.inputValue(), '1');
    assert.deepEqual(tab().watch.all(), []);
  });

  test('the failing setup ends showing the distance its verdict names in the live values and in the sentence read aloud', async () => {
    const page = await tab().open(ULTRASONIC_ROUTE);
    const exercise = page.locator('section[data-exercise="ultraschall-stopp-vor-der-wand"]');
    const player = await openStarter(exercise);
    // The walk's program: 3 s at speed 80 stops short of the 45 cm wall, too far from it.
    await setCode(
      player,
      'from microbit import *\nfrom maqueen import *\nmotor_run(Motor.ALL, 80)\nsleep(3000)\nmotor_stop()\n',
    );
    const verdict = await check(player);
    assert.equal(verdict.status, 'failed');
    const [, setup, cm] =
      /^Aufbau (\d) von 3 \(Wand \d+ cm vor dem Roboter\): Am Ende misst der Ultraschallsensor (\d+) cm bis zur Wand, erlaubt sind 8 bis 12 cm\./.exec(
        verdict.text,
      ) ?? [];
    assert.ok(cm, verdict.text);
    // The sentence a screen reader announces, read in the moment the run ends: it is
    // throttled while the robot drives, never at a standstill.
    const sentenceAtEnd = player.block.evaluate(
      (block) =>
        new Promise<string | undefined>((resolve) => {
          const status = block.querySelector('p[role="status"][data-status]')!;
          const observer = new MutationObserver(() => {
            if (status.getAttribute('data-status') !== 'done') return;
            observer.disconnect();
            resolve(block.querySelector('p[aria-live="polite"]')?.textContent ?? undefined);
          });
          observer.observe(status, { attributes: true, attributeFilter: ['data-status'] });
        }),
    );
    await player.block.getByRole('button', { name: `Aufbau ${setup} ansehen` }).click();
    await waitForStatus(player, 'done');
    assert.equal((await liveValues(player)).Abstand, `${cm} cm`);
    assert.match(
      (await sentenceAtEnd) ?? 'no sentence',
      new RegExp(`^Abstand ${cm} cm,.* links steht, rechts steht\\.$`),
    );
  });

  test("a setup's run that reaches the exercise's time limit names that limit, not the page's", async () => {
    const page = await tab().open(OBSTACLE_ROUTE);
    const exercise = page.locator('section[data-exercise="ausweichen-ampel"]');
    const player = await openStarter(exercise);
    await setCode(player, 'from microbit import *\nwhile True:\n    sleep(100)\n');
    const ended = await runToEnd(player);
    assert.equal(ended.stop, 'budget');
    // The check "distance-colour" lets a setup run 3 s; the page's examples may run 5.
    assert.equal(
      await player.status.textContent(),
      'Nach 3 s angehalten: So lange darf dieses Beispiel laufen.',
    );
  });

  test('on a phone the longest setup names fit: the setup menu never widens the page', async () => {
    const page = await tab().open(OBSTACLE_ROUTE, { width: 390, height: 844 });
    const exercise = page.locator('section[data-exercise="ausweichen-ampel"]');
    const player = await openStarter(exercise);
    const picker = player.block.getByRole('combobox', { name: 'Aufbau' });
    await picker.selectOption({ index: 5 });
    assert.match(
      await picker.evaluate((s: HTMLSelectElement) => s.selectedOptions[0]!.text),
      /Hand/,
    );
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 390);
  });
});

describe('exercises: the replay of a failed setup', () => {
  test('stops at the moment the verdict names, says so, draws the goal and marks every setup that failed', async () => {
    const page = await tab().open(LINE_ROUTE);
    const exercise = page.locator('section[data-exercise="linie-runde"]');
    const player = await openStarter(exercise);
    // Straight ahead on an oval: the line is lost at the first curve, in every setup.
    await setCode(
      player,
      'from microbit import *\nfrom maqueen import *\nmotor_run(Motor.ALL, 60)\nsleep(30000)\n',
    );
    const verdict = await check(player);
    assert.equal(verdict.status, 'failed');
    const [, seconds] =
      /^Aufbau 1 von 3 \([^)]*\): Nach (\d+(?:,\d)?) s war die Mitte der Radachse/.exec(
        verdict.text,
      ) ?? [];
    assert.ok(seconds, verdict.text);
    assert.match(verdict.text, / Auch in Aufbau 2 und 3 klappt es noch nicht\.$/);
    const options = await player.block
      .getByRole('combobox', { name: 'Aufbau' })
      .locator('option')
      .allTextContents();
    assert.ok(
      options.every((option) => option.endsWith(' – noch nicht geschafft')),
      options.join(' | '),
    );

    const ended = await nextRunEnd(player);
    await player.block.getByRole('button', { name: 'Aufbau 1 ansehen' }).click();
    const end = await ended();
    const named = Number(seconds!.replace(',', '.'));
    assert.ok(
      Math.abs(end.simTimeUs / 1e6 - named) <= 0.08,
      `${end.simTimeUs} µs, named ${named} s`,
    );
    await waitForStatus(player, 'done');
    assert.equal(
      await player.status.textContent(),
      `Angehalten bei ${seconds} s: Diesen Moment hat Prüfen beurteilt.`,
    );
    await player.block
      .getByText(`Wiederholung bis ${seconds} s, wie Prüfen sie gesehen hat`)
      .waitFor();
    // The timeline opens at that moment, in the line that ran then.
    const timeline = player.block.getByRole('slider', { name: 'Zeitleiste' });
    const shownMs = Number(await timeline.inputValue());
    assert.ok(
      Math.abs(shownMs / 1000 - named) <= 0.08,
      `timeline at ${shownMs} ms, named ${named} s`,
    );
    // Not the replay's end, which comes a frame later.
    assert.ok(shownMs < Number(await timeline.getAttribute('max')), `timeline at its end`);
    await player.block.locator('[data-timeline-line="4"]').waitFor();
    assert.match(
      (await player.block.locator('canvas[data-sim="stage"]').getAttribute('aria-label')) ?? '',
      /Drauf gezeichnet, was die Aufgabe verlangt: höchstens 4 cm neben der Linie\.$/,
    );
    assert.deepEqual(tab().watch.pageErrors, []);
  });

  test('a phone turned during the replay keeps the robot in view and nothing wider than the screen', async () => {
    const page = await tab().open(ULTRASONIC_ROUTE, { width: 390, height: 844 });
    const exercise = page.locator('section[data-exercise="ultraschall-stopp-vor-der-wand"]');
    const player = await openStarter(exercise);
    await setCode(
      player,
      'from microbit import *\nfrom maqueen import *\nmotor_run(Motor.ALL, 20)\nsleep(8000)\nmotor_stop()\n',
    );
    assert.equal((await check(player)).status, 'failed');
    const ended = await nextRunEnd(player);
    await player.block.getByRole('button', { name: /^Aufbau \d ansehen$/ }).click();
    await waitForStatus(player, 'running');
    await page.setViewportSize({ width: 844, height: 390 });
    const stage = player.block.locator('canvas[data-sim="stage"]');
    // In view: some of the drawing lies between the navbar and the bottom of the turned screen.
    await page.waitForFunction(
      (canvas) => {
        const { top, bottom } = canvas!.getBoundingClientRect();
        return bottom > 80 && top < window.innerHeight - 40;
      },
      await stage.elementHandle(),
    );
    await ended();
    assert.equal(await page.evaluate(() => document.documentElement.scrollWidth), 844);
    assert.deepEqual(tab().watch.pageErrors, []);
  });
});
