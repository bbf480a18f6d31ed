import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { checkVersion } from './check.ts';
import { readLibraryNames } from './library-names.ts';
import { expectedPages } from '../../guide/pages.ts';
import { readGuideVersions } from '../../guide/versions.ts';

const here = dirname(fileURLToPath(import.meta.url));
const siteDir = resolve(here, '../..');
const fixturesDir = join(here, 'fixtures');

describe('every documented version', () => {
  for (const version of readGuideVersions(siteDir)) {
    test(`${version.label}: has exactly its page set, a library that names its version, and a section for every public name`, () => {
      const pages = expectedPages(readFileSync(version.libraryFile, 'utf8'));
      assert.deepEqual(checkVersion(version.docsDir, version.label, pages, version.isLatest), []);
    });
  }
});

describe('the structure check on fixtures', () => {
  for (const name of readdirSync(fixturesDir).sort()) {
    const root = join(fixturesDir, name);
    const expected = JSON.parse(readFileSync(join(root, 'expected.json'), 'utf8')) as {
      version: string;
      /** The fixture is the latest version, freshly cut from Next. */
      latest?: boolean;
      pages: string[];
      problems: string[];
    };
    test(`${name}: reports ${expected.problems.length === 0 ? 'no problem' : expected.problems.join('; ')}`, () => {
      assert.deepEqual(
        checkVersion(root, expected.version, expected.pages, expected.latest),
        expected.problems,
      );
    });
  }
});

describe('readLibraryNames', () => {
  test('finds top-level public functions and classes, not methods, nested or private names', () => {
    const source = readFileSync(join(fixturesDir, 'complete/lib/maqueen.py'), 'utf8');
    assert.deepEqual(readLibraryNames(source), {
      functions: ['motor_run', 'motor_stop'],
      classes: ['Motor'],
    });
  });
});
