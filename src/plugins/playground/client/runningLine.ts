// Marks the line the board runs (at a slow tempo, while paused, or at a moment of the timeline):
// a line background with an arrow in front, replaced whenever the player names another line.
import { StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';

/** Marks a line (1-based; lines past the end are not marked) or clears the mark with null. */
export const setRunningLine = StateEffect.define<number | null>();

const LINE = Decoration.line({ class: 'cm-runningLine' });

const runningLineStart = StateField.define<number | null>({
  create: () => null,
  update(start, transaction) {
    let next = start === null ? null : transaction.changes.mapPos(start);
    for (const effect of transaction.effects) {
      if (!effect.is(setRunningLine)) continue;
      const line = effect.value;
      next =
        line === null || line < 1 || line > transaction.newDoc.lines
          ? null
          : transaction.newDoc.line(line).from;
    }
    return next;
  },
  provide: (field) =>
    EditorView.decorations.from(field, (start) =>
      start === null ? Decoration.none : Decoration.set([LINE.range(start)]),
    ),
});

export function runningLine(): Extension {
  return runningLineStart;
}
