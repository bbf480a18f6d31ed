import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Code } from 'mdast';
import { visit } from 'unist-util-visit';

import { parseGuidePage } from '../mdx/parse-guide-page.ts';

/** A documentation version: where its pages and its library live. */
export interface DocVersion {
  name: string;
  root: string;
  library: string;
}

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

const PYTHON_LANGS = new Set(['python', 'py']);

/** Next lives in `docs/`, released versions in `versioned_docs/version-X/`. */
export function findVersions(repoRoot: string): DocVersion[] {
  const versions: DocVersion[] = [];
  const docs = join(repoRoot, 'docs');
  versions.push({ name: 'next', root: docs, library: join(docs, 'lib', 'maqueen.py') });
  const versioned = join(repoRoot, 'versioned_docs');
  let names: string[] = [];
  try {
    names = readdirSync(versioned).filter((n) => n.startsWith('version-'));
  } catch {
    names = [];
  }
  for (const dir of names.sort().reverse()) {
    const root = join(versioned, dir);
    versions.push({
      name: dir.slice('version-'.length),
      root,
      library: join(root, 'lib', 'maqueen.py'),
    });
  }
  return versions;
}

export function findPages(root: string): string[] {
  return readdirSync(root).flatMap((name) => {
    const path = join(root, name);
    if (statSync(path).isDirectory()) return findPages(path);
    return /\.mdx?$/.test(name) ? [path] : [];
  });
}

/** Reads the page as the Docusaurus build does, so line numbers are the page's. */
export function extractBlocks(path: string, repoRoot: string): PythonBlock[] {
  const tree = parseGuidePage(readFileSync(path, 'utf8'));
  const file = relative(repoRoot, path);
  const blocks: PythonBlock[] = [];
  visit(tree, 'code', (node: Code, index, parent) => {
    if (!node.lang || !PYTHON_LANGS.has(node.lang)) return;
    const next = parent && index !== undefined ? parent.children[index + 1] : undefined;
    const output =
      next?.type === 'code' && next.lang === 'text' && /(^|\s)output(\s|$)/.test(next.meta ?? '')
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
