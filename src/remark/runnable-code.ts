import type { Code, Paragraph, Root } from 'mdast';
import { visit, SKIP } from 'unist-util-visit';
import {
  isOutputMeta,
  parseRunSpec,
  PYTHON_LANGS,
  stripOutputFlag,
  stripRunnerMeta,
} from '../../guide/fence-meta.ts';

/** Class of the note under a block that cannot run on its own. */
export const NORUN_NOTE_CLASS = 'code-norun-note';

function noteFor(reason: string): Paragraph {
  return {
    type: 'paragraph',
    data: { hProperties: { className: [NORUN_NOTE_CLASS] } },
    children: [
      { type: 'emphasis', children: [{ type: 'text', value: 'Nicht einzeln ausführbar:' }] },
      { type: 'text', value: ` ${reason}` },
    ],
  };
}

/**
 * Remark plugin for the docs: the example runner's fence meta (`guide/fence-meta.ts`, and
 * `output` on text blocks) is for the tests only, so it is removed before the page is
 * rendered; a `norun` reason is shown to the reader under the block.
 */
export default function remarkRunnableCode() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'text' && isOutputMeta(node.meta)) {
        node.meta = stripOutputFlag(node.meta) || null;
        return;
      }
      if (!node.lang || !PYTHON_LANGS.has(node.lang)) return;
      const reason = parseRunSpec(node.meta).spec.norun;
      node.meta = stripRunnerMeta(node.meta) || null;
      if (reason && parent && index !== undefined) {
        parent.children.splice(index + 1, 0, noteFor(reason));
        return [SKIP, index + 2];
      }
      return undefined;
    });
  };
}
