import type { Props } from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import { Children, isValidElement, type ReactNode } from 'react';

import { BuildTokensContext } from '../../client/build-tokens';

function stringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The theme's code block, minus its re-mount after hydration, plus the build's highlighting.
 * The stock component re-creates every block once the page has hydrated, because its Prism
 * colours depend on the reader's colour mode, which the server cannot know. Our colours come
 * from CSS and our markup is the same in both modes, so that re-mount would only cost time
 * (every token of every block, on a phone's CPU); that is why this replaces the component
 * instead of wrapping it.
 */
export default function CodeBlock({ children, tokens, ...props }: Props): ReactNode {
  const code = stringifyChildren(children);
  return (
    <BuildTokensContext.Provider value={tokens}>
      {typeof code === 'string' ? (
        <StringContent {...props}>{code}</StringContent>
      ) : (
        <ElementContent {...props}>{code}</ElementContent>
      )}
    </BuildTokensContext.Provider>
  );
}
