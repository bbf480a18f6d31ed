import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import lazyCodeBlockPlugin from './index.ts';

function aliases(): Record<string, string> {
  const plugin = lazyCodeBlockPlugin();
  const config = plugin.configureWebpack?.call(
    plugin,
    {} as never,
    false,
    {} as never,
    {} as never,
  );
  return (config as { resolve: { alias: Record<string, string> } }).resolve.alias;
}

test('the replaced start-up module is the theme file that loads Prism at start', () => {
  const [themeModule] = Object.keys(aliases());
  assert.ok(existsSync(themeModule), `${themeModule} no longer exists: the alias would do nothing`);
  assert.match(readFileSync(themeModule, 'utf8'), /from 'prism-react-renderer'/);
});

test('the stand-in module exists', () => {
  const [standIn] = Object.values(aliases());
  assert.ok(existsSync(standIn));
});
