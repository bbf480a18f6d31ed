/**
 * Turns one built HTML page into DocSearch records, the way the DocSearch crawler does
 * with the Docusaurus template: a record per heading and per paragraph, list item and
 * table cell inside <article>, each carrying the heading hierarchy above it.
 */
import { load, type CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';

import {
  EXCLUDED_SELECTORS,
  LEVELS,
  LVL0_CLASS_CHAINS,
  LVL0_DEFAULT,
  NOINDEX_PATTERN,
  RECORD_SELECTORS,
  STRIP_CHARS,
  classChainToCss,
  type Level,
} from './shared/selectors.ts';
import {
  levelWeight,
  type Hierarchy,
  type RecordType,
  type SearchRecord,
} from './shared/records.ts';

export type ExtractedPage = {
  url: string;
  language: string;
  docusaurus_tag: string;
  records: SearchRecord[];
};

const RECORD_KINDS = Object.entries(RECORD_SELECTORS) as [RecordType, string][];

export function cleanText(text: string): string {
  const collapsed = text.replace(/[\s\u200b]+/g, ' ');
  let start = 0;
  let end = collapsed.length;
  while (start < end && STRIP_CHARS.includes(collapsed[start]!)) start += 1;
  while (end > start && STRIP_CHARS.includes(collapsed[end - 1]!)) end -= 1;
  return collapsed.slice(start, end);
}

function meta($: CheerioAPI, name: string): string | undefined {
  return $(`meta[name="${name}"]`).attr('content') ?? $(`meta[property="${name}"]`).attr('content');
}

function pagePath($: CheerioAPI, fallbackUrl: string): string {
  const canonical = $('link[rel="canonical"]').attr('href');
  return canonical ? new URL(canonical, 'http://localhost').pathname : fallbackUrl;
}

function pageLvl0($: CheerioAPI): string {
  const candidates = $(LVL0_CLASS_CHAINS.map(classChainToCss).join(', '));
  const text = candidates.length > 0 ? cleanText(candidates.last().text()) : '';
  return text || LVL0_DEFAULT;
}

function hasMatchedAncestor(node: AnyNode, matched: Set<AnyNode>): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (matched.has(parent)) return true;
  }
  return false;
}

/**
 * @param html the built page
 * @param fallbackUrl root-relative URL used when the page has no canonical link
 * @returns null for pages the crawler would skip (no DocSearch meta data, or noindex)
 */
export function extractRecords(html: string, fallbackUrl: string): ExtractedPage | null {
  const $ = load(html);
  const language = meta($, 'docsearch:language');
  const tag = meta($, 'docsearch:docusaurus_tag');
  if (!language || !tag) return null;
  if (NOINDEX_PATTERN.test(meta($, 'robots') ?? '')) return null;

  const url = pagePath($, fallbackUrl);
  const lvl0 = pageLvl0($);
  $(EXCLUDED_SELECTORS.join(', ')).remove();

  const elements = $(RECORD_KINDS.map(([, selector]) => selector).join(', ')).toArray();
  const matched = new Set<AnyNode>(elements);
  const hierarchy: Hierarchy = {
    lvl0,
    lvl1: null,
    lvl2: null,
    lvl3: null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const anchors: Partial<Record<Level, string>> = {};
  const records: SearchRecord[] = [];

  for (const element of elements) {
    if (hasMatchedAncestor(element, matched)) continue;
    const node = $(element);
    const type = RECORD_KINDS.find(([, selector]) => node.is(selector))![0];
    const text = cleanText(node.text());
    if (!text) continue;

    if (type !== 'content') {
      const depth = LEVELS.indexOf(type);
      hierarchy[type] = text;
      const id = node.attr('id');
      if (id) anchors[type] = id;
      else delete anchors[type];
      for (const deeper of LEVELS.slice(depth + 1)) {
        hierarchy[deeper] = null;
        delete anchors[deeper];
      }
    }
    const anchor = [...LEVELS].reverse().find((level) => anchors[level] && hierarchy[level]);
    const anchorId = anchor ? anchors[anchor]! : null;
    const position = records.length;
    records.push({
      objectID: `${url}-${position}`,
      hierarchy: { ...hierarchy },
      content: type === 'content' ? text : null,
      type,
      url: anchorId ? `${url}#${anchorId}` : url,
      url_without_anchor: url,
      anchor: anchorId,
      language,
      docusaurus_tag: tag,
      weight: { level: levelWeight(type), position },
    });
  }
  return { url, language, docusaurus_tag: tag, records };
}
