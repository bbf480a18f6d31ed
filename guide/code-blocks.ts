// The code blocks of a guide page, read as the Docusaurus build reads the page, so line
// numbers are the page's.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';

import { isOutputMeta, PYTHON_LANGS } from './fence-meta.ts';
import { parseGuidePage } from './mdx.ts';

/** One Python code block of a page, with what the runner needs to check it. */
export interface PythonBlock {
  /** Page path relative to the repository root, for messages. */
  file: string;
  /** Line of the opening fence in the page. */
  fenceLine: number;
  meta: string;
  code: string;
  /** A ```text output block right after it: expected lines and the line of its fence. */
  output: { lines: string[]; fenceLine: number } | null;
}

/** Every `.md`/`.mdx` file below a docs folder. */
export function findPages(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (statSync(path).isDirectory()) return findPages(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

export function extractBlocks(path: string, repoRoot: string): PythonBlock[] {
  const tree = parseGuidePage(readFileSync(path, 'utf8'));
  const file = relative(repoRoot, path);
  const blocks: PythonBlock[] = [];
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!node.lang || !PYTHON_LANGS.has(node.lang)) return;
    const next = parent && index !== undefined ? parent.children[index + 1] : undefined;
    const output =
      next?.type === 'code' && next.lang === 'text' && isOutputMeta(next.meta)
        ? { lines: next.value.split('\n'), fenceLine: next.position?.start.line ?? 0 }
        : null;
    blocks.push({
      file,
      fenceLine: node.position?.start.line ?? 0,
      meta: node.meta ?? '',
      code: node.value,
      output,
    });
  });
  return blocks;
}
