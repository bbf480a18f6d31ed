// The switch the checked build sets decides whether Docusaurus fails on content problems.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

type Severities = { anchors: string; markdownLinks: string; duplicateRoutes: string };

/** The severities docusaurus.config.ts gives under `env`, read in a fresh process. */
function severities(env: Record<string, string>): Severities {
  const script = `
    const { default: config } = require('./docusaurus.config.ts');
    console.log(JSON.stringify({
      anchors: config.onBrokenAnchors,
      markdownLinks: config.markdown.hooks.onBrokenMarkdownLinks,
      duplicateRoutes: config.onDuplicateRoutes,
    }));`;
  const inherited = { ...process.env };
  delete inherited.CHECKED_BUILD;
  const output = execFileSync(process.execPath, ['--import', 'tsx', '--eval', script], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
  });
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as Severities;
}

test('the checked build makes Docusaurus fail on broken anchors, Markdown links and duplicate routes', () => {
  assert.deepEqual(severities({ CHECKED_BUILD: '1' }), {
    anchors: 'throw',
    markdownLinks: 'throw',
    duplicateRoutes: 'throw',
  });
});

test('any other build only warns about them, as the spec says', () => {
  assert.deepEqual(severities({}), {
    anchors: 'warn',
    markdownLinks: 'warn',
    duplicateRoutes: 'warn',
  });
});
