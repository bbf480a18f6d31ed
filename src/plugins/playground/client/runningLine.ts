// Marks the line the board runs (at a slow tempo, while paused, or at a moment of the timeline):
// a line background with a bar at its left edge, replaced whenever the player names another line.
import { StateEffect, type EditorState, type Extension } from '@codemirror/state';
import { lineMarkField } from './lineMark.ts';

/** Marks a line (1-based; lines past the end are not marked) or clears the mark with null. */
export const setRunningLine = StateEffect.define<number | null>();

const runningLineStart = lineMarkField(setRunningLine, 'cm-runningLine', false);

/** The marked line (1-based), or null. */
export function runningLineOf(state: EditorState): number | null {
  const start = state.field(runningLineStart, false);
  return start === null || start === undefined ? null : state.doc.lineAt(start).number;
}

export function runningLine(): Extension {
  return runningLineStart;
}
