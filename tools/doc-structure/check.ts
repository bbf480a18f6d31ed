// Checks one documentation version: the exact page set, the teachers' part of the start page,
// and a section heading for every public function and constants class of that version's
// lib/maqueen.py in its API pages.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { LIBRARY_PATH } from '../../guide/versions.ts';
import { namesClass, namesFunction, readSectionHeadings } from './headings.ts';
import { readLibraryNames } from './library-names.ts';
import { checkTeachersSection } from './teachers.ts';

const PAGE_FILE = /\.mdx?$/;

// Files and folders starting with "_" are partials, not pages (Docusaurus makes no route for them).
function listPages(root: string, dir = root): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('_')) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return listPages(root, path);
    return PAGE_FILE.test(name) ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/**
 * `name` is the version's label; `acceptNextHeader` lets the latest version still carry Next's
 * first line right after `docs:version` copied it (until the maintainer writes the number).
 */
export function checkVersion(
  root: string,
  name: string,
  expectedPages: string[],
  acceptNextHeader = false,
): string[] {
  const problems: string[] = [];
  const files = listPages(root);
  const pages = files.map((file) => file.replace(PAGE_FILE, ''));
  for (const page of expectedPages) {
    if (!pages.includes(page)) problems.push(`missing page ${page}`);
  }
  for (const page of pages) {
    if (!expectedPages.includes(page)) problems.push(`unexpected page ${page}`);
  }

  // The start page carries the teachers' part with its own headings (tools/doc-structure/teachers.ts).
  const startPage = files.find((file) => file.replace(PAGE_FILE, '') === 'index');
  if (startPage) {
    const headings = readSectionHeadings(readFileSync(join(root, startPage), 'utf8'));
    problems.push(...checkTeachersSection(headings, startPage));
  }

  const libraryFile = join(root, LIBRARY_PATH);
  if (!existsSync(libraryFile)) return [...problems, `missing library ${LIBRARY_PATH}`];
  const source = readFileSync(libraryFile, 'utf8');
  // The file names its version in its first line, so a downloaded copy says what it is.
  const firstLine = source.split('\n', 1)[0];
  const names = acceptNextHeader ? `(${escapeRegExp(name)}|Next)` : escapeRegExp(name);
  if (!new RegExp(`\\bVersion ${names}\\b`).test(firstLine)) {
    problems.push(`first line of ${LIBRARY_PATH} does not name Version ${name}`);
  }
  const library = readLibraryNames(source);
  if (library.functions.length === 0) problems.push(`no public function in ${LIBRARY_PATH}`);

  const apiHeadings = files
    .filter((file) => file.startsWith('api/'))
    .flatMap((file) => readSectionHeadings(readFileSync(join(root, file), 'utf8')))
    .flatMap((heading) => heading.code);
  for (const name of library.functions) {
    if (!apiHeadings.some((code) => namesFunction(code, name))) {
      problems.push(`no section for function ${name}()`);
    }
  }
  for (const name of library.classes) {
    if (!apiHeadings.some((code) => namesClass(code, name))) {
      problems.push(`no section for constants class ${name}`);
    }
  }
  return problems;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
