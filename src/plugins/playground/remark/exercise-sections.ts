// Exercise sections of a guide page: each `### ★★ Titel` up to the next heading of depth ≤ 3
// becomes `<Exercise id level version>` around its heading and content, and the page gets
// `<ExerciseSummary>` right after its H1. The id is that of the starter block inside the
// section; a star heading without one stays as it is (the example runner reports it).
// Each exercise can also name the other versions that have an exercise of its id
// (`exercise-index.ts`), and the API index page's `<ExerciseOverview />` gets its version's list.
import type { Code, Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { exerciseLevel, pairExercises } from '../../../../guide/exercises.ts';
import { PYTHON_LANGS } from '../../../../guide/fence-meta.ts';
import type {
  ExerciseListing,
  ExercisePage,
  ExerciseWork,
  VersionRef,
} from '../shared/exercises.ts';
import { attribute, identifierAttribute, type Json } from './mdx-nodes.ts';

export const EXERCISE = 'Exercise';
export const EXERCISE_SUMMARY = 'ExerciseSummary';
/** Written by the author on the API index pages; the plugin gives it its props. */
export const EXERCISE_OVERVIEW = 'ExerciseOverview';
/** The teachers' re-check of hand-ins on a version's start page. */
export const CLASS_CHECK = 'ClassCheck';

/** One exercise as the summary lists it; its anchor is the heading's id as Docusaurus set it. */
export type ExerciseEntry = ExerciseListing;

/** The Python blocks of a page, in order, with their fence meta. */
export function pythonBlocks(tree: Root): { node: Code; meta: string | null }[] {
  const blocks: { node: Code; meta: string | null }[] = [];
  visit(tree, 'code', (node: Code) => {
    if (node.lang && PYTHON_LANGS.has(node.lang)) blocks.push({ node, meta: node.meta ?? null });
  });
  return blocks;
}

/** The starter block of each complete exercise of the page, with its id. */
export function exerciseStarters(tree: Root): Map<Code, string> {
  const { exercises } = pairExercises(pythonBlocks(tree));
  return new Map(exercises.map(({ id, starter }) => [starter.node, id]));
}

export function textOf(node: Root | RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

function starterIn(nodes: readonly RootContent[], starters: ReadonlyMap<Code, string>) {
  for (const node of nodes) {
    let id: string | undefined;
    visit(node, 'code', (code: Code) => {
      id ??= starters.get(code);
    });
    if (id) return id;
  }
  return undefined;
}

const headingId = (heading: Heading): string => {
  const data = heading.data as { id?: unknown; hProperties?: { id?: unknown } } | undefined;
  const id = data?.id ?? data?.hProperties?.id;
  return typeof id === 'string' ? id : '';
};

/**
 * Wraps the exercise sections among the page's top-level nodes, in place. `starters` maps each
 * starter block to its exercise id; `othersOf` gives the other versions with the same id.
 * Returns the exercises in page order.
 */
export function wrapExerciseSections(
  tree: Root,
  starters: ReadonlyMap<Code, string>,
  version: string,
  othersOf: (id: string) => VersionRef[] = () => [],
): ExerciseEntry[] {
  const entries: ExerciseEntry[] = [];
  const children = tree.children;
  for (let start = 0; start < children.length; start++) {
    const heading = children[start]!;
    if (heading.type !== 'heading' || heading.depth !== 3) continue;
    const level = exerciseLevel(textOf(heading));
    if (level === null) continue;
    let end = start + 1;
    while (end < children.length) {
      const node = children[end]!;
      if (node.type === 'heading' && node.depth <= 3) break;
      end++;
    }
    const content = children.slice(start, end);
    const id = starterIn(content, starters);
    if (!id) continue;
    const others = othersOf(id);
    const section: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: EXERCISE,
      attributes: [
        attribute('id', id),
        attribute('level', level),
        attribute('version', version),
        ...(others.length > 0 ? [attribute('others', refs(others))] : []),
      ],
      children: content as MdxJsxFlowElement['children'],
    };
    children.splice(start, end - start, section);
    entries.push({
      id,
      level,
      title: textOf(heading).replace(/^\s*★+\s*/, ''),
      anchor: headingId(heading),
      ...(others.length > 0 ? { others } : {}),
    });
  }
  return entries;
}

/** Versions as attribute data. */
const refs = (versions: readonly VersionRef[]): Json =>
  versions.map(({ name, label, order }) => ({ name, label, order }));

/** An exercise's work as attribute data. */
const workData = ({ exampleId, starterFingerprint, check, checkBudgetS }: ExerciseWork): Json => ({
  exampleId,
  starterFingerprint,
  check: { name: check.name, params: { ...check.params } },
  ...(checkBudgetS !== undefined ? { checkBudgetS } : {}),
});

const isH1 = (node: RootContent) => node.type === 'heading' && node.depth === 1;

/** The H1, or the `<header>` Docusaurus puts around it (its remark plugins run before ours). */
const isTitle = (node: RootContent) =>
  isH1(node) ||
  (node.type === 'mdxJsxFlowElement' && node.name === 'header' && node.children.some(isH1));

/** Puts the summary right after the page's H1 (or first, on a page without one). */
export function insertSummary(tree: Root, entries: readonly ExerciseEntry[], version: string) {
  const summary: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: EXERCISE_SUMMARY,
    attributes: [
      attribute(
        'exercises',
        // The work is the overview's: a page's summary does not need it.
        entries.map(({ id, level, title, anchor, others }) => ({
          id,
          level,
          title,
          anchor,
          ...(others ? { others: refs(others) } : {}),
        })),
      ),
      attribute('version', version),
    ],
    children: [],
  };
  tree.children.splice(tree.children.findIndex(isTitle) + 1, 0, summary);
}

/**
 * Gives each `<ExerciseOverview />` and `<ClassCheck />` the author wrote on the page its
 * version's exercises (the class check also the library's URL, `libraryUrl`, an identifier the
 * page imports), and returns how many class checks there were.
 */
export function fillOverviews(
  tree: Root,
  pages: readonly ExercisePage[],
  version: Pick<VersionRef, 'name' | 'label'> & { startRoute: string },
  libraryUrl: string,
): { classChecks: number } {
  let classChecks = 0;
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (node.name !== EXERCISE_OVERVIEW && node.name !== CLASS_CHECK) return;
    const isClassCheck = node.name === CLASS_CHECK;
    if (isClassCheck) classChecks += 1;
    node.attributes = [
      attribute(
        'pages',
        pages.map(({ page, title, route, exercises }) => ({
          page,
          title,
          route,
          exercises: exercises.map(({ others, work, ...entry }) => ({
            ...entry,
            ...(others ? { others: refs(others) } : {}),
            ...(work ? { work: workData(work) } : {}),
          })),
        })),
      ),
      attribute('version', version.name),
      attribute('versionLabel', version.label),
      ...(isClassCheck
        ? [identifierAttribute('libraryUrl', libraryUrl)]
        : [attribute('startRoute', version.startRoute)]),
    ];
  });
  return { classChecks };
}
