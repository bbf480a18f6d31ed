// One marked line of the editor, set by an effect and following edits (typing above it moves it
// down): the error line and the running line are each one of these.
import { StateField, type StateEffectType } from '@codemirror/state';
import { Decoration, EditorView } from '@codemirror/view';

/**
 * A field holding the start of the line `effect` names (1-based; null clears), drawn with
 * `className`. A line past the end marks the last line (`clampToLast`) or nothing.
 */
export function lineMarkField(
  effect: StateEffectType<number | null>,
  className: string,
  clampToLast: boolean,
): StateField<number | null> {
  const mark = Decoration.line({ class: className });
  return StateField.define<number | null>({
    create: () => null,
    update(start, transaction) {
      let next = start === null ? null : transaction.changes.mapPos(start);
      for (const e of transaction.effects) {
        if (!e.is(effect)) continue;
        const doc = transaction.newDoc;
        const line = e.value;
        if (line === null || (!clampToLast && (line < 1 || line > doc.lines))) next = null;
        else next = doc.line(Math.min(Math.max(line, 1), doc.lines)).from;
      }
      return next;
    },
    provide: (field) =>
      EditorView.decorations.from(field, (start) =>
        start === null ? Decoration.none : Decoration.set([mark.range(start)]),
      ),
  });
}
