import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'node:test';

import { utilsCommonLibDir } from './index.ts';

const require = createRequire(import.meta.url);

test('every tslib helper @docusaurus/utils-common calls is in helpers.js', () => {
  const helpers = require('./helpers.js') as Record<string, unknown>;
  const dir = utilsCommonLibDir();
  const called = new Set<string>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
    for (const [, name] of readFileSync(join(dir, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)) {
      called.add(name!);
    }
  }
  assert.ok(called.size > 0, 'utils-common no longer calls tslib: drop the plugin');
  for (const name of called) assert.equal(typeof helpers[name], 'function', name);
});

test('__importDefault behaves as tslib’s', () => {
  const helpers = require('./helpers.js') as { __importDefault: (m: unknown) => unknown };
  const tslib = require('tslib') as { __importDefault: (m: unknown) => unknown };
  const esModule = { __esModule: true, default: 1 };
  assert.equal(helpers.__importDefault(esModule), tslib.__importDefault(esModule));
  assert.deepEqual(helpers.__importDefault({ a: 1 }), tslib.__importDefault({ a: 1 }));
});
