import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { parseHex } from '../../client/stage/colours.ts';
import { STAGE_THEME_VARS, stageThemeVar } from '../../client/stage/theme.ts';

const css = readFileSync(new URL('./styles.module.css', import.meta.url), 'utf8');

/** The declarations of the first rule whose selector is exactly `selector`. */
function block(selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  assert.ok(start >= 0, `rule ${selector} missing`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

test('the light stage defines every colour the stage reads', () => {
  const light = block('.stage');
  for (const name of STAGE_THEME_VARS) assert.ok(light.has(name), `${name} missing`);
});

test('dark mode only overrides colours the stage reads', () => {
  for (const name of block("[data-theme='dark'] .stage").keys()) {
    assert.ok(STAGE_THEME_VARS.includes(name), `${name} is not a stage colour`);
  }
});

test('floor and line are hex colours in both modes (line sensors are shaded between them)', () => {
  for (const selector of ['.stage', "[data-theme='dark'] .stage"]) {
    for (const key of ['floor', 'line'] as const) {
      const value = block(selector).get(stageThemeVar(key));
      assert.ok(value && parseHex(value), `${selector} ${key}: ${value}`);
    }
  }
});
