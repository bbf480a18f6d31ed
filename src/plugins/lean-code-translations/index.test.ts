import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';

import type { AllContent } from '@docusaurus/types';

import { droppedPrefixes } from './index.ts';

const require = createRequire(import.meta.url);
const dropIds = require('./drop-ids-loader.cjs') as (this: unknown, source: string) => string;

const doc = (fields: Record<string, unknown> = {}) => ({ tags: [], unlisted: false, ...fields });
const site = (docs: unknown[], extra: AllContent = {}): AllContent => ({
  'docusaurus-plugin-content-docs': { default: { loadedVersions: [{ docs }] } },
  'docusaurus-plugin-content-pages': {
    default: [{ type: 'jsx' }, { type: 'mdx', unlisted: false }],
  },
  ...extra,
});
const THEME_FEATURES = [
  'theme.blog.',
  'theme.tags.',
  'theme.docs.tagDocListPageTitle',
  'theme.lastUpdated.',
  'theme.contentVisibility.',
];

test('the German-default namespaces and every absent feature’s strings are dropped', () => {
  assert.deepEqual(droppedPrefixes(site([doc(), doc()]), ['site.a', 'site.b']), [
    'site.a.',
    'site.b.',
    ...THEME_FEATURES,
  ]);
});

test('a feature the content has keeps its strings', () => {
  const kept = (allContent: AllContent) =>
    THEME_FEATURES.filter((prefix) => !droppedPrefixes(allContent, []).includes(prefix));
  assert.deepEqual(kept(site([doc()], { 'docusaurus-plugin-content-blog': { default: {} } })), [
    'theme.blog.',
  ]);
  assert.deepEqual(kept(site([doc({ tags: [{ label: 'a' }] })])), [
    'theme.tags.',
    'theme.docs.tagDocListPageTitle',
  ]);
  assert.deepEqual(kept(site([doc({ lastUpdatedAt: 1 })])), ['theme.lastUpdated.']);
  assert.deepEqual(kept(site([doc({ draft: true })])), ['theme.contentVisibility.']);
  const unlistedPage: AllContent = {
    ...site([doc()]),
    'docusaurus-plugin-content-pages': { default: [{ type: 'mdx', unlisted: true }] },
  };
  assert.deepEqual(kept(unlistedPage), ['theme.contentVisibility.']);
});

test('the loader drops the ids under the prefixes and keeps the others', () => {
  const context = { getOptions: () => ({ prefixes: ['site.a.', 'theme.blog.'] }) };
  const source = JSON.stringify({ 'site.a.x': '1', 'site.ab': '2', 'theme.blog.y': '3', t: '4' });
  assert.deepEqual(JSON.parse(dropIds.call(context, source)), { 'site.ab': '2', t: '4' });
});
