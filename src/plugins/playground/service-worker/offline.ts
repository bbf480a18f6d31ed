// The service worker's side of "Offline verfügbar machen": it stores a version's copy (the
// files its manifest names, shared/offline.ts) in a cache of its own, reports the progress on
// the page's port, and, once any copy is stored, answers the guide's requests from the network
// and, when the network fails, from the copy. With no copy stored it answers nothing, so the
// site behaves online exactly as without it (the chunk-load error box, the reload).
import {
  META_PATH,
  offlineCacheName,
  pageKey,
  parseOfflineCacheName,
  readManifest,
  readStoredCopy,
  type OfflineManifest,
  type OfflineProgress,
  type OfflineRequest,
  type StoredCopy,
} from '../shared/offline.ts';

/** Files fetched at once while storing. */
const PARALLEL = 4;

/** Files named by their content (the bundler's hashes): a stored one is the same as online. */
function isImmutable(pathname: string): boolean {
  return /\/(assets\/.+|search-index\/.+)\.[0-9a-f]{8,}\.\w+$/.test(pathname);
}

/** How long a look at a version's build online counts before the next page asks again. */
const BUILD_LOOK_MS = 5 * 60_000;

const text = (value: string) => value.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A page of a stored version whose build online is newer gets a banner: the version, a link to
 * its start page (where the copy is updated) and a close button. Outside the page's React root,
 * so it stays through the page's own navigation and never disturbs its hydration.
 */
async function withUpdateBanner(response: Response, copy: StoredCopy): Promise<Response> {
  const html = await response.text();
  const banner = `<div id="maqueen-offline-update" role="status" class="alert alert--info shadow--md" style="position:fixed;left:1rem;right:1rem;bottom:1rem;z-index:300;display:flex;flex-wrap:wrap;gap:1rem;align-items:center"><span>Eine neuere Fassung von Version ${text(copy.label)} ist online.</span><a href="${text(copy.start)}">Offline-Kopie aktualisieren</a><button type="button" class="clean-btn" style="font-size:1.5rem" aria-label="Hinweis schließen" onclick="this.parentNode.remove()">×</button></div>`;
  const at = html.lastIndexOf('</body>');
  const headers = new Headers(response.headers);
  // The body is new: its length and encoding are the browser's to work out.
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(at < 0 ? html : `${html.slice(0, at)}${banner}${html.slice(at)}`, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/** The German page for a page of another version, or not stored, while there is no network. */
function notStoredPage(startUrls: string[]): Response {
  const links = startUrls.map((url) => `<li><a href="${text(url)}">${text(url)}</a></li>`).join('');
  const html = `<!doctype html><html lang="de"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Offline nicht gespeichert</title><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem"><h1>Diese Seite ist nicht offline gespeichert</h1><p>Du bist offline, und diese Seite gehört nicht zu einer Version, die du mit „Offline verfügbar machen“ gespeichert hast. Gespeichert ist:</p><ul>${links}</ul></body></html>`;
  return new Response(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  });
}

export class OfflineCopies {
  private names: string[] | null = null;
  /** Per stored copy's cache: when its version's build online was last looked at, and whether it differs. */
  private readonly looks = new Map<string, { atMs: number; outdated: boolean }>();
  ready: Promise<void>;

  /** `root`: the site's root URL (where the service worker's script lies). */
  constructor(private readonly root: URL) {
    this.ready = this.refresh();
  }

  /** Lists the stored copies again (at start, and when the page says one changed). */
  refresh(): Promise<void> {
    this.looks.clear();
    this.ready = caches.keys().then(
      (names) => {
        this.names = names.filter((name) => parseOfflineCacheName(name) !== null);
      },
      () => {
        this.names = [];
      },
    );
    return this.ready;
  }

  /** False while the copies are not listed yet, or when none is stored. */
  get none(): boolean {
    return this.names !== null && this.names.length === 0;
  }

  private async match(key: string): Promise<Response | undefined> {
    const url = new URL(key, this.root).href;
    for (const name of this.names ?? []) {
      // `caches.match` with a name never makes a cache (`caches.open` would, for one deleted).
      const hit = await caches.match(url, { cacheName: name, ignoreSearch: true });
      if (hit) return hit;
    }
    return undefined;
  }

  /** The network's answer; without network, the stored copy's (immutable files first from it). */
  async respond(request: Request): Promise<Response> {
    await this.ready;
    if (this.none) return fetch(request);
    const url = new URL(request.url);
    const page = request.mode === 'navigate';
    const key = pageKey(url.pathname);
    if (isImmutable(url.pathname)) {
      const hit = await this.match(key);
      if (hit) return hit;
    }
    let response: Response;
    try {
      response = await fetch(request);
    } catch (error) {
      const hit = await this.match(key);
      if (hit) return hit;
      if (page) return notStoredPage(await this.startPages());
      throw error;
    }
    // The banner is an extra: whatever goes wrong looking for it, the page is answered.
    const outdated = page && response.ok ? await this.outdatedCopyOf(key).catch(() => null) : null;
    return outdated ? withUpdateBanner(response, outdated) : response;
  }

  /** The stored copy that holds the page `key`, when a newer build of its version is online. */
  private async outdatedCopyOf(key: string): Promise<StoredCopy | null> {
    const pageUrl = new URL(key, this.root).href;
    for (const name of this.names ?? []) {
      if (!(await caches.match(pageUrl, { cacheName: name }))) continue;
      const copy = await readStoredCopy(
        await caches.match(new URL(META_PATH, this.root).href, { cacheName: name }),
      );
      if (!copy) return null;
      let look = this.looks.get(name);
      if (!look || Date.now() - look.atMs > BUILD_LOOK_MS) {
        const online = await this.buildOnline(copy.version);
        look = { atMs: Date.now(), outdated: online !== null && online !== copy.build };
        this.looks.set(name, look);
      }
      return look.outdated ? copy : null;
    }
    return null;
  }

  /** The build of `version` online, or null when its manifest cannot be read. */
  private async buildOnline(version: string): Promise<string | null> {
    const manifest = await readManifest(this.root, version);
    return typeof manifest === 'string' ? null : manifest.build;
  }

  /** The start page of each stored version, for the page that says what is stored. */
  private async startPages(): Promise<string[]> {
    const copies = await Promise.all(
      (this.names ?? []).map(async (name) => {
        return readStoredCopy(
          await caches.match(new URL(META_PATH, this.root).href, { cacheName: name }),
        );
      }),
    );
    return copies.flatMap((copy) => (copy ? [copy.start] : []));
  }

  /** Carries out the page's request; progress and the outcome go to `report`. */
  async handle(request: OfflineRequest, report: (progress: OfflineProgress) => void) {
    if (request.offline === 'refresh') {
      await this.refresh();
      report({ kind: 'refreshed' });
      return;
    }
    if (request.offline === 'delete') {
      await this.deleteVersion(request.version, null);
      report({ kind: 'deleted' });
    } else {
      report(await this.store(request.version, report));
    }
    await this.refresh();
  }

  private async deleteVersion(version: string, keep: string | null): Promise<void> {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => parseOfflineCacheName(name)?.version === version && name !== keep)
        .map((name) => caches.delete(name)),
    );
  }

  private async store(
    version: string,
    report: (progress: OfflineProgress) => void,
  ): Promise<OfflineProgress> {
    const manifest = await readManifest(this.root, version);
    if (typeof manifest === 'string') return { kind: 'failed', reason: manifest };
    const name = offlineCacheName(version, manifest.build);
    const metaUrl = new URL(META_PATH, this.root).href;
    const existing = await caches.open(name);
    // The same build is stored whole already (its facts are written last).
    const storedFacts = await readStoredCopy(await existing.match(metaUrl));
    if (storedFacts?.build === manifest.build) return { kind: 'stored', copy: storedFacts };
    try {
      await this.fill(existing, manifest, report);
      await this.fillSearch(existing, manifest);
      const copy: StoredCopy = {
        version,
        label: manifest.label,
        build: manifest.build,
        bytes: manifest.bytes,
        storedAt: Date.now(),
        start: manifest.start,
      };
      await existing.put(
        metaUrl,
        new Response(JSON.stringify(copy), { headers: { 'content-type': 'application/json' } }),
      );
      await this.deleteVersion(version, name);
      return { kind: 'stored', copy };
    } catch (error) {
      // The older copy, if any, stays as it was.
      await caches.delete(name);
      const full = error instanceof DOMException && error.name === 'QuotaExceededError';
      return { kind: 'failed', reason: full ? 'quota' : 'network' };
    }
  }

  /**
   * The search index: its manifest, this version's shard and the shards of no version. A build
   * without the local index (hosted search) has none; then there is nothing to add.
   */
  private async fillSearch(cache: Cache, manifest: OfflineManifest): Promise<void> {
    const url = new URL(manifest.search.manifest, this.root);
    const response = await fetch(url, { cache: 'no-cache' });
    if (response.status === 404) return;
    if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
    const index = (await response.clone().json()) as {
      shards?: { docusaurus_tag?: unknown; file?: unknown }[];
    };
    const shards = (index.shards ?? []).filter(
      (shard) =>
        typeof shard.file === 'string' &&
        typeof shard.docusaurus_tag === 'string' &&
        (shard.docusaurus_tag === manifest.search.tag ||
          !shard.docusaurus_tag.startsWith('docs-default-')),
    );
    await cache.put(url.href, response);
    for (const shard of shards) {
      const file = new URL(String(shard.file), url);
      const shardResponse = await fetch(file, { cache: 'no-cache' });
      if (!shardResponse.ok) throw new Error(`${file.pathname}: HTTP ${shardResponse.status}`);
      await cache.put(file.href, shardResponse);
    }
  }

  private async fill(
    cache: Cache,
    manifest: OfflineManifest,
    report: (progress: OfflineProgress) => void,
  ): Promise<void> {
    let next = 0;
    let files = 0;
    let bytes = 0;
    const totalFiles = manifest.files.length;
    const worker = async () => {
      while (next < totalFiles) {
        const file = manifest.files[next++]!;
        const url = new URL(file.url, this.root);
        const response = await fetch(url, { cache: 'no-cache' });
        if (!response.ok) throw new Error(`${file.url}: HTTP ${response.status}`);
        // A page the server reached by a redirect is kept as a plain answer: the browser
        // refuses a redirected answer to a page's own request.
        const kept = response.redirected
          ? new Response(await response.blob(), { headers: response.headers })
          : response;
        await cache.put(new URL(pageKey(url.pathname), this.root).href, kept);
        files += 1;
        bytes += file.bytes;
        report({ kind: 'progress', files, totalFiles, bytes, totalBytes: manifest.bytes });
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  }
}
