// Every exercise of every version, known at build time: each page of each version is parsed as
// the build parses it, given Docusaurus' own heading ids and framed by the same code as the
// page itself (`wrapExerciseSections`), so ids, titles and anchors are the page's. The remark
// plugin reads it to tell each exercise in which other versions it exists and to give the API
// index page's `<ExerciseOverview />` its version's list: plain props of those pages, so the
// list travels in their chunks only, never in the bundle every page loads (plugin global data
// would be there).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import remarkHeadingIds from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
import type { Heading, Root, RootContent } from 'mdast';
import { unified } from 'unified';
import { pairExercises } from '../../../../guide/exercises.ts';
import { parseRunSpec } from '../../../../guide/fence-meta.ts';
import { parseGuidePage } from '../../../../guide/mdx.ts';
import { pageRoute } from '../../../../guide/pages.ts';
import { readGuideVersions, type GuideVersion } from '../../../../guide/versions.ts';
import nextSidebars from '../../../../sidebars.ts';
import type { ExerciseListing, ExercisePage, VersionRef } from '../shared/exercises.ts';
import { fingerprint } from '../client/storage.ts';
import { pythonBlocks, textOf, wrapExerciseSections } from './exercise-sections.ts';

export interface VersionExercises {
  version: VersionRef;
  /** The pages with exercises, in the order of the version's sidebar. */
  pages: ExercisePage[];
  /** The version's start page below the base URL (where a hand-in link leads). */
  startRoute: string;
}

const headingIds = unified().use(remarkHeadingIds, { anchorsMaintainCase: false });

/** The guide pages of a folder: `.md` and `.mdx` files, page id = path without extension. */
function pageFiles(docsDir: string): { page: string; file: string }[] {
  const found: { page: string; file: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        const page = relative(docsDir, path)
          .split(sep)
          .join('/')
          .replace(/\.mdx?$/, '');
        found.push({ page, file: path });
      }
    }
  };
  walk(docsDir);
  return found.sort((a, b) => a.page.localeCompare(b.page));
}

function sidebarFile(siteDir: string, version: GuideVersion): string | null {
  return version.isNext
    ? null
    : join(siteDir, 'versioned_sidebars', `version-${version.name}-sidebars.json`);
}

/** The doc ids of a sidebar file's items, in their order. */
function docIdsOf(items: unknown): string[] {
  if (typeof items === 'string') return [items];
  if (Array.isArray(items)) return items.flatMap(docIdsOf);
  if (typeof items !== 'object' || items === null) return [];
  const item = items as { type?: unknown; id?: unknown; link?: unknown; items?: unknown };
  const own = item.type === 'doc' && typeof item.id === 'string' ? [item.id] : [];
  return [...own, ...docIdsOf(item.link ?? []), ...docIdsOf(item.items ?? [])];
}

function sidebarOrder(siteDir: string, version: GuideVersion): string[] {
  const file = sidebarFile(siteDir, version);
  const sidebars: unknown = file ? JSON.parse(readFileSync(file, 'utf8')) : nextSidebars;
  return docIdsOf(Object.values(sidebars as Record<string, unknown>));
}

const isH1 = (node: RootContent): node is Heading => node.type === 'heading' && node.depth === 1;

/**
 * One page's exercises, as its own build frames them, each with its work: the starter's player
 * is the page's Python block at the starter's place (runnable-code.ts counts them alike).
 */
export async function exercisesOfPage(
  markdown: string,
  version: string,
  page: string,
): Promise<{ title: string; exercises: ExerciseListing[] }> {
  const tree = (await headingIds.run(parseGuidePage(markdown))) as Root;
  const title = textOf(tree.children.find(isH1) ?? tree).trim();
  const blocks = pythonBlocks(tree);
  const pairs = new Map(pairExercises(blocks).exercises.map((pair) => [pair.id, pair]));
  const starters = new Map([...pairs.values()].map(({ id, starter }) => [starter.node, id]));
  const exercises: ExerciseListing[] = wrapExerciseSections(tree, starters, version).map(
    (exercise) => {
      const pair = pairs.get(exercise.id)!;
      const budget = parseRunSpec(pair.starter.meta).spec;
      const work = {
        exampleId: `${version}/${page}/${blocks.indexOf(pair.starter)}`,
        starterFingerprint: fingerprint(pair.starter.node.value),
        check: { name: pair.check.name, params: pair.check.params },
        ...(budget.budgetGiven ? { checkBudgetS: budget.budgetS } : {}),
      };
      return { ...exercise, work };
    },
  );
  return { title, exercises };
}

/** Every version's exercises, read from disk; the versions in the guide's order. */
export async function scanExercises(siteDir: string): Promise<VersionExercises[]> {
  const versions = readGuideVersions(siteDir);
  const scanned = await Promise.all(
    versions.map(async (version, order) => {
      const sidebar = sidebarOrder(siteDir, version);
      const place = (page: string) => {
        const at = sidebar.indexOf(page);
        return at === -1 ? sidebar.length : at;
      };
      const pages: ExercisePage[] = [];
      for (const { page, file } of pageFiles(version.docsDir)) {
        const { title, exercises } = await exercisesOfPage(
          readFileSync(file, 'utf8'),
          version.name,
          page,
        );
        if (exercises.length > 0) {
          pages.push({ page, title, route: pageRoute(version, page), exercises });
        }
      }
      pages.sort((a, b) => place(a.page) - place(b.page));
      const ref: VersionRef = { name: version.name, label: version.label, order };
      return { version: ref, pages, startRoute: pageRoute(version, 'index') };
    }),
  );
  // Each exercise learns the other versions that have its id.
  for (const { version, pages } of scanned) {
    for (const exercise of pages.flatMap((page) => page.exercises)) {
      const others = othersOf(scanned, version.name, exercise.id);
      if (others.length > 0) exercise.others = others;
    }
  }
  return scanned;
}

/** What the pages' files are now: a change to any of them (or to a sidebar) rescans. */
function signature(siteDir: string): string {
  const parts: string[] = [];
  const stamp = (file: string) => {
    try {
      const { mtimeMs, size } = statSync(file);
      parts.push(`${file}:${mtimeMs}:${size}`);
    } catch {
      parts.push(`${file}:-`);
    }
  };
  stamp(join(siteDir, 'versions.json'));
  for (const version of readGuideVersions(siteDir)) {
    const sidebar = sidebarFile(siteDir, version);
    if (sidebar) stamp(sidebar);
    for (const { file } of pageFiles(version.docsDir)) stamp(file);
  }
  return parts.join('\n');
}

const cache = new Map<string, { signature: string; index: Promise<VersionExercises[]> }>();

/**
 * The index for the build's pages: scanned once per build, again when a page changed (the
 * development server). Next's sidebar is read when the build starts.
 */
export function exerciseIndex(siteDir: string): Promise<VersionExercises[]> {
  const now = signature(siteDir);
  const cached = cache.get(siteDir);
  if (cached?.signature === now) return cached.index;
  const index = scanExercises(siteDir);
  cache.set(siteDir, { signature: now, index });
  return index;
}

/** The other versions that have an exercise with this id (empty for unknown ones). */
export function othersOf(
  index: readonly VersionExercises[],
  version: string,
  id: string,
): VersionRef[] {
  return index
    .filter(
      (entry) =>
        entry.version.name !== version &&
        entry.pages.some((page) => page.exercises.some((exercise) => exercise.id === id)),
    )
    .map((entry) => entry.version);
}

/** The pages with exercises of one version (empty for an unknown one). */
export function pagesOf(index: readonly VersionExercises[], version: string): ExercisePage[] {
  return index.find((entry) => entry.version.name === version)?.pages ?? [];
}
