import { isValidElement, type ReactNode } from 'react';

/**
 * The source text of the code block MDX rendered as this component's child (`<pre><code>`):
 * the player opens with exactly what the reader sees.
 */
export function codeOfBlock(node: ReactNode): string {
  return textOf(node).replace(/\n$/, '');
}

function textOf(node: ReactNode): string {
  if (typeof node === 'string') return node;
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * The block's title (`title="…"` in its fence meta, which MDX hands the `code` element as
 * `metastring`), or null: the player shows it above the editor that replaces the block.
 */
export function titleOfBlock(node: ReactNode): string | null {
  if (Array.isArray(node)) {
    for (const child of node) {
      const title = titleOfBlock(child);
      if (title !== null) return title;
    }
    return null;
  }
  if (!isValidElement<{ children?: ReactNode; metastring?: unknown }>(node)) return null;
  const meta = node.props.metastring;
  if (typeof meta === 'string') {
    const match = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta);
    if (match) return match[2]!;
  }
  return titleOfBlock(node.props.children);
}
