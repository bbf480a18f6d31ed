import { useCodeBlockContext } from '@docusaurus/theme-common/internal';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import type { Props } from '@theme/CodeBlock/Content';
import Line from '@theme/CodeBlock/Line';
import clsx from 'clsx';
import type { ReactNode } from 'react';

import { useBuildTokens } from '../../../client/build-tokens';
import { useHighlighter } from '../../../client/loader';
import { BUILD_HIGHLIGHTED_ATTRIBUTE } from '../../../client/markers';
import { getLineProps, getTokenProps } from '../../../client/token-props';

/**
 * The lines of a code block. The stock component highlights them in the browser with Prism
 * (38 KB and a long task on a phone); this one renders the lines the build highlighted, in the
 * same markup, and hands blocks without them to the stock component, loaded on demand.
 */
export default function CodeBlockContent({ className }: Props): ReactNode {
  const { metadata, wordWrap } = useCodeBlockContext();
  const { codeBlockRef } = wordWrap;
  const lines = useBuildTokens(metadata.code);
  const BrowserHighlighted = useHighlighter(lines === undefined);
  const { language, lineNumbersStart, lineClassNames } = metadata;
  const preClassName = clsx(
    className,
    'prism-code',
    `language-${language}`,
    styles.codeBlock,
    'thin-scrollbar',
  );
  if (!lines) {
    // The same module-level component every time, loaded once; it is never recreated.
    // eslint-disable-next-line react-hooks/static-components
    if (BrowserHighlighted) return <BrowserHighlighted className={className} />;
    // Only after a client-side navigation, until the highlighter chunk has arrived.
    return (
      <pre tabIndex={0} className={preClassName}>
        <code className={styles.codeBlockLines}>{metadata.code}</code>
      </pre>
    );
  }
  return (
    <pre
      ref={codeBlockRef}
      tabIndex={0}
      className={preClassName}
      {...{ [BUILD_HIGHLIGHTED_ATTRIBUTE]: '' }}
    >
      <code
        className={clsx(
          styles.codeBlockLines,
          lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering,
        )}
        style={
          lineNumbersStart === undefined
            ? undefined
            : { counterReset: `line-count ${lineNumbersStart - 1}` }
        }
      >
        {lines.map((line, index) => (
          <Line
            key={index}
            line={line}
            classNames={lineClassNames[index]}
            showLineNumbers={lineNumbersStart !== undefined}
            getLineProps={getLineProps}
            getTokenProps={getTokenProps}
          />
        ))}
      </code>
    </pre>
  );
}
