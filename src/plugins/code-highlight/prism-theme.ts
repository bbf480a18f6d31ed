import type { PrismTheme } from 'prism-react-renderer';

/**
 * The Prism theme for both colour modes. It only points to CSS variables: the colours live in
 * client/code-colors.css, per colour mode, so the markup of a code block is the same in light
 * and dark mode and the server's HTML is right for every reader.
 */
export const cssVariablesPrismTheme: PrismTheme = {
  plain: { color: 'var(--code-color)', backgroundColor: 'var(--code-background)' },
  styles: [],
};
