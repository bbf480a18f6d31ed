import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import docSearchButtonSplitPlugin from './index.ts';

const plugin = docSearchButtonSplitPlugin();
const config = plugin.configureWebpack?.call(plugin, {} as never, false, {} as never, {} as never);
const alias = (config as { resolve: { alias: Record<string, string> } }).resolve.alias;

test('the search bar imports all point at the ES module copy under its own query', () => {
  const targets = new Set(Object.values(alias));
  assert.equal(targets.size, 1);
  const [target] = targets;
  const [file, query] = target.split('?');
  assert.equal(query, 'search-bar');
  assert.ok(existsSync(file));
});

test('the ES module provides what the theme search bar imports', () => {
  const [file] = Object.values(alias)[0].split('?');
  const source = readFileSync(file, 'utf8');
  for (const name of ['DocSearchButton', 'useDocSearchKeyboardEvents', 'version']) {
    const exported = new RegExp(`export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`);
    assert.ok(exported.test(source), `${file} does not export ${name}`);
  }
});
