import assert from 'node:assert/strict';
import { test } from 'node:test';

import { STAGE_THEME_VARS, readStageTheme, stageThemeVar } from './theme.ts';

test('theme keys map to kebab-case custom properties', () => {
  assert.equal(stageThemeVar('floor'), '--stage-floor');
  assert.equal(stageThemeVar('buttonPressed'), '--stage-button-pressed');
  assert.equal(stageThemeVar('labelBackground'), '--stage-label-background');
});

test('readStageTheme reads every colour through its custom property, trimmed', () => {
  const seen: string[] = [];
  const theme = readStageTheme((name) => {
    seen.push(name);
    return ` ${name}-value `;
  });
  assert.deepEqual(seen, STAGE_THEME_VARS);
  assert.equal(theme.redLedOn, '--stage-red-led-on-value');
});
