// The core and the environment-neutral runtime parts must also run in a browser worker:
// no Node built-ins, no DOM. The Node-only files are listed explicitly.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const NODE_ONLY = new Set([
  'runtime/node-worker.ts',
  'runtime/run-in-worker.ts',
  'runtime/python-files.ts',
]);

function sources(): string[] {
  return ['core', 'runtime', 'worlds'].flatMap((dir) =>
    readdirSync(join(here, dir))
      .filter(
        (name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts'),
      )
      .map((name) => `${dir}/${name}`)
      .filter((path) => !NODE_ONLY.has(path)),
  );
}

test('core, worlds and the session use neither Node built-ins nor the DOM', () => {
  const offenders = sources().filter((path) => {
    const text = readFileSync(join(here, path), 'utf8');
    return (
      /from ['"](node:|fs|path|url|worker_threads)/.test(text) || /\b(document|window)\./.test(text)
    );
  });
  assert.deepEqual(offenders, []);
});

test('the core does not depend on the runtime', () => {
  const offenders = readdirSync(join(here, 'core')).filter((name) =>
    /from ['"]\.\.\/runtime\//.test(readFileSync(join(here, 'core', name), 'utf8')),
  );
  assert.deepEqual(offenders, []);
});
