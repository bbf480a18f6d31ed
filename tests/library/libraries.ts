// Every version's library text, for the tests that run it on the simulated robot.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readGuideVersions, type GuideVersion } from '../../guide/versions.ts';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type Library = { version: GuideVersion; source: string };

export const LIBRARIES: Library[] = readGuideVersions(repoRoot).map((version) => ({
  version,
  source: readFileSync(version.libraryFile, 'utf8'),
}));

/** Whether a case that names versions (by label, any case) applies to this one. */
export function appliesTo(versions: readonly string[] | undefined, library: Library): boolean {
  return !versions || versions.some((v) => v.toLowerCase() === library.version.label.toLowerCase());
}
