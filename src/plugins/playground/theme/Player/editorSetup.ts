// The CodeMirror setup of the player's editor: Python, line numbers, undo, the error mark, and
// colours from the site's code palette (src/css/code-colors.css), so light and dark mode follow
// `[data-theme]` without recreating the editor. Tab is left to the browser: it leaves the editor.
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import {
  bracketMatching,
  HighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';

import { errorLine } from '../../client/errorLine.ts';
import { runningLine } from '../../client/runningLine.ts';

const highlight = HighlightStyle.define([
  { tag: tags.comment, color: 'var(--code-comment)' },
  {
    tag: [tags.keyword, tags.controlKeyword, tags.definitionKeyword, tags.moduleKeyword],
    color: 'var(--code-keyword)',
  },
  { tag: [tags.string, tags.special(tags.string)], color: 'var(--code-string)' },
  { tag: [tags.number, tags.integer, tags.float], color: 'var(--code-number)' },
  { tag: [tags.bool, tags.null, tags.self], color: 'var(--code-builtin)' },
  {
    tag: [tags.function(tags.variableName), tags.function(tags.propertyName)],
    color: 'var(--code-function)',
  },
  { tag: [tags.className, tags.definition(tags.className)], color: 'var(--code-class-name)' },
  {
    tag: [tags.operator, tags.compareOperator, tags.arithmeticOperator],
    color: 'var(--code-operator)',
  },
  {
    tag: [tags.punctuation, tags.paren, tags.squareBracket, tags.brace],
    color: 'var(--code-punctuation)',
  },
]);

const theme = EditorView.theme({
  '&': {
    color: 'var(--code-color)',
    backgroundColor: 'var(--code-background)',
    border: '1px solid var(--ifm-color-emphasis-300)',
    borderRadius: 'var(--ifm-code-border-radius)',
    fontSize: 'var(--ifm-code-font-size)',
  },
  '&.cm-focused': {
    outline: '2px solid var(--ifm-color-primary)',
    outlineOffset: '2px',
  },
  '.cm-scroller': {
    fontFamily: 'var(--ifm-font-family-monospace)',
    lineHeight: '1.5',
    minHeight: '8rem',
    maxHeight: '32rem',
  },
  '.cm-content': { caretColor: 'var(--code-color)', padding: '0.5rem 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--code-color)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground':
    { backgroundColor: 'var(--playground-selection)' },
  '.cm-gutters': {
    backgroundColor: 'var(--code-background)',
    color: 'var(--ifm-color-emphasis-700)',
    borderRight: '1px solid var(--ifm-color-emphasis-300)',
  },
  '.cm-activeLineGutter': { backgroundColor: 'var(--ifm-color-emphasis-200)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--playground-selection)', outline: 'none' },
  '.cm-errorLine': { backgroundColor: 'var(--playground-error-line)' },
  // A bar at the left edge too, so the mark does not rest on colour alone.
  '.cm-runningLine': {
    backgroundColor: 'var(--playground-running-line)',
    boxShadow: 'inset 3px 0 0 var(--ifm-color-primary)',
  },
  '.cm-errorGutter .cm-gutterElement': {
    color: 'var(--ifm-color-danger-dark)',
    padding: '0 2px 0 4px',
  },
});

export function editorExtensions(options: {
  label: string;
  describedBy: string;
  onChange: (code: string) => void;
}): Extension {
  return [
    lineNumbers(),
    errorLine(),
    runningLine(),
    highlightActiveLineGutter(),
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    python(),
    syntaxHighlighting(highlight),
    indentUnit.of('    '),
    EditorState.tabSize.of(4),
    // Long lines and comments wrap instead of running out of sight on a narrow screen.
    EditorView.lineWrapping,
    // No indentWithTab: a keyboard user must be able to Tab out of the editor.
    keymap.of([...defaultKeymap, ...historyKeymap]),
    EditorView.contentAttributes.of({
      'aria-label': options.label,
      'aria-describedby': options.describedBy,
    }),
    EditorView.updateListener.of((update) => {
      if (update.docChanged) options.onChange(update.state.doc.toString());
    }),
    theme,
  ];
}
