// Remark plugin for the guide's pages. The example tests' fence meta (`guide/fence-meta.ts`,
// and `output` on text blocks) is not for readers: it is removed. A `norun` reason is shown
// under its block. Every other Python block is wrapped in `<RunnableCode>`, which offers
// "▶ Im Simulator ausprobieren" with the block's world and the version's own library. The
// blocks of an exercise also get its id and check (the player's "Prüfen"), and the exercise
// sections get their frame and the page its summary (`exercise-sections.ts`); each exercise
// learns the other versions that have its id, and the API index page's `<ExerciseOverview />`
// gets the version's exercises, from the build's index of every version (`exercise-index.ts`).
import { relative, dirname } from 'node:path';
import type { Code, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { pairExercises } from '../../../../guide/exercises.ts';
import {
  isOutputMeta,
  parseRunSpec,
  PYTHON_LANGS,
  stripOutputFlag,
  stripRunnerMeta,
} from '../../../../guide/fence-meta.ts';
import { locatePage } from '../../../../guide/versions.ts';
import { exerciseIndex, othersOf, pagesOf } from './exercise-index.ts';
import {
  EXERCISE,
  EXERCISE_SUMMARY,
  fillOverviews,
  insertSummary,
  pythonBlocks,
  wrapExerciseSections,
} from './exercise-sections.ts';
import { attribute, identifierAttribute, importDefault } from './mdx-nodes.ts';

/** Class of the note under a block that cannot run on its own. */
export const NORUN_NOTE_CLASS = 'code-norun-note';
const COMPONENT = 'RunnableCode';
const LIBRARY_URL = '__maqueenLibraryUrl';

export interface RunnableCodeOptions {
  /** The site's folder, to tell which version a page belongs to. */
  siteDir: string;
}

function noteFor(reason: string): Paragraph {
  return {
    type: 'paragraph',
    data: { hProperties: { className: [NORUN_NOTE_CLASS] } },
    children: [
      { type: 'emphasis', children: [{ type: 'text', value: 'Nicht einzeln ausführbar:' }] },
      { type: 'text', value: ` ${reason}` },
    ],
  };
}

interface PageExercises {
  /** Per exercise block: its id, its pair's check (written on one block, needed by both
   * players) and the starter's `budget=` when written. */
  attributes: Map<Code, MdxJsxAttribute[]>;
  /** The starter block of each exercise, with the id it starts. */
  starters: Map<Code, string>;
}

function pageExercises(tree: Root): PageExercises {
  const found: PageExercises = { attributes: new Map(), starters: new Map() };
  for (const { id, check, starter, solution } of pairExercises(pythonBlocks(tree)).exercises) {
    const budget = parseRunSpec(starter.meta).spec;
    const shared = [
      attribute('exercise', id),
      attribute('check', { name: check.name, params: check.params }),
      ...(budget.budgetGiven ? [attribute('checkBudgetS', budget.budgetS)] : []),
    ];
    found.attributes.set(starter.node, shared);
    found.attributes.set(solution.node, [...shared, attribute('solution', true)]);
    found.starters.set(starter.node, id);
  }
  return found;
}

export default function remarkRunnableCode(options: RunnableCodeOptions) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const located = file.path ? locatePage(options.siteDir, file.path) : null;
    const exercises: PageExercises = located
      ? pageExercises(tree)
      : { attributes: new Map(), starters: new Map() };
    const everyVersion = located ? await exerciseIndex(options.siteDir) : [];
    const sections = located
      ? wrapExerciseSections(tree, exercises.starters, located.version, (id) =>
          othersOf(everyVersion, located.version, id),
        )
      : [];
    const entry = everyVersion.find(({ version }) => version.name === located?.version);
    const { classChecks } = located
      ? fillOverviews(
          tree,
          pagesOf(everyVersion, located.version),
          {
            name: located.version,
            label: entry?.version.label ?? '',
            startRoute: entry?.startRoute ?? '',
          },
          LIBRARY_URL,
        )
      : { classChecks: 0 };
    let blockIndex = 0;
    let wrapped = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'text' && isOutputMeta(node.meta)) {
        node.meta = stripOutputFlag(node.meta) || null;
        return undefined;
      }
      if (!node.lang || !PYTHON_LANGS.has(node.lang) || !parent || index === undefined) {
        return undefined;
      }
      const { spec, problems } = parseRunSpec(node.meta);
      const block = blockIndex++;
      node.meta = stripRunnerMeta(node.meta) || null;
      if (spec.norun) {
        parent.children.splice(index + 1, 0, noteFor(spec.norun));
        return [SKIP, index + 2];
      }
      // Pages outside the guide's versions, and blocks the tests refuse, get no player.
      if (!located || problems.length > 0) return undefined;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          attribute('exampleId', `${located.version}/${located.page}/${block}`),
          attribute('world', spec.world),
          attribute('budgetS', spec.budgetS),
          attribute('motorNoise', spec.motorNoise),
          attribute('compassCalibrated', spec.compassCalibrated),
          identifierAttribute('libraryUrl', LIBRARY_URL),
          ...(exercises.attributes.get(node) ?? []),
        ],
        children: [node],
      };
      (parent.children as RootContent[])[index] = element;
      wrapped += 1;
      return SKIP;
    });
    if (sections.length > 0 && located) {
      insertSummary(tree, sections, located.version);
      tree.children.unshift(
        importDefault(EXERCISE, `@theme/${EXERCISE}`),
        importDefault(EXERCISE_SUMMARY, `@theme/${EXERCISE_SUMMARY}`),
      );
    }
    if ((wrapped > 0 || classChecks > 0) && located && file.path) {
      const library = relative(dirname(file.path), located.libraryFile).split('\\').join('/');
      tree.children.unshift(
        importDefault(
          LIBRARY_URL,
          `${library.startsWith('.') ? library : `./${library}`}?download`,
        ),
      );
    }
    if (wrapped > 0) tree.children.unshift(importDefault(COMPONENT, `@theme/${COMPONENT}`));
  };
}
