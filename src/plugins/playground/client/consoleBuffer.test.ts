import assert from 'node:assert/strict';
import { test } from 'node:test';

import { appendConsole, CONSOLE_CAP, consoleAt, EMPTY_CONSOLE, printed } from './consoleBuffer.ts';

const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String(from + i));

test('lines append oldest first, newest at the end', () => {
  const content = appendConsole(printed(['a', 'b'], 0), printed(['c'], 0));
  assert.deepEqual(content, {
    lines: ['a', 'b', 'c'],
    times: [0, 0, 0],
    skipped: 0,
    scrolledOut: 0,
  });
});

test('the cap keeps the newest lines and counts the ones pushed out', () => {
  const content = appendConsole(printed(numbered(0, 4), 0, 5), printed(numbered(4, 3), 0, 5), 5);
  assert.deepEqual(content.lines, ['2', '3', '4', '5', '6']);
  assert.equal(content.scrolledOut, 2);
});

test('a batch larger than the cap on its own keeps only its tail', () => {
  const content = appendConsole(printed(['old'], 0), printed(numbered(0, 8), 0, 5), 5);
  assert.deepEqual(content.lines, ['3', '4', '5', '6', '7']);
  // 3 cut on the way in, then 'old' pushed out.
  assert.equal(content.scrolledOut, 4);
});

test('lines the worker skipped add up', () => {
  const content = appendConsole(printed(['a'], 10), printed(['b'], 5));
  assert.equal(content.skipped, 15);
});

test('the default cap is 500 lines and a flood never grows past it', () => {
  let content = EMPTY_CONSOLE;
  for (let i = 0; i < 30; i++) content = appendConsole(content, printed(numbered(i * 100, 100), 0));
  assert.equal(CONSOLE_CAP, 500);
  assert.equal(content.lines.length, 500);
  assert.equal(content.lines.at(-1), '2999');
  assert.equal(content.scrolledOut, 2500);
});

test('appending nothing returns the same content (no re-render)', () => {
  const content = printed(['a'], 0);
  assert.equal(appendConsole(content, EMPTY_CONSOLE), content);
});

test('at a moment of the timeline the console shows the lines printed by then', () => {
  const content = appendConsole(
    printed(['a', 'b'], 0, CONSOLE_CAP, [100, 200]),
    printed(['c'], 0, CONSOLE_CAP, [300]),
  );
  assert.deepEqual(consoleAt(content, 250).lines, ['a', 'b']);
  assert.deepEqual(consoleAt(content, 300).lines, ['a', 'b', 'c']);
  assert.deepEqual(consoleAt(content, 50).lines, []);
});
