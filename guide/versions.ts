// The guide's versions, derived from what is on disk: Next is the `docs/` folder, the released
// versions are `versions.json` (newest first, as `docusaurus docs:version` writes it), each in
// `versioned_docs/version-X/`. Labels, routes and banners follow from that order alone, so
// cutting a version is the Docusaurus command and nothing else.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Docusaurus' own name of the unreleased version (the `docs/` folder). */
export const NEXT = 'current';
const NEXT_LABEL = 'Next';
const NEXT_PATH = 'next';
/** Every version's library sits at this path inside its docs folder. */
export const LIBRARY_PATH = 'lib/maqueen.py';

export type Banner = 'unreleased' | 'none' | 'unmaintained';

export interface GuideVersion {
  /** Docusaurus' version name: `current` for Next, else the version number. */
  name: string;
  /** What readers see: `Next` or the version number. */
  label: string;
  /** Route of the version's main page below the base URL, without trailing slash. */
  routeBase: string;
  banner: Banner;
  isLatest: boolean;
  isNext: boolean;
  /** Absolute folder of the version's pages. */
  docsDir: string;
  /** Absolute path of the version's `maqueen.py`. */
  libraryFile: string;
}

function releasedNames(siteDir: string): string[] {
  const file = join(siteDir, 'versions.json');
  if (!existsSync(file)) return [];
  const names: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(names) || !names.every((n) => typeof n === 'string')) {
    throw new Error(`${file} must be a list of version names`);
  }
  return names;
}

/** Next first, then the released versions newest first; the first released one is the latest. */
export function readGuideVersions(siteDir: string): GuideVersion[] {
  const next: GuideVersion = {
    name: NEXT,
    label: NEXT_LABEL,
    routeBase: `/docs/${NEXT_PATH}`,
    banner: 'unreleased',
    isLatest: false,
    isNext: true,
    docsDir: join(siteDir, 'docs'),
    libraryFile: join(siteDir, 'docs', LIBRARY_PATH),
  };
  const released = releasedNames(siteDir).map((name, i): GuideVersion => {
    const docsDir = join(siteDir, 'versioned_docs', `version-${name}`);
    return {
      name,
      label: name,
      routeBase: i === 0 ? '/docs' : `/docs/${name}`,
      banner: i === 0 ? 'none' : 'unmaintained',
      isLatest: i === 0,
      isNext: false,
      docsDir,
      libraryFile: join(docsDir, LIBRARY_PATH),
    };
  });
  return [next, ...released];
}

/** The version a reader or a command line names: its label or name, in any case. */
export function findGuideVersion(
  versions: readonly GuideVersion[],
  wanted: string,
): GuideVersion | undefined {
  const w = wanted.toLowerCase();
  return versions.find((v) => v.name.toLowerCase() === w || v.label.toLowerCase() === w);
}

export function latestVersion(versions: readonly GuideVersion[]): GuideVersion {
  return versions.find((v) => v.isLatest) ?? versions[0];
}

/** The docs plugin's `lastVersion` and `versions` options. */
export function docsPluginVersionOptions(versions: readonly GuideVersion[]): {
  lastVersion: string;
  versions: Record<string, { label: string; banner: Banner; path?: string }>;
} {
  return {
    lastVersion: latestVersion(versions).name,
    versions: Object.fromEntries(
      versions.map((v) => [
        v.name,
        { label: v.label, banner: v.banner, ...(v.isNext ? { path: NEXT_PATH } : {}) },
      ]),
    ),
  };
}

/** Which version a page file belongs to, and its page id (path without extension). */
export function locatePage(
  siteDir: string,
  pageFile: string,
): { version: string; docsDir: string; libraryFile: string; page: string } | null {
  const inside = relative(siteDir, pageFile).split(sep).join('/');
  const match = /^(docs|versioned_docs\/version-([^/]+))\/(.+)\.mdx?$/.exec(inside);
  if (!match) return null;
  const docsDir = join(siteDir, match[1]);
  return {
    version: match[2] ?? NEXT,
    docsDir,
    libraryFile: join(docsDir, LIBRARY_PATH),
    page: match[3],
  };
}
