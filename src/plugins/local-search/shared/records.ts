/**
 * The DocSearch record shape (what Algolia's crawler stores and DocSearch reads) and the
 * compact shard format the build writes for the browser. Pure data code: used by the
 * build-time indexer and by the browser engine alike.
 */
import { LEVELS, type Level } from './selectors.ts';

export type Hierarchy = Record<Level, string | null>;
export type RecordType = Level | 'content';

export type SearchRecord = {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  type: RecordType;
  /** Root-relative URL including the site's base path and the anchor, if any. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  language: string;
  docusaurus_tag: string;
  /** DocSearch ranking hints: headings outrank text, earlier records outrank later ones. */
  weight: { level: number; position: number };
};

/** One record inside a shard: type, hierarchy lvl0..lvlN (trailing nulls cut), content, anchor. */
export type ShardRecord = { t: RecordType; h: (string | null)[]; c?: string; a?: string };
export type ShardPage = { url: string; records: ShardRecord[] };
/** All records of one language and docusaurus_tag (one docs version, or `default` for site pages). */
export type Shard = { language: string; docusaurus_tag: string; pages: ShardPage[] };

export type ManifestEntry = {
  language: string;
  docusaurus_tag: string;
  file: string;
  records: number;
};
export type Manifest = { version: 1; shards: ManifestEntry[] };

/** The folder (below the site's base URL) that holds the manifest and the shards. */
export const INDEX_DIR = 'search-index';
export const MANIFEST_FILE = 'manifest.json';

export function levelWeight(type: RecordType): number {
  return type === 'content' ? 0 : 100 - 10 * LEVELS.indexOf(type);
}

export function toShardRecord(record: SearchRecord): ShardRecord {
  const h = LEVELS.map((level) => record.hierarchy[level]);
  while (h.length > 0 && h[h.length - 1] === null) h.pop();
  return {
    t: record.type,
    h,
    ...(record.content !== null ? { c: record.content } : {}),
    ...(record.anchor !== null ? { a: record.anchor } : {}),
  };
}

export function expandShard(shard: Shard): SearchRecord[] {
  return shard.pages.flatMap((page) =>
    page.records.map((record, position) => {
      const hierarchy = Object.fromEntries(
        LEVELS.map((level, i) => [level, record.h[i] ?? null]),
      ) as Hierarchy;
      const anchor = record.a ?? null;
      const url = anchor === null ? page.url : `${page.url}#${anchor}`;
      return {
        objectID: `${page.url}-${position}`,
        hierarchy,
        content: record.c ?? null,
        type: record.t,
        url,
        url_without_anchor: page.url,
        anchor,
        language: shard.language,
        docusaurus_tag: shard.docusaurus_tag,
        weight: { level: levelWeight(record.t), position },
      };
    }),
  );
}
