import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
// Docusaurus' own plugins that run before ours in the build: heading ids, the H1 in <header>.
import remarkContentTitle from '@docusaurus/mdx-loader/lib/remark/contentTitle/index.js';
import remarkHeadingIds from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import { parseGuidePage } from '../../../../guide/mdx.ts';
import { pageRoute } from '../../../../guide/pages.ts';
import { readGuideVersions } from '../../../../guide/versions.ts';
import { exerciseIndex, pagesOf, scanExercises } from './exercise-index.ts';
import remarkRunnableCode from './runnable-code.ts';

const SITE = join(import.meta.dirname, '..', '..', '..', '..');

/** A page of the site through the build's remark plugins, as the build compiles it. */
async function compile(path: string, value = readFileSync(path, 'utf8')): Promise<Root> {
  const processor = unified()
    .use(remarkHeadingIds, { anchorsMaintainCase: false })
    .use(remarkContentTitle)
    .use(remarkRunnableCode, { siteDir: SITE });
  const file = new VFile({ path, value });
  // Parsed as the build parses it: MDX after Docusaurus' preprocessing (`{#id}` headings).
  return (await processor.run(parseGuidePage(value), file)) as Root;
}

/** The props of every element `name` on the page (our attributes are JSON). */
/** The players' attributes that are data (the library's URL is a variable of the page). */
function playersOf(tree: Root): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== 'RunnableCode') return;
    const data = (node.attributes as MdxJsxAttribute[]).filter(({ name }) => name !== 'libraryUrl');
    found.push(
      Object.fromEntries(
        data.map(({ name, value }) => [
          name,
          typeof value === 'string' ? value : JSON.parse(value?.value ?? 'null'),
        ]),
      ),
    );
  });
  return found;
}

function propsOf(tree: Root, name: string): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== name) return;
    found.push(
      Object.fromEntries(
        node.attributes.map((a) => {
          const { name: key, value } = a as MdxJsxAttribute;
          return [key, typeof value === 'string' ? value : JSON.parse(value?.value ?? 'null')];
        }),
      ),
    );
  });
  return found;
}

const labels = (versions: unknown) => (versions as { label: string }[]).map((v) => v.label);

test('the index has every version’s exercises, pages in sidebar order with their title and route', async () => {
  const index = await scanExercises(SITE);
  assert.deepEqual(
    index.map(({ version, pages }) => [
      version.label,
      pages.reduce((sum, page) => sum + page.exercises.length, 0),
    ]),
    [
      ['Next', 24],
      ['2.0.2', 24],
      ['2.0.1', 24],
      ['2.0.0', 21],
      ['1.0.0', 21],
    ],
  );
  const next = pagesOf(index, 'current');
  assert.deepEqual(
    next.map(({ page }) => page),
    [
      'api/motor',
      'api/led-red',
      'api/led-rgb',
      'api/line-tracking',
      'api/ultrasonic',
      'api/compass',
      'examples/obstacle-avoidance',
      'examples/calibration-routine',
    ],
  );
  assert.deepEqual(
    {
      ...next[0],
      exercises: next[0]!.exercises
        .slice(0, 1)
        .map(({ id, level, title, anchor }) => ({ id, level, title, anchor })),
    },
    {
      page: 'api/motor',
      title: 'Motoren',
      route: '/docs/next/api/motor',
      exercises: [
        { id: 'motor-strecke', level: 1, title: 'Genau 50 Zentimeter', anchor: 'motor-strecke' },
      ],
    },
  );
  assert.equal(pagesOf(index, '2.0.2')[0]!.route, '/docs/api/motor', 'the latest is at /docs');
  assert.deepEqual(pagesOf(index, '9.9.9'), [], 'an unknown version has no pages');
});

test('each exercise names the other versions that have its id, in the guide’s order', async () => {
  const index = await scanExercises(SITE);
  const find = (version: string, id: string) =>
    pagesOf(index, version)
      .flatMap((page) => page.exercises)
      .find((exercise) => exercise.id === id)!;
  assert.deepEqual(find('current', 'motor-quadrat').others, [
    { name: '2.0.2', label: '2.0.2', order: 1 },
    { name: '2.0.1', label: '2.0.1', order: 2 },
    { name: '2.0.0', label: '2.0.0', order: 3 },
    { name: '1.0.0', label: '1.0.0', order: 4 },
  ]);
  assert.deepEqual(labels(find('1.0.0', 'motor-quadrat').others), [
    'Next',
    '2.0.2',
    '2.0.1',
    '2.0.0',
  ]);
  // The calibration routine exists only where the library has motor_get_calibration().
  assert.deepEqual(labels(find('2.0.1', 'kalibrierung-kompass').others), ['Next', '2.0.2']);
});

test('the index lists exactly what the build frames on every page of every version', async () => {
  const index = await exerciseIndex(SITE);
  for (const version of readGuideVersions(SITE)) {
    for (const { page, exercises } of pagesOf(index, version.name)) {
      const file = ['md', 'mdx']
        .map((ext) => join(version.docsDir, `${page}.${ext}`))
        .find((path) => {
          try {
            return readFileSync(path) !== null;
          } catch {
            return false;
          }
        })!;
      const tree = await compile(file);
      const [summary] = propsOf(tree, 'ExerciseSummary');
      assert.deepEqual(
        summary?.exercises,
        // A page's summary lists the exercises without their work.
        exercises.map(({ id, level, title, anchor, others }) => ({
          id,
          level,
          title,
          anchor,
          ...(others ? { others } : {}),
        })),
        `${version.label} ${page}`,
      );
      // The work names the starter's own player and check, as the build gives them.
      const starters = playersOf(tree).filter((player) => player.exercise && !player.solution);
      assert.deepEqual(
        exercises.map(({ work }) => work && { ...work, starterFingerprint: undefined }),
        starters.map((player) => ({
          exampleId: player.exampleId,
          starterFingerprint: undefined,
          check: player.check,
          ...(player.checkBudgetS !== undefined ? { checkBudgetS: player.checkBudgetS } : {}),
        })),
        `${version.label} ${page}: each exercise's starter player`,
      );
      const boxes = propsOf(tree, 'Exercise').map(({ id, others }) => ({ id, others }));
      assert.deepEqual(
        boxes,
        exercises.map(({ id, others }) => ({ id, others })),
        `${version.label} ${page}: each box names the other versions`,
      );
    }
  }
});

test('the API index page’s <ExerciseOverview /> gets its version’s exercises, other pages none', async () => {
  const index = await exerciseIndex(SITE);
  for (const version of readGuideVersions(SITE)) {
    const tree = await compile(join(version.docsDir, 'api/index.md'));
    assert.deepEqual(
      propsOf(tree, 'ExerciseOverview'),
      [
        {
          pages: pagesOf(index, version.name),
          version: version.name,
          versionLabel: version.label,
          startRoute: pageRoute(version, 'index'),
        },
      ],
      version.label,
    );
  }
  const elsewhere = await compile(
    join(SITE, 'src/pages/beispiel.md'),
    '# B\n\n<ExerciseOverview />\n',
  );
  assert.deepEqual(propsOf(elsewhere, 'ExerciseOverview'), [{}], 'outside the guide: no props');
});

test('each start page’s <ClassCheck /> gets its version’s exercises and library', async () => {
  const index = await exerciseIndex(SITE);
  for (const version of readGuideVersions(SITE)) {
    const tree = await compile(join(version.docsDir, 'index.mdx'));
    const found: MdxJsxFlowElement[] = [];
    visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
      if (node.name === 'ClassCheck') found.push(node);
    });
    assert.equal(found.length, 1, version.label);
    const attributes = found[0]!.attributes as MdxJsxAttribute[];
    const value = (name: string) => attributes.find((a) => a.name === name)?.value;
    const data = (name: string): unknown => {
      const raw = value(name);
      return typeof raw === 'string' ? raw : JSON.parse(raw?.value ?? 'null');
    };
    assert.deepEqual(data('pages'), pagesOf(index, version.name), version.label);
    assert.equal(data('version'), version.name);
    assert.equal(data('versionLabel'), version.label);
    assert.ok(value('libraryUrl'), `${version.label}: the library's address`);
  }
});

test('a changed page is scanned again (the development server), an unchanged site is not', async () => {
  const site = mkdtempSync(join(tmpdir(), 'exercise-index-'));
  try {
    mkdirSync(join(site, 'docs', 'api'), { recursive: true });
    writeFileSync(join(site, 'versions.json'), '[]');
    const page = join(site, 'docs', 'api', 'motor.md');
    const exercise = (id: string) =>
      `### ★ ${id}\n\n\`\`\`python exercise=${id} starter check="straight"\nfrom maqueen import *\n\`\`\`\n\n\`\`\`python exercise=${id} solution\nfrom maqueen import *\n\`\`\`\n\n`;
    writeFileSync(page, `# Motoren\n\n${exercise('eins')}`);
    const first = await exerciseIndex(site);
    assert.equal(await exerciseIndex(site), first, 'the same scan while nothing changed');
    writeFileSync(page, `# Motoren\n\n${exercise('eins')}${exercise('zwei')}`);
    utimesSync(page, new Date(), new Date(Date.now() + 5_000));
    const second = await exerciseIndex(site);
    assert.deepEqual(
      pagesOf(second, 'current')[0]!.exercises.map(({ id }) => id),
      ['eins', 'zwei'],
    );
  } finally {
    rmSync(site, { recursive: true, force: true });
  }
});
