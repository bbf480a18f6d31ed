import CodeBlock from '@theme/CodeBlock';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

type Props = {
  /** Text of the library file, imported with `?raw`. */
  source: string;
  /** The same text highlighted at build time, imported with `?tokens`. */
  tokens: string;
  /** URL of the same file as a static asset, imported with `?download`. */
  href: string;
  /** Library version shown in the title, e.g. "2.0.2". */
  version: string;
};

export default function LibraryFile({ source, tokens, href, version }: Props): ReactNode {
  return (
    <div className={styles.libraryFile}>
      <p>
        <a className="button button--primary" href={href} download="maqueen.py">
          maqueen.py (Version {version}) herunterladen
        </a>
      </p>
      <CodeBlock
        language="python"
        title={`maqueen.py – Version ${version}`}
        showLineNumbers
        tokens={tokens}
      >
        {source}
      </CodeBlock>
    </div>
  );
}
