import { EditorView } from '@codemirror/view';
import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';

import { setErrorLine } from '../../client/errorLine.ts';
import { setRunningLine } from '../../client/runningLine.ts';
import { editorExtensions } from './editorSetup.ts';
import styles from './styles.module.css';

export interface CodeEditorHandle {
  /** Puts the cursor at the start of a line, shows it and focuses the editor. */
  focusLine(line: number): void;
}

interface Props {
  code: string;
  onChange: (code: string) => void;
  /** Line to mark as the error line (1-based), or null. */
  errorLine: number | null;
  /** Line the board runs at the moment shown (1-based), or null. */
  runningLine: number | null;
  label: string;
  hint: string;
  ref?: Ref<CodeEditorHandle>;
}

/**
 * CodeMirror 6 owns its document; `code` is pushed in only when it differs from what the editor
 * has (Zurücksetzen), so typing never round-trips through React.
 */
export default function CodeEditor({
  code,
  onChange,
  errorLine,
  runningLine,
  label,
  hint,
  ref,
}: Props): ReactNode {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const hintId = useId();
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      doc: code,
      extensions: editorExtensions({
        label,
        describedBy: hintId,
        onChange: (text) => latestOnChange.current(text),
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; later `code` arrives through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [label, hintId]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || editor.state.doc.toString() === code) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: code } });
  }, [code]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine]);

  useEffect(() => {
    view.current?.dispatch({ effects: setRunningLine.of(runningLine) });
  }, [runningLine]);

  useImperativeHandle(
    ref,
    () => ({
      focusLine(line) {
        const editor = view.current;
        if (!editor) return;
        const { doc } = editor.state;
        const at = doc.line(Math.min(Math.max(line, 1), doc.lines)).from;
        editor.dispatch({ selection: { anchor: at }, scrollIntoView: true });
        editor.focus();
      },
    }),
    [],
  );

  return (
    <div>
      <div ref={host} />
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
    </div>
  );
}
