// Every exercise page of every version keeps the promise of the exercise format: graded levels,
// a goal, hints and a solution with its explanation, and a teacher section. Next and the latest
// version have all three levels; an older release needs ★ and ★★ (its library may lack what a
// ★★★ task needs), and a page that leaves a level out says why, since a teacher comparing
// versions would otherwise look for it. Whether the solutions pass and the starters fail is
// proven by `npm run test:examples`.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { exerciseLevel } from '../../guide/exercises.ts';
import { parseRunSpec } from '../../guide/fence-meta.ts';
import { parseGuidePage } from '../../guide/mdx.ts';
import { hasExercises } from '../../guide/pages.ts';
import { VERSIONS, type VersionUnderTest } from '../support/versions.ts';

const isDetails = (node: RootContent): node is MdxJsxFlowElement =>
  node.type === 'mdxJsxFlowElement' && node.name === 'details';

/** The text of a `<details>`' summary (a flow element, or inline in the first paragraph). */
function summaryOf(details: MdxJsxFlowElement): string {
  let text = '';
  visit(details, (node) => {
    if (text || !('name' in node) || node.name !== 'summary') return;
    text = toString(node).trim();
  });
  return text;
}

/** The exercise blocks (id and role) anywhere below `node`. */
function exerciseBlocks(node: RootContent | Root): { id: string; role: string }[] {
  const found: { id: string; role: string }[] = [];
  visit(node, 'code', (code) => {
    const exercise = parseRunSpec(code.meta).spec.exercise;
    if (exercise) found.push({ id: exercise.id, role: exercise.role });
  });
  return found;
}

const ALL_LEVELS = [1, 2, 3] as const;

/** The levels every exercise page of a version must have. */
function levelsRequired(version: VersionUnderTest): readonly number[] {
  return version.isNext || version.isLatest ? ALL_LEVELS : [1, 2];
}

/**
 * What is wrong with the exercises of one page, as messages. `required` are the levels the
 * page must have; a level it leaves out must be named, with the reason, in a paragraph of the
 * section before the first exercise.
 */
function problemsOf(tree: Root, required: readonly number[] = ALL_LEVELS): string[] {
  const problems: string[] = [];
  const nodes = tree.children;
  const start = nodes.findIndex(
    (node) => node.type === 'heading' && node.depth === 2 && toString(node) === 'Aufgaben',
  );
  if (start < 0) return ['no section "## Aufgaben"'];
  const section = nodes.slice(start + 1);
  const end = section.findIndex((node) => node.type === 'heading' && node.depth <= 2);
  const body = end < 0 ? section : section.slice(0, end);

  const teacher = body.find((node) => isDetails(node) && summaryOf(node) === 'Für Lehrkräfte');
  if (!teacher) problems.push('no collapsed "Für Lehrkräfte" section');
  else {
    const text = toString(teacher).toLowerCase();
    const topics = [
      'lernziel',
      'zeit',
      'voraussetzung',
      'fehler',
      'welche aufgabe',
      'was „prüfen“ tut',
    ];
    for (const topic of topics) {
      if (!text.includes(topic)) problems.push(`the teacher section says nothing about "${topic}"`);
    }
  }

  const levels: number[] = [];
  body.forEach((node, i) => {
    if (node.type !== 'heading' || node.depth !== 3) return;
    const title = toString(node as Heading);
    const level = exerciseLevel(title);
    if (level === null) return;
    levels.push(level);
    const rest = body.slice(i + 1);
    const next = rest.findIndex((n) => n.type === 'heading' && n.depth <= 3);
    const parts = next < 0 ? rest : rest.slice(0, next);
    const starter = parts.flatMap((part) =>
      part.type === 'code' ? exerciseBlocks(part).filter((b) => b.role === 'starter') : [],
    );
    const details = parts.filter(isDetails);
    const hints = details.filter((d) => summaryOf(d).startsWith('Tipp'));
    const solution = details.find((d) => summaryOf(d) === 'Lösung');
    const goal = parts.findIndex((part) => part.type === 'paragraph');
    const at = `"${title}"`;
    if (starter.length !== 1) problems.push(`${at}: needs one starter block in the open text`);
    else if (!title.endsWith(`{#${starter[0]!.id}}`))
      problems.push(`${at}: the heading's anchor is the exercise id: {#${starter[0]!.id}}`);
    if (goal < 0 || goal > parts.findIndex((part) => part.type === 'code'))
      problems.push(`${at}: the goal comes before the starter code`);
    if (hints.length === 0) problems.push(`${at}: no collapsed hint ("Tipp")`);
    if (!solution) {
      problems.push(`${at}: no collapsed solution ("Lösung")`);
      return;
    }
    const solved = exerciseBlocks(solution).filter((b) => b.role === 'solution');
    if (solved.length !== 1 || solved[0]!.id !== starter[0]?.id)
      problems.push(`${at}: the solution holds no solution block of the same exercise`);
    if (!solution.children.some((child) => child.type === 'paragraph'))
      problems.push(`${at}: the solution explains nothing`);
  });
  if (levels.length < required.length)
    problems.push(`only ${levels.length} exercises, at least ${required.length} wanted`);
  const firstExercise = body.findIndex(
    (node) => node.type === 'heading' && node.depth === 3 && exerciseLevel(toString(node)) !== null,
  );
  const intro = (firstExercise < 0 ? body : body.slice(0, firstExercise))
    .filter((node) => node.type === 'paragraph')
    .map((node) => toString(node));
  for (const level of ALL_LEVELS) {
    if (levels.includes(level)) continue;
    const stars = '★'.repeat(level);
    if (required.includes(level)) problems.push(`no exercise of level ${stars}`);
    // "★★★" holds "★★": a paragraph names the level when the stars stand alone.
    else if (!intro.some((text) => new RegExp(`(^|[^★])${stars}([^★]|$)`).test(text)))
      problems.push(
        `no exercise of level ${stars} and no sentence before the exercises saying why`,
      );
  }
  return problems;
}

for (const version of VERSIONS) {
  const required = levelsRequired(version);
  for (const page of version.pages.filter(hasExercises)) {
    test(`${version.label}: ${page} ends with graded exercises (${required.map((l) => '★'.repeat(l)).join(', ')}) and notes for teachers`, () => {
      const text = readFileSync(join(version.docsDir, `${page}.md`), 'utf8');
      assert.deepEqual(problemsOf(parseGuidePage(text), required), []);
    });
  }
}

test('a page with an exercise that lacks its parts gets each gap named', () => {
  const page = [
    '# Seite',
    '## Aufgaben',
    '### ★ Nur ein Anfang {#anfang}',
    '```python exercise=x starter check="back-to-start"',
    'pass',
    '```',
    'Erst danach das Ziel.',
  ].join('\n\n');
  assert.deepEqual(problemsOf(parseGuidePage(page)), [
    'no collapsed "Für Lehrkräfte" section',
    '"★ Nur ein Anfang {#anfang}": the heading\'s anchor is the exercise id: {#x}',
    '"★ Nur ein Anfang {#anfang}": the goal comes before the starter code',
    '"★ Nur ein Anfang {#anfang}": no collapsed hint ("Tipp")',
    '"★ Nur ein Anfang {#anfang}": no collapsed solution ("Lösung")',
    'only 1 exercises, at least 3 wanted',
    'no exercise of level ★★',
    'no exercise of level ★★★',
  ]);
});

/** A complete exercise of one level, as the older versions write them. */
const exercise = (level: number, id: string) =>
  [
    `### ${'★'.repeat(level)} Aufgabe {#${id}}`,
    'Das Ziel.',
    `\`\`\`python exercise=${id} starter check="back-to-start"\npass\n\`\`\``,
    '<details>\n<summary>Tipp</summary>\n\nEin Tipp.\n\n</details>',
    `<details>\n<summary>Lösung</summary>\n\n\`\`\`python exercise=${id} solution\npass\n\`\`\`\n\nWarum.\n\n</details>`,
  ].join('\n\n');

const teacherBox = [
  '<details>',
  '<summary>Für Lehrkräfte</summary>',
  '',
  'Lernziele, Zeitbedarf, Voraussetzungen, typische Fehler, welche Aufgabe für wen, was „Prüfen“ tut.',
  '',
  '</details>',
].join('\n');

test('an older version may leave ★★★ out, but only with a sentence saying why', () => {
  const page = (intro: string[]) =>
    ['# Seite', '## Aufgaben', ...intro, teacherBox, exercise(1, 'a'), exercise(2, 'b')].join(
      '\n\n',
    );
  assert.deepEqual(problemsOf(parseGuidePage(page([])), [1, 2]), [
    'no exercise of level ★★★ and no sentence before the exercises saying why',
  ]);
  // A sentence about ★★ does not explain a missing ★★★.
  assert.deepEqual(problemsOf(parseGuidePage(page(['Die ★★-Aufgabe ist leicht.'])), [1, 2]), [
    'no exercise of level ★★★ and no sentence before the exercises saying why',
  ]);
  const why = 'Die ★★★-Aufgabe fehlt hier, weil `hsl()` erst mit Version 2.0.0 kam.';
  assert.deepEqual(problemsOf(parseGuidePage(page([why])), [1, 2]), []);
  // Next and the latest need all three levels, whatever the page says.
  assert.deepEqual(problemsOf(parseGuidePage(page([why]))), [
    'only 2 exercises, at least 3 wanted',
    'no exercise of level ★★★',
  ]);
});
