import assert from 'node:assert/strict';
import { test } from 'node:test';

import { contentWarnings } from './warnings.ts';

const CLEAN = `[INFO] [de] Creating an optimized production build...
[SUCCESS] Generated static files in "build".`;

const cases: [name: string, log: string, expected: string[]][] = [
  ['a clean build', CLEAN, []],
  [
    'broken anchors',
    `[WARNING] Docusaurus found broken anchors!\n- Broken anchor on source page path = /x:\n${CLEAN}`,
    ['broken anchors'],
  ],
  [
    'a broken Markdown link',
    '[WARNING] Markdown link with URL `./gibt-es-nicht.md` in source file "docs/index.mdx" (3:1) couldn\'t be resolved.',
    ['broken Markdown links'],
  ],
  [
    'duplicate routes and broken links together',
    '[WARNING] Duplicate routes found!\n[WARNING] Docusaurus found broken links!',
    ['broken links', 'duplicate routes'],
  ],
  ['an unrelated warning', '[WARNING] Some unrelated notice', []],
];

for (const [name, log, expected] of cases) {
  test(`${name} ${expected.length ? `is reported as ${expected.join(', ')}` : 'passes'}`, () => {
    assert.deepEqual(contentWarnings(log), expected);
  });
}
