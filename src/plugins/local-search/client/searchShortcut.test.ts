import assert from 'node:assert/strict';
import { test } from 'node:test';

import { isSearchShortcut } from './searchShortcut.ts';

const on = (tagName: string, isContentEditable = false) => ({ tagName, isContentEditable });
const key = (
  k: string,
  extra: Partial<{ ctrlKey: boolean; metaKey: boolean }> = {},
  target: object | null = on('BODY'),
) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  ...extra,
  target: target as EventTarget | null,
});

test('Ctrl+K and ⌘+K open search anywhere, also while typing', () => {
  assert.equal(isSearchShortcut(key('k', { ctrlKey: true })), true);
  assert.equal(isSearchShortcut(key('K', { metaKey: true }, on('INPUT'))), true);
});

test('"/" opens search unless the reader types into a field', () => {
  assert.equal(isSearchShortcut(key('/')), true);
  assert.equal(isSearchShortcut(key('/', {}, null)), true);
  for (const tag of ['INPUT', 'SELECT', 'TEXTAREA']) {
    assert.equal(isSearchShortcut(key('/', {}, on(tag))), false);
  }
  assert.equal(isSearchShortcut(key('/', {}, on('DIV', true))), false);
});

test('other keys, and K without a modifier, do nothing', () => {
  assert.equal(isSearchShortcut(key('k')), false);
  assert.equal(isSearchShortcut(key('f', { ctrlKey: true })), false);
  assert.equal(isSearchShortcut({ ctrlKey: true, metaKey: false, target: null }), false);
});
