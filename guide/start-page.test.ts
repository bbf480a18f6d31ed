// What a pupil meets first on each version's start page: a program to run before the
// installation, and a way from the top to the installation and the teachers' part.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';

import type { Heading, Link } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { extractBlocks } from './code-blocks.ts';
import { parseRunSpec } from './fence-meta.ts';
import { parseGuidePage } from './mdx.ts';
import { readGuideVersions } from './versions.ts';

const site = join(import.meta.dirname, '..');

for (const version of readGuideVersions(site)) {
  const file = join(version.docsDir, 'index.mdx');
  const tree = parseGuidePage(readFileSync(file, 'utf8'));
  const sections = tree.children
    .filter((node): node is Heading => node.type === 'heading' && node.depth === 2)
    .map((heading) => toString(heading));
  const firstSection = tree.children.findIndex(
    (node) => node.type === 'heading' && node.depth === 2,
  );
  const topLinks: string[] = [];
  for (const node of tree.children.slice(0, firstSection)) {
    visit(node, 'link', (link: Link) => void topLinks.push(link.url));
  }

  describe(`the start page of ${version.name}`, () => {
    test('opens with the first program, before what to buy and how to install', () => {
      assert.equal(sections[0], 'Dein erstes Programm');
      assert.ok(sections.findIndex((title) => /install/i.test(title)) > 0, sections.join(' | '));
    });

    test('its first block with a simulator button runs a program that drives the robot', () => {
      const runnable = extractBlocks(file, site).find(
        (block) => parseRunSpec(block.meta).spec.norun === null,
      );
      assert.ok(runnable, 'no runnable block');
      assert.match(runnable.code, /motor_run\(/);
      assert.match(runnable.code, /sleep\(/);
    });

    test('links from its top to the installation and to the teachers', () => {
      assert.ok(
        topLinks.some((url) => /^#.*install/.test(url)),
        topLinks.join(' '),
      );
      assert.ok(topLinks.includes('#für-lehrkräfte'), topLinks.join(' '));
    });
  });
}
