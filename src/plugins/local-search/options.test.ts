import assert from 'node:assert/strict';
import { test } from 'node:test';

import { normalizePluginOptions } from '@docusaurus/utils-validation';

import { validateOptions, type LocalSearchOptions } from './options.ts';

const check = (options: Partial<LocalSearchOptions>) =>
  validateOptions({
    validate: (schema, given) =>
      normalizePluginOptions<LocalSearchOptions & { id?: string }>(schema, given),
    options,
  });

test('the options of a local-mode site pass unchanged', () => {
  const options = { enabled: true, repoUrl: 'https://github.com/example/guide' };
  assert.deepEqual(check(options), { ...options, id: 'default' });
});

test('a missing or malformed repository address stops the build', () => {
  assert.throws(() => check({ enabled: true }), /"repoUrl" is required/);
  assert.throws(
    () => check({ enabled: true, repoUrl: 'github.com/x' }),
    /"repoUrl" must be a valid uri/,
  );
});

test('the mode must be given', () => {
  assert.throws(
    () => check({ repoUrl: 'https://github.com/example/guide' }),
    /"enabled" is required/,
  );
});
