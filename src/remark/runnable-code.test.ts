import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Root, RootContent } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import remarkRunnableCode from './runnable-code.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function textOf(node: RootContent): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if ('children' in node) return (node.children as RootContent[]).map(textOf).join('');
  return '';
}

function summarize(node: RootContent): Record<string, unknown> {
  if (node.type === 'code') return { type: 'code', lang: node.lang, meta: node.meta ?? null };
  if (node.type === 'paragraph') {
    const props = node.data?.hProperties as { className?: string[] } | undefined;
    return { type: 'paragraph', className: props?.className ?? [], text: textOf(node) };
  }
  return { type: node.type };
}

test('strips runner meta, keeps Docusaurus meta and shows the norun reason in German', async () => {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkRunnableCode);
  const tree = (await processor.run(processor.parse(fixture('input.md')))) as Root;
  assert.deepEqual(tree.children.map(summarize), JSON.parse(fixture('expected.json')));
});
