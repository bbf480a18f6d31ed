// Marks the line of a Python error in the editor: a line background and a gutter marker. The
// mark follows edits (typing above it moves it down) until the next run clears it.
import { RangeSet, StateEffect, type EditorState, type Extension } from '@codemirror/state';
import { gutter, GutterMarker } from '@codemirror/view';
import { lineMarkField } from './lineMark.ts';

/** Marks a line (1-based; past the end means the last line) or clears the mark with null. */
export const setErrorLine = StateEffect.define<number | null>();

/** Start of the marked line in the document, or null. */
const errorLineStart = lineMarkField(setErrorLine, 'cm-errorLine', true);

class ErrorMarker extends GutterMarker {
  toDOM(): Node {
    const mark = document.createElement('span');
    mark.textContent = '●';
    // The error box says the line in words; the dot is for the eye only.
    mark.setAttribute('aria-hidden', 'true');
    return mark;
  }
}
const MARKER = new ErrorMarker();

/** The marked line (1-based), or null. */
export function errorLineOf(state: EditorState): number | null {
  const start = state.field(errorLineStart, false);
  return start === null || start === undefined ? null : state.doc.lineAt(start).number;
}

export function errorLine(): Extension {
  return [
    errorLineStart,
    gutter({
      class: 'cm-errorGutter',
      markers: (view) => {
        const start = view.state.field(errorLineStart);
        return start === null ? RangeSet.empty : RangeSet.of([MARKER.range(start)]);
      },
      initialSpacer: () => MARKER,
    }),
  ];
}
