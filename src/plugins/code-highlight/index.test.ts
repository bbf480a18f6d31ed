import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { test } from 'node:test';

import { build } from 'esbuild';

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

/** Files and packages a bundle of `entry` holds, as the browser would download them. */
async function bundledInputs(entry: string): Promise<string[]> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    logLevel: 'silent',
    // Docusaurus' own aliases, resolved only by its bundler.
    external: ['@theme/*', '@generated/*'],
  });
  return Object.keys(result.metafile.inputs);
}

const holdsPrism = (inputs: string[]) =>
  inputs.some((input) => input.includes('node_modules/prism-react-renderer/'));

test("the replaced module is the theme's start-up module that puts Prism into every page", async () => {
  const [startUpModule] = Object.keys(webpackConfig().resolve.alias);
  assert.ok(holdsPrism(await bundledInputs(startUpModule)), `${startUpModule} loads no Prism`);
});

test('its stand-in puts no Prism into the start-up bundle', async () => {
  const [standIn] = Object.values(webpackConfig().resolve.alias);
  const inputs = await bundledInputs(standIn);
  assert.deepEqual(
    inputs.filter((input) => input.includes('node_modules/')),
    [],
  );
  assert.ok(!holdsPrism(inputs));
});

test('imports ending in ?tokens go through the tokens loader', () => {
  const [rule] = webpackConfig().module.rules;
  assert.ok(rule.resourceQuery.test('?tokens'));
  assert.ok(rule.use.every((loader) => existsSync(loader)));
});
