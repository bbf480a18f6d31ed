// Which worlds the exercises use: every exercise of every version, its check read against the
// catalog as the player and the example runner read it, with the setups (variants) it runs.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import type { Heading, RootContent } from 'mdast';
import { visit } from 'unist-util-visit';

import { findPages } from '../../../guide/code-blocks.ts';
import { parseRunSpec } from '../../../guide/fence-meta.ts';
import { parseGuidePage } from '../../../guide/mdx.ts';
import { readGuideVersions } from '../../../guide/versions.ts';
import { planCheck } from '../../../simulator/checks/plan.ts';
import type { Variant } from '../../../simulator/checks/types.ts';

export interface ExerciseUse {
  /** Page file relative to the site, for messages. */
  file: string;
  /** Version label (`Next`, `2.0.2`, …). */
  version: string;
  /** The page's title (its H1): "Ultraschallsensor". */
  page: string;
  /** The exercise heading without stars and id: "Eine Runde auf dem Oval". */
  title: string;
  /** The check as written: `stop-at-wall min=8 max=12`. */
  call: string;
  variants: Variant[];
}

function plainText(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** A heading's text as a reader sees it, without an exercise's stars: `★★ Titel {#id}` → `Titel`. */
function headingText(heading: Heading): string {
  return heading.children
    .map(plainText)
    .join('')
    .replace(/\\?\{#[^}]*\\?\}\s*$/, '')
    .replace(/^\s*★+\s*/, '')
    .trim();
}

/** The exercises of one page, with their checks planned. */
function pageExerciseUses(markdown: string, file: string, version: string): ExerciseUse[] {
  const uses: ExerciseUse[] = [];
  let page = '';
  let title = '';
  visit(parseGuidePage(markdown), (node) => {
    if (node.type === 'heading' && node.depth === 1) page = headingText(node);
    if (node.type === 'heading' && node.depth === 3) title = headingText(node);
    if (node.type !== 'code') return;
    const check = parseRunSpec(node.meta).spec.exercise?.check;
    if (!check) return;
    const call = [check.name, ...Object.entries(check.params).map(([k, v]) => `${k}=${v}`)];
    const { plan, problems } = planCheck(check);
    // The example runner reports bad checks with their lines; here they only must not hide a world.
    if (!plan) throw new Error(`${file}: ${problems.join('; ')}`);
    uses.push({ file, version, page, title, call: call.join(' '), variants: plan.variants });
  });
  return uses;
}

/** Every exercise of every version of the guide below `siteDir`. */
export function exerciseUses(siteDir: string): ExerciseUse[] {
  return readGuideVersions(siteDir).flatMap((version) =>
    findPages(version.docsDir)
      .sort()
      .flatMap((path) =>
        pageExerciseUses(
          readFileSync(path, 'utf8'),
          relative(siteDir, path).split(sep).join('/'),
          version.label,
        ),
      ),
  );
}
