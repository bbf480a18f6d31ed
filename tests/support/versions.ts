// The guide's versions with the routes of their pages, from the guide model: the browser
// tests check whatever versions and pages the repository holds.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CALIBRATION_PAGE, expectedPages, pageRoute } from '../../guide/pages.ts';
import { readGuideVersions, type GuideVersion } from '../../guide/versions.ts';

export type VersionUnderTest = GuideVersion & {
  /** Page ids the version has, e.g. `api/motor`. */
  pages: string[];
};

export const VERSIONS: VersionUnderTest[] = readGuideVersions(resolve('.')).map((version) => ({
  ...version,
  pages: expectedPages(readFileSync(version.libraryFile, 'utf8')),
}));

/** Routes below the base URL of every page of a version. */
export function pagesOf(version: VersionUnderTest): string[] {
  return version.pages.map((page) => pageRoute(version, page));
}

/** Routes that must not exist: the latest under its number, missing calibration routines. */
export function routesThatMustNotExist(): string[] {
  const latest = VERSIONS.find((v) => v.isLatest);
  return [
    ...(latest ? [`/docs/${latest.name}/`, `/docs/${latest.name}/api/motor`] : []),
    ...VERSIONS.filter((v) => !v.pages.includes(CALIBRATION_PAGE)).map((v) =>
      pageRoute(v, CALIBRATION_PAGE),
    ),
  ];
}

export const LATEST = VERSIONS.find((v) => v.isLatest)!;
export const NEXT_VERSION = VERSIONS.find((v) => v.isNext)!;
/** An older release that is still listed: the one right after the latest. */
export const OLDER = VERSIONS.find((v) => !v.isLatest && !v.isNext)!;
/** The oldest release. */
export const OLDEST = VERSIONS[VERSIONS.length - 1];
