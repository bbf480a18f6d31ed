import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Code, Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';

import { decodeTokenLines } from '../shared/token-lines.ts';
import remarkHighlightCode from './highlight-code.ts';

async function codeBlocks(markdown: string): Promise<Code[]> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkHighlightCode);
  const tree = (await processor.run(processor.parse(markdown))) as Root;
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => void blocks.push(node));
  return blocks;
}

const tokensOf = (node: Code) =>
  decodeTokenLines((node.data?.hProperties as { tokens?: string }).tokens, node.value);

test('a Python block gets its highlighted lines as the tokens prop', async () => {
  const [block] = await codeBlocks('```python title="main.py"\nfrom maqueen import *\n```\n');
  const [firstLine] = tokensOf(block) ?? [];
  assert.deepEqual(firstLine?.[0], { types: ['keyword'], content: 'from' });
  assert.equal(block.meta, 'title="main.py"');
});

test('a block without a language is plain text, like the code block shows it', async () => {
  const [block] = await codeBlocks('```\nfrom maqueen import *\n```\n');
  assert.deepEqual(tokensOf(block), [[{ types: ['plain'], content: 'from maqueen import *' }]]);
});

test('properties other plugins set on a block are kept', async () => {
  const processor = unified().use(remarkParse).use(remarkMdx);
  const tree = processor.parse('```python\npass\n```\n') as Root;
  visit(tree, 'code', (node: Code) => {
    node.data = { hProperties: { metastring: 'live' } };
  });
  const result = (await unified().use(remarkHighlightCode).run(tree)) as Root;
  const [block] = result.children as Code[];
  assert.equal((block.data?.hProperties as { metastring?: string }).metastring, 'live');
  assert.ok(tokensOf(block));
});
