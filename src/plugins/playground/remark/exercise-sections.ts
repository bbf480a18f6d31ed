// Exercise sections of a guide page: each `### ★★ Titel` up to the next heading of depth ≤ 3
// becomes `<Exercise id level version>` around its heading and content, and the page gets
// `<ExerciseSummary>` right after its H1. The id is that of the starter block inside the
// section; a star heading without one stays as it is (the example runner reports it).
import type { Code, Heading, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';
import { exerciseLevel, type ExerciseLevel } from '../../../../guide/exercises.ts';
import { attribute } from './mdx-nodes.ts';

export const EXERCISE = 'Exercise';
export const EXERCISE_SUMMARY = 'ExerciseSummary';

/** One exercise as the summary lists it. */
export interface ExerciseEntry {
  id: string;
  level: ExerciseLevel;
  /** The heading's text without its stars. */
  title: string;
  /** The heading's id, as Docusaurus set it (its remark plugins run before ours). */
  anchor: string;
}

function textOf(node: RootContent): string {
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
 * starter block to its exercise id. Returns the exercises in page order.
 */
export function wrapExerciseSections(
  tree: Root,
  starters: ReadonlyMap<Code, string>,
  version: string,
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
    const section: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: EXERCISE,
      attributes: [attribute('id', id), attribute('level', level), attribute('version', version)],
      children: content as MdxJsxFlowElement['children'],
    };
    children.splice(start, end - start, section);
    entries.push({
      id,
      level,
      title: textOf(heading).replace(/^\s*★+\s*/, ''),
      anchor: headingId(heading),
    });
  }
  return entries;
}

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
        entries.map((entry) => ({ ...entry })),
      ),
      attribute('version', version),
    ],
    children: [],
  };
  tree.children.splice(tree.children.findIndex(isTitle) + 1, 0, summary);
}
