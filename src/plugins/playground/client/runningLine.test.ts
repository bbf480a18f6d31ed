import assert from 'node:assert/strict';
import { test } from 'node:test';

import { EditorState } from '@codemirror/state';

import { runningLine, runningLineOf, setRunningLine } from './runningLine.ts';

const DOC = 'zahl = 0\nwhile True:\n    zahl += 1\n    sleep(100)\n';
const state = EditorState.create({ doc: DOC, extensions: runningLine() });
const mark = (line: number | null, from = state) =>
  from.update({ effects: setRunningLine.of(line) }).state;

test('the running line is marked, moved to the next and cleared', () => {
  assert.equal(runningLineOf(state), null);
  assert.equal(runningLineOf(mark(3)), 3);
  assert.equal(runningLineOf(mark(4, mark(3))), 4);
  assert.equal(runningLineOf(mark(null, mark(3))), null);
});

test('a line the editor does not have (the program was edited since) marks nothing', () => {
  assert.equal(runningLineOf(mark(99)), null);
  assert.equal(runningLineOf(mark(0)), null);
});
