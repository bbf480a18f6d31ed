// Every navbar item the config names has its component in the site's smaller map.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

/** The navbar item types of docusaurus.config.ts (an item without `type` is a `default`). */
function configuredTypes(): string[] {
  const script = `
    const { default: config } = require('./docusaurus.config.ts');
    console.log(JSON.stringify(config.themeConfig.navbar.items.map((item) => item.type ?? 'default')));`;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--eval', script], {
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '[]') as string[];
}

/** The keys of the map, read from its source: it imports theme modules Node cannot load. */
function mappedTypes(): string[] {
  const source = readFileSync(new URL('./ComponentTypes.tsx', import.meta.url), 'utf8');
  const map = /const ComponentTypes = \{([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  return [...map.matchAll(/^\s+(\w+):/gm)].map((match) => match[1]!);
}

test('the navbar item map serves every type the config uses', () => {
  const mapped = mappedTypes();
  assert.ok(mapped.length >= 3, 'the map was read');
  for (const type of configuredTypes()) assert.ok(mapped.includes(type), `navbar type ${type}`);
});
