import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import { decodeTokenLines } from './shared/token-lines.ts';

// Loaded through the same CommonJS entry the bundler uses.
const tokensLoader = createRequire(import.meta.url)('./tokens-loader.cjs') as (
  this: { resourcePath: string },
  source: string,
) => string;

function load(resourcePath: string, source: string) {
  const module = tokensLoader.call({ resourcePath }, source);
  const match = /^export default (".*");$/s.exec(module);
  assert.ok(match, `not a module with one default export: ${module.slice(0, 80)}`);
  return decodeTokenLines(JSON.parse(match[1]) as string, source.replace(/\n$/, ''));
}

test('a .py file is highlighted as Python, without its final line break', () => {
  const lines = load('/guide/lib/maqueen.py', 'import math\n\n_ADDR = 0x10\n');
  assert.equal(lines?.length, 3);
  assert.deepEqual(lines?.[0][0], { types: ['keyword'], content: 'import' });
  assert.ok(lines?.[2].some((token) => token.types.includes('number')));
});

test('a file of an unknown kind stays plain text', () => {
  assert.deepEqual(load('/guide/notes.xyz', 'a = 1'), [[{ types: ['plain'], content: 'a = 1' }]]);
});
