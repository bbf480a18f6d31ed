import assert from 'node:assert/strict';
import { test } from 'node:test';

import { EditorState } from '@codemirror/state';

import { errorLine, errorLineOf, setErrorLine } from './errorLine.ts';

const DOC = 'from maqueen import *\n\nmotor_run(Motor.ALL, tempo)\nsleep(1000)\n';

function marked(
  line: number | null,
  state = EditorState.create({ doc: DOC, extensions: errorLine() }),
) {
  return state.update({ effects: setErrorLine.of(line) }).state;
}

test('nothing is marked at first', () => {
  assert.equal(errorLineOf(EditorState.create({ doc: DOC, extensions: errorLine() })), null);
});

test('a line is marked and cleared', () => {
  const state = marked(3);
  assert.equal(errorLineOf(state), 3);
  assert.equal(errorLineOf(marked(null, state)), null);
});

test('a line past the end marks the last line, 0 the first', () => {
  assert.equal(errorLineOf(marked(99)), 5);
  assert.equal(errorLineOf(marked(0)), 1);
});

test('the mark moves with lines typed above it', () => {
  const state = marked(3);
  const edited = state.update({ changes: { from: 0, insert: '# Kommentar\n' } }).state;
  assert.equal(errorLineOf(edited), 4);
});

test('a new document (Zurücksetzen) with a new mark', () => {
  const state = marked(3);
  const reset = state.update({
    changes: { from: 0, to: state.doc.length, insert: 'print(1)\nprint(x)\n' },
    effects: setErrorLine.of(2),
  }).state;
  assert.equal(errorLineOf(reset), 2);
});
