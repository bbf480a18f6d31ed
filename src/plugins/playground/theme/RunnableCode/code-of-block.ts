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
