import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import codeHighlightPlugin from './index.ts';

type WebpackConfig = {
  resolve: { alias: Record<string, string> };
  module: { rules: { resourceQuery: RegExp; use: string[] }[] };
};

function webpackConfig(): WebpackConfig {
  const plugin = codeHighlightPlugin();
  return plugin.configureWebpack?.call(
    plugin,
    {} as never,
    false,
    {} as never,
    {} as never,
  ) as WebpackConfig;
}

test('the replaced start-up module is the theme file that loads Prism at start', () => {
  const [themeModule] = Object.keys(webpackConfig().resolve.alias);
  assert.ok(existsSync(themeModule), `${themeModule} no longer exists: the alias would do nothing`);
  assert.match(readFileSync(themeModule, 'utf8'), /from 'prism-react-renderer'/);
});

test('the stand-in module exists', () => {
  const [standIn] = Object.values(webpackConfig().resolve.alias);
  assert.ok(existsSync(standIn));
});

test('imports ending in ?tokens go through the tokens loader', () => {
  const [rule] = webpackConfig().module.rules;
  assert.ok(rule.resourceQuery.test('?tokens'));
  assert.ok(rule.use.every((loader) => existsSync(loader)));
});
