import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
// Docusaurus' own plugins that run before ours in the build: heading ids, the H1 in <header>.
import remarkContentTitle from '@docusaurus/mdx-loader/lib/remark/contentTitle/index.js';
import remarkHeadingIds from '@docusaurus/mdx-loader/lib/remark/headings/index.js';
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

const SITE = join(import.meta.dirname, '..', '..', '..', '..');

async function transform(path: string, input = 'input.md'): Promise<Root> {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkHeadingIds, { anchorsMaintainCase: false })
    .use(remarkContentTitle)
    .use(remarkRunnableCode, { siteDir: SITE });
  const file = new VFile({ path, value: fixture(input) });
  return (await processor.run(processor.parse(file), file)) as Root;
}

/** A JSX attribute's value as the component receives it. */
function propValue(value: MdxJsxAttribute['value']): unknown {
  if (typeof value === 'string' || value === null || value === undefined) return value;
  // Our expressions are JSON, except the library URL (an identifier), kept as written.
  try {
    return JSON.parse(value.value);
  } catch {
    return value.value;
  }
}

/** The tree's shape: elements with their props, headings with their ids, blocks, text. */
function outline(node: RootContent): unknown {
  switch (node.type) {
    case 'mdxJsxFlowElement':
      return {
        [node.name ?? '']: Object.fromEntries(
          node.attributes.map((a) => ['name' in a ? a.name : '', propValue(a.value)]),
        ),
        ...(node.children.length > 0 ? { children: node.children.map(outline) } : {}),
      };
    case 'heading':
      return `h${node.depth}#${String(node.data?.hProperties?.id)} ${textOf(node)}`;
    case 'code':
      return `code ${node.lang} ${node.meta ?? ''}`.trim();
    case 'mdxjsEsm':
      return node.value;
    default:
      return `${node.type}: ${textOf(node)}`;
  }
}

test('outside the guide: strips runner meta, keeps Docusaurus meta, shows the norun reason', async () => {
  const tree = await transform(join(SITE, 'src/pages/beispiel.md'));
  assert.deepEqual(tree.children.map(summarize), JSON.parse(fixture('expected.json')));
});

test('in a guide page: a runnable block gets the player with its world and the version library', async () => {
  const tree = await transform(join(SITE, 'versioned_docs/version-2.0.1/api/motor.md'));
  const [runtimeImport, libraryImport, , player] = tree.children;
  assert.equal(runtimeImport.type, 'mdxjsEsm');
  assert.equal(libraryImport.type, 'mdxjsEsm');
  assert.match(
    'value' in libraryImport ? libraryImport.value : '',
    /from "\.\.\/lib\/maqueen\.py\?download"/,
  );
  assert.equal(player.type, 'mdxJsxFlowElement');
  if (player.type !== 'mdxJsxFlowElement') return;
  const attributes = Object.fromEntries(
    player.attributes.map((a) => [
      'name' in a ? a.name : '',
      typeof a.value === 'string' ? a.value : a.value?.value,
    ]),
  );
  assert.deepEqual(attributes, {
    exampleId: '2.0.1/api/motor/0',
    world: 'arena',
    budgetS: '60',
    motorNoise: 'false',
    compassCalibrated: 'true',
    libraryUrl: '__maqueenLibraryUrl',
  });
  assert.deepEqual(player.children.map(summarize), [
    { type: 'code', lang: 'python', meta: 'title="hindernis.py" {2,3}' },
  ]);
  // The norun block stays a plain block with its note; the other element is the H1's header.
  assert.equal(tree.children.filter((n) => n.type === 'mdxJsxFlowElement').length, 2);
});

test('exercises: sections in their frame, the summary after the H1, both blocks with the check', async () => {
  const tree = await transform(join(SITE, 'docs/api/beispiel.md'), 'exercises-input.md');
  const expected: unknown = JSON.parse(fixture('exercises-expected.json'));
  assert.deepEqual(tree.children.map(outline), expected);
});

test('outside the guide, exercise blocks stay plain blocks and the page gets no summary', async () => {
  const tree = await transform(join(SITE, 'src/pages/beispiel.md'), 'exercises-input.md');
  const elements = tree.children.flatMap((n) => (n.type === 'mdxJsxFlowElement' ? [n.name] : []));
  assert.deepEqual(elements, ['header', 'details', 'details']);
  assert.ok(tree.children.every((n) => n.type !== 'mdxjsEsm'));
});
