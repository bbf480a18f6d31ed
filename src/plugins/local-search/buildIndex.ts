/**
 * Crawls the built site (every HTML file below outDir) and writes one shard per
 * language × docusaurus_tag plus a manifest into `<outDir>/search-index/`.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import { extractRecords, type ExtractedPage } from './extractRecords.ts';
import {
  INDEX_DIR,
  MANIFEST_FILE,
  toShardRecord,
  type Manifest,
  type Shard,
} from './shared/records.ts';

function htmlFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === INDEX_DIR ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** Root-relative URL of a built file, for pages without a canonical link. */
function fileUrl(outDir: string, file: string, baseUrl: string): string {
  const path = relative(outDir, file).split(sep).join('/');
  return baseUrl + path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
}

export function crawlBuild(outDir: string, baseUrl: string): ExtractedPage[] {
  return htmlFiles(outDir)
    .filter((file) => !file.endsWith(`${sep}404.html`))
    .sort()
    .map((file) => extractRecords(readFileSync(file, 'utf8'), fileUrl(outDir, file, baseUrl)))
    .filter((page): page is ExtractedPage => page !== null && page.records.length > 0);
}

export function groupIntoShards(pages: ExtractedPage[]): Shard[] {
  const shards = new Map<string, Shard>();
  for (const page of pages) {
    const key = `${page.language}/${page.docusaurus_tag}`;
    const shard = shards.get(key) ?? {
      language: page.language,
      docusaurus_tag: page.docusaurus_tag,
      pages: [],
    };
    shard.pages.push({ url: page.url, records: page.records.map(toShardRecord) });
    shards.set(key, shard);
  }
  return [...shards.values()];
}

/** Writes the shards (content-hashed names, so they can be cached forever) and the manifest. */
export function writeSearchIndex(outDir: string, baseUrl: string): Manifest {
  const indexDir = join(outDir, INDEX_DIR);
  rmSync(indexDir, { recursive: true, force: true });
  const manifest: Manifest = { version: 1, shards: [] };
  for (const shard of groupIntoShards(crawlBuild(outDir, baseUrl))) {
    const json = JSON.stringify(shard);
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
    const file = `${shard.language}/${shard.docusaurus_tag}.${hash}.json`;
    mkdirSync(join(indexDir, shard.language), { recursive: true });
    writeFileSync(join(indexDir, file), json);
    const records = shard.pages.reduce((sum, page) => sum + page.records.length, 0);
    manifest.shards.push({
      language: shard.language,
      docusaurus_tag: shard.docusaurus_tag,
      file,
      records,
    });
  }
  writeFileSync(join(indexDir, MANIFEST_FILE), JSON.stringify(manifest));
  return manifest;
}
