import type { WrapperProps } from '@docusaurus/types';
import type CodeBlockType from '@theme/CodeBlock';
import type { ReactNode } from 'react';

import { useCodeBlock } from '../../plugins/lazy-code-block/client/loader';

type Props = WrapperProps<typeof CodeBlockType>;

/**
 * The stock code block, whose Prism only pages with code load (see src/plugins/lazy-code-block).
 * Server HTML and hydration always have it; the plain fallback shows only after a client-side
 * navigation, until the chunk has arrived.
 */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const CodeBlock = useCodeBlock();
  if (!CodeBlock) {
    return (
      <pre className={props.className}>
        <code>{props.children}</code>
      </pre>
    );
  }
  // The same module-level component every time, loaded once; it is never recreated.
  // eslint-disable-next-line react-hooks/static-components
  return <CodeBlock {...props} />;
}
