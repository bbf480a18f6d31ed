import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

import { highlightCode } from '../tokenize.ts';

/** Language of a fence without one, as the theme's code block assumes it. */
const DEFAULT_LANGUAGE = 'text';

/**
 * Remark plugin: highlights every fenced code block at build time and hands the result to the
 * code block as its `tokens` prop (see ../theme/CodeBlock), so the browser needs no
 * Prism to show it.
 */
export default function remarkHighlightCode() {
  return (tree: Root): void => {
    visit(tree, 'code', (node: Code) => {
      node.data ??= {};
      node.data.hProperties = {
        ...node.data.hProperties,
        tokens: highlightCode(node.value, node.lang ?? DEFAULT_LANGUAGE),
      };
    });
  };
}
