// A class with no server: a pupil saves "Abgabe-Datei speichern" under the version's overview of
// exercises; the teacher drops the class's files into "Abgaben prüfen" on the start page, and the
// browser re-checks every program as Prüfen does. A verdict edited by hand counts for nothing,
// files that are no hand-in of this version are named and left out, an endless program fails
// only its own cell, and the table goes out as CSV with its umlauts.
import assert from 'node:assert/strict';
import { buffer, text } from 'node:stream/consumers';
import { describe, test } from 'node:test';

import { pageRoute } from '../../guide/pages.ts';
import { exercisesWithCode } from '../../tools/doc-examples/exercise-code.ts';
import { useSiteInBrowser, useTab } from '../support/harness.ts';
import { VERSIONS } from '../support/versions.ts';

const harness = useSiteInBrowser();
const tab = useTab(harness);
const VERSION = VERSIONS.find((version) => version.name === '2.0.2')!;
const PAGE = 'api/motor';

/** The first three exercises of the motor page, with their starters and solutions. */
const motorExercises = async () =>
  (await exercisesWithCode(process.cwd(), VERSION.name))
    .filter((exercise) => exercise.page === PAGE)
    .slice(0, 3);

type Exercise = Awaited<ReturnType<typeof motorExercises>>[number];

/**
 * A pupil who saved `code` for each exercise hands in under the overview as `name`: the page
 * with its hand-in and the downloaded file.
 */
async function handInAs(name: string, edits: [Exercise, string][]) {
  const storage = Object.fromEntries(
    edits.map(([exercise, code]) => [
      `maqueen-playground:code:${exercise.work.exampleId}`,
      JSON.stringify({
        format: 1,
        base: exercise.work.starterFingerprint,
        code,
        savedAt: 1_700_000_000_000,
      }),
    ]),
  );
  const pupil = await tab().open(pageRoute(VERSION, 'api/index'), { storage });
  const handIn = pupil.locator('[data-hand-in]');
  await handIn.getByLabel('Dein Name').fill(name);
  const download = pupil.waitForEvent('download');
  await handIn.getByRole('button', { name: 'Abgabe-Datei speichern' }).click();
  return { handIn, file: await download };
}

describe('hand-in and the teacher’s re-check', () => {
  test('a pupil hands in three exercises; the teacher’s table re-checks them, whatever the file claims', async () => {
    const [a, b, c] = await motorExercises();
    const failing = `${b!.starter}\n# mein Versuch\n`;
    const { handIn, file } = await handInAs('Jörg <b>Weiß</b>', [
      [a!, a!.solution],
      [b!, failing],
      [c!, c!.solution],
    ]);
    assert.equal(file.suggestedFilename(), 'abgabe-jorg-b-weiss-b-2.0.2.json');
    const handed = JSON.parse(await text(await file.createReadStream())) as {
      name: string;
      exercises: { id: string; code: string; claim: string }[];
    };
    assert.equal(handed.name, 'Jörg <b>Weiß</b>');
    assert.deepEqual(
      handed.exercises.map(({ id, code }) => ({ id, code })),
      [
        { id: a!.id, code: a!.solution },
        { id: b!.id, code: failing },
        { id: c!.id, code: c!.solution },
      ],
    );
    await handIn
      .getByText(/^Gespeichert in abgabe-jorg-b-weiss-b-2\.0\.2\.json\. Aufgaben darin: 3,/)
      .waitFor();

    // Edited by hand: the failing program claims it passed.
    for (const exercise of handed.exercises) exercise.claim = 'passed';
    const edited = Buffer.from(JSON.stringify(handed));
    const endless = Buffer.from(
      JSON.stringify({
        ...handed,
        name: 'Endlos',
        // A program that never ends, one that prints without end, one that allocates without end.
        exercises: [
          { id: a!.id, code: 'while True:\n    pass\n', claim: 'passed' },
          { id: b!.id, code: 'while True:\n    print("x" * 80)\n', claim: 'passed' },
          {
            id: c!.id,
            code: 'x = []\nwhile True:\n    x.append(bytearray(1000))\n',
            claim: 'passed',
          },
        ],
      }),
    );
    const otherVersion = Buffer.from(
      JSON.stringify({ ...handed, version: '1.0.0', versionLabel: '1.0.0' }),
    );

    const teacher = await tab().open(pageRoute(VERSION, 'index'));
    const check = teacher.locator('[data-class-check]');
    await check.locator('input[type="file"]').setInputFiles([
      { name: 'joerg.json', mimeType: 'application/json', buffer: edited },
      { name: 'endlos.json', mimeType: 'application/json', buffer: endless },
      { name: 'leer.json', mimeType: 'application/json', buffer: Buffer.from('') },
      { name: 'alt.json', mimeType: 'application/json', buffer: otherVersion },
    ]);
    const problems = check.locator('[data-class-problems] li');
    await problems.first().waitFor();
    assert.deepEqual(await problems.allTextContents(), [
      '„leer.json“ ist leer.',
      '„alt.json“ ist eine Abgabe für Version 1.0.0. Prüfe sie auf der Startseite von Version 1.0.0.',
    ]);
    await check.getByText('Fertig: 6 von 6 Programmen geprüft.').waitFor({ timeout: 120_000 });
    const table = check.getByRole('table', { name: 'Abgaben der Klasse' });
    const row = (name: string) =>
      table.getByRole('row').filter({ has: teacher.getByRole('rowheader', { name }) });
    const cells = async (name: string) =>
      await row(name)
        .locator('td')
        .evaluateAll((tds) => tds.map((td) => td.getAttribute('data-cell')));
    const joerg = await cells('Jörg <b>Weiß</b>');
    assert.deepEqual(joerg.slice(0, 3), ['passed', 'failed', 'passed']);
    assert.ok(joerg.slice(3).every((cell) => cell === 'missing'));
    await row('Jörg <b>Weiß</b>').getByText('In der Datei steht „bestanden“.').waitFor();
    const endlessCells = await cells('Endlos');
    assert.deepEqual(
      endlessCells.slice(0, 3),
      ['failed', 'failed', 'failed'],
      'each fails its own cell',
    );
    assert.ok(endlessCells.slice(3).every((cell) => cell === 'missing'));
    assert.equal(
      await teacher.locator('b', { hasText: 'Weiß' }).count(),
      0,
      'the name is text, not HTML',
    );

    // A click on the failed cell shows the code, the verdict and a link into the exercise.
    await row('Jörg <b>Weiß</b>').locator('td').nth(1).getByRole('button').click();
    const shown = check.locator('[data-class-shown]');
    await shown.getByText('# mein Versuch').waitFor();
    const link = await shown
      .getByRole('link', { name: 'Im Simulator ansehen' })
      .getAttribute('href');
    assert.match(
      link ?? '',
      new RegExp(`/api/motor\\?kasten=${b!.work.exampleId.split('/').pop()}&.*programm=`),
    );
    // Opened, the link plays the setup that failed without a click, as "Aufbau N ansehen" does.
    assert.match(link ?? '', /[?&]abspielen=1&/);
    const replay = await teacher.context().newPage();
    await replay.goto(link!);
    await replay
      .locator('p[role="status"]:is([data-status="running"], [data-status="done"])')
      .first()
      .waitFor({ state: 'attached', timeout: 30_000 });
    assert.match(
      await replay.locator('textarea, .cm-content').first().innerText(),
      /# mein Versuch/,
    );
    await replay.close();

    const csvDownload = teacher.waitForEvent('download');
    await check.getByRole('button', { name: 'Tabelle als CSV' }).click();
    const csv = (await buffer(await (await csvDownload).createReadStream())).toString('utf8');
    assert.ok(csv.startsWith('\uFEFF"Name";'));
    assert.match(csv, /"Jörg <b>Weiß<\/b>";"bestanden";"nicht bestanden: [^"]+";"bestanden"/);
    assert.deepEqual(tab().watch.pageErrors, []);
  });

  test('a hand-in as a link: pasted or opened, it fills the table; cut and foreign lines are named', async () => {
    const [a] = await motorExercises();
    const { handIn } = await handInAs('Lina', [[a!, a!.solution]]);
    const link = await handIn.locator('[data-hand-in-link]').inputValue();
    assert.match(link, /\/docs\/\?abgabe=1/);

    const teacher = await tab().open(pageRoute(VERSION, 'index'));
    const check = teacher.locator('[data-class-check]');
    await check
      .getByLabel('Abgabe-Links einfügen, einer pro Zeile')
      .fill([link, link.slice(0, -30), 'https://example.org/'].join('\n'));
    await check.getByRole('button', { name: 'Links prüfen' }).click();
    await check.getByText('Fertig: 1 von 1 Programmen geprüft.').waitFor({ timeout: 60_000 });
    assert.deepEqual(await check.locator('[data-class-problems] li').allTextContents(), [
      '„Link 2“ ist beschädigt oder unvollständig. Lass dir den Link noch einmal schicken.',
      '„Link 3“ ist kein Abgabe-Link dieser Anleitung.',
    ]);
    const row = check
      .getByRole('row')
      .filter({ has: teacher.getByRole('rowheader', { name: 'Lina' }) });
    assert.equal(await row.locator('td').first().getAttribute('data-cell'), 'passed');

    // Opened: the start page reads the link's hand-in by itself.
    const opened = await tab().open(link.slice(link.indexOf('/docs/')));
    const table = opened.locator('[data-class-check] table');
    await table.getByRole('rowheader', { name: 'Lina' }).waitFor();
    await opened
      .locator('[data-class-check]')
      .getByText('Fertig: 1 von 1 Programmen geprüft.')
      .waitFor({ timeout: 60_000 });
    assert.deepEqual(tab().watch.pageErrors, []);
  });
});
