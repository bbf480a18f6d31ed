// The import boundaries (.dependency-cruiser.cjs) catch each kind of forbidden import: a
// fixture tree plants one of every kind.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IConfiguration } from 'dependency-cruiser';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '..', '..');
const config = createRequire(import.meta.url)(
  join(repoRoot, '.dependency-cruiser.cjs'),
) as IConfiguration;

test('every planted forbidden import is reported under its rule', async () => {
  // From the fixture tree itself, without changing the working directory of the other tests.
  const reporting = await cruise(['.'], {
    ...config.options,
    baseDir: join(here, 'fixtures', 'planted'),
    validate: true,
    ruleSet: { forbidden: config.forbidden },
    tsConfig: undefined,
    exclude: undefined,
  });
  const result = reporting.output as ICruiseResult;
  const found = result.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
  assert.deepEqual(found, [
    'browser-neutral-code-without-node: simulator/core/board.ts → fs',
    'guide-model-is-a-leaf: guide/model.ts → src/plugins/p/client/widget.ts',
    'plugin-browser-code-not-build-code: src/plugins/p/client/widget.ts → src/plugins/p/index.ts',
    'simulator-core-stays-inside: simulator/core/board.ts → fs',
    'simulator-core-stays-inside: simulator/core/board.ts → simulator/runtime/session.ts',
    'site-not-tools-or-tests: src/plugins/p/client/widget.ts → tools/tool.ts',
    'tools-not-tests: tools/tool.ts → tests/helper.ts',
  ]);
});
