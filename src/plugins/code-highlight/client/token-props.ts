// The props prism-react-renderer's Highlight gives lines and tokens, without its inline theme
// styles: the colours come from CSS (./code-colors.css), the same in light and dark mode
// markup, so server HTML never needs re-rendering for the reader's colour mode.
import type {
  LineInputProps,
  LineOutputProps,
  TokenInputProps,
  TokenOutputProps,
} from 'prism-react-renderer';
import clsx from 'clsx';

export function getLineProps({ className, style }: LineInputProps): LineOutputProps {
  return { className: clsx('token-line', className), style };
}

export function getTokenProps({
  token,
  className,
  style,
  ...rest
}: TokenInputProps): TokenOutputProps {
  const output: TokenOutputProps = {
    ...rest,
    className: clsx('token', ...token.types, className),
    children: token.content,
  };
  // Keeps an empty line one line high, as Highlight does.
  if (token.empty) output.style = { display: 'inline-block' };
  if (style) output.style = { ...output.style, ...style };
  return output;
}
