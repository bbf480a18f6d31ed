// What page, service worker and build agree on for "Offline verfügbar machen": one manifest
// per version (written by the build, offline-manifest.ts), the caches a stored copy lives in,
// and the messages between the page and the service worker. Public to other plugins:
// `hasOfflineCopy` (the search in Algolia mode falls back to the offline index with it).

/** Below the site's root: `offline/<version name>.json`. */
export const OFFLINE_MANIFEST_DIR = 'offline';

export interface OfflineFile {
  /** Path below the host, with the base URL; pages without `index.html` or a trailing slash. */
  url: string;
  bytes: number;
}

export interface OfflineManifest {
  format: 1;
  /** Docusaurus' name of the version (`current` for Next). */
  version: string;
  /** What readers see: `Next` or the number. */
  label: string;
  /** Changes whenever a file of the version's copy changes: a stored copy with another is old. */
  build: string;
  /** The version's start page (URL path), where the copy is made and offered for update. */
  start: string;
  files: OfflineFile[];
  bytes: number;
  /**
   * The offline search index (the local-search plugin writes it in its own postBuild, beside
   * this manifest's, so its hashed files are not listed here): its manifest's URL and this
   * version's shard tag. The service worker stores the manifest, this version's shard and the
   * shards of no version.
   */
  search: { manifest: string; tag: string };
}

/** Every stored copy's cache starts so; the playground's own caches (`maqueen-sim-`) do not. */
const CACHE_PREFIX = 'maqueen-offline-';

/** The cache of a version's stored copy of one build. */
export function offlineCacheName(version: string, build: string): string {
  return `${CACHE_PREFIX}${version}@${build}`;
}

/** The version and build of a stored copy's cache, or null for any other cache. */
export function parseOfflineCacheName(name: string): { version: string; build: string } | null {
  const match = /^maqueen-offline-([\w.-]+)@([0-9a-f]+)$/.exec(name);
  return match ? { version: match[1]!, build: match[2]! } : null;
}

/**
 * A stored copy's facts as its cache holds them, or null when they are missing or garbage (a
 * copy whose facts cannot be read counts as not stored; it never breaks a page).
 */
export async function readStoredCopy(meta: Response | undefined): Promise<StoredCopy | null> {
  if (!meta) return null;
  try {
    const value = (await meta.json()) as Partial<StoredCopy> | null;
    return value !== null &&
      typeof value === 'object' &&
      typeof value.version === 'string' &&
      typeof value.label === 'string' &&
      typeof value.build === 'string' &&
      typeof value.bytes === 'number' &&
      typeof value.storedAt === 'number' &&
      typeof value.start === 'string' &&
      /^\/(?!\/)/.test(value.start)
      ? (value as StoredCopy)
      : null;
  } catch {
    return null;
  }
}

/** Whether this browser keeps a copy of any version (false where there are no caches). */
export async function hasOfflineCopy(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  return (await caches.keys()).some((name) => parseOfflineCacheName(name) !== null);
}

/** Where the stored copy's facts (`StoredCopy`) sit in its cache. */
export const META_PATH = '__offline_meta';

export interface StoredCopy {
  version: string;
  label: string;
  build: string;
  bytes: number;
  /** When it was stored, ms since 1970. */
  storedAt: number;
  start: string;
}

/** The page asks the service worker to store (or delete) a version's copy. */
export type OfflineRequest =
  | { offline: 'store'; version: string }
  | { offline: 'delete'; version: string }
  /** Sent to every registration after a change: each worker lists the stored copies again. */
  | { offline: 'refresh' };

export function isOfflineRequest(value: unknown): value is OfflineRequest {
  if (typeof value !== 'object' || value === null) return false;
  const { offline, version } = value as { offline?: unknown; version?: unknown };
  if (offline === 'refresh') return true;
  return (
    (offline === 'store' || offline === 'delete') &&
    typeof version === 'string' &&
    /^[\w.-]{1,40}$/.test(version)
  );
}

/** What the service worker answers on the request's port while it stores. */
export type OfflineProgress =
  | { kind: 'progress'; files: number; totalFiles: number; bytes: number; totalBytes: number }
  | { kind: 'stored'; copy: StoredCopy }
  | { kind: 'deleted' }
  /** The copies are listed again (the answer to `refresh`). */
  | { kind: 'refreshed' }
  | { kind: 'failed'; reason: 'quota' | 'network' | 'damaged' };

/**
 * The key a page is kept under: `…/docs/api/motor/`, `…/motor/index.html` and `…/motor.html`
 * (the static hosts' form) are the same page. Other files keep their path.
 */
export function pageKey(pathname: string): string {
  const page = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return page.length > 1 ? page.replace(/\/$/, '') : page;
}

/** The checks a manifest from the network passes before anything is stored. */
export function isOfflineManifest(value: unknown, version: string): value is OfflineManifest {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Partial<OfflineManifest>;
  return (
    m.format === 1 &&
    m.version === version &&
    typeof m.label === 'string' &&
    typeof m.build === 'string' &&
    typeof m.start === 'string' &&
    /^[0-9a-f]+$/.test(m.build) &&
    Array.isArray(m.files) &&
    m.files.every(
      (f: unknown) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as OfflineFile).url === 'string' &&
        (f as OfflineFile).url.startsWith('/') &&
        !(f as OfflineFile).url.startsWith('//') &&
        typeof (f as OfflineFile).bytes === 'number',
    ) &&
    typeof m.bytes === 'number' &&
    typeof m.search?.manifest === 'string' &&
    m.search.manifest.startsWith('/') &&
    typeof m.search.tag === 'string'
  );
}

/** A version's manifest online, read past every cache: `network` when it cannot be fetched. */
export async function readManifest(
  root: string | URL,
  version: string,
): Promise<OfflineManifest | 'network' | 'damaged'> {
  let parsed: unknown;
  try {
    const response = await fetch(new URL(`${OFFLINE_MANIFEST_DIR}/${version}.json`, root), {
      cache: 'no-store',
    });
    parsed = response.ok ? await response.json() : null;
  } catch {
    return 'network';
  }
  return isOfflineManifest(parsed, version) ? parsed : 'damaged';
}
