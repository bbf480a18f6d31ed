// Build time: the manifest of each version's offline copy (shared/offline.ts). A copy holds the
// version's pages and the search page, everything the pages and the player load (all of
// `assets/`: scripts, styles, the firmware, the libraries; the images), the printable tracks
// and the firmware hex the board link flashes, and where the search index is (the service
// worker adds the version's shard). The other versions' pages stay out.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import type { GuideVersion } from '../../../guide/versions.ts';
import { OFFLINE_MANIFEST_DIR, type OfflineFile, type OfflineManifest } from './shared/offline.ts';

/** Folders below the site's root a copy takes whole. */
const SHARED_DIRS = ['assets', 'img', 'druck'];
/** The local search's index (INDEX_DIR, MANIFEST_FILE of the local-search plugin). */
const SEARCH_MANIFEST = 'search-index/manifest.json';

function filesBelow(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

/** The routes of `version` among the site's (base URL stripped): not those of a version below it. */
function versionRoutes(
  routes: readonly string[],
  version: GuideVersion,
  versions: readonly GuideVersion[],
): string[] {
  const inside = (route: string, base: string) => route === base || route.startsWith(`${base}/`);
  const deeper = versions.filter(
    (other) => other !== version && other.routeBase.startsWith(`${version.routeBase}/`),
  );
  return routes.filter(
    (route) =>
      inside(route, version.routeBase) && !deeper.some((other) => inside(route, other.routeBase)),
  );
}

export function offlineManifest(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
  version: GuideVersion,
  versions: readonly GuideVersion[],
): OfflineManifest {
  const base = baseUrl.replace(/\/$/, '');
  const routes = routesPaths.map((path) =>
    path.startsWith(base) ? path.slice(base.length) || '/' : path,
  );
  const pages = [...versionRoutes(routes, version, versions), '/search'];
  const disk: { url: string; file: string }[] = [
    ...pages.map((route) => ({ url: `${base}${route}`, file: join(outDir, route, 'index.html') })),
    ...SHARED_DIRS.flatMap((dir) => filesBelow(join(outDir, dir))).map((file) => ({
      url: `${base}/${relative(outDir, file).split(sep).join('/')}`,
      file,
    })),
    ...readdirSync(outDir)
      .filter((name) => name.endsWith('.hex'))
      .map((name) => ({ url: `${base}/${name}`, file: join(outDir, name) })),
  ].filter(({ file }) => existsSync(file));
  const hash = createHash('sha256');
  const files: OfflineFile[] = disk.map(({ url, file }) => {
    hash.update(`${url}\n`).update(readFileSync(file));
    return { url, bytes: statSync(file).size };
  });
  return {
    format: 1,
    version: version.name,
    label: version.label,
    build: hash.digest('hex').slice(0, 16),
    start: `${base}${version.routeBase}`,
    files,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    search: { manifest: `${base}/${SEARCH_MANIFEST}`, tag: `docs-default-${version.name}` },
  };
}

/** Writes every version's manifest to `offline/<name>.json`. */
export function writeOfflineManifests(
  outDir: string,
  baseUrl: string,
  routesPaths: readonly string[],
  versions: readonly GuideVersion[],
): void {
  mkdirSync(join(outDir, OFFLINE_MANIFEST_DIR), { recursive: true });
  for (const version of versions) {
    const manifest = offlineManifest(outDir, baseUrl, routesPaths, version, versions);
    writeFileSync(
      join(outDir, OFFLINE_MANIFEST_DIR, `${version.name}.json`),
      JSON.stringify(manifest),
    );
  }
}
