import type { ReactNode } from 'react';

import { errorSentence, type GermanError } from '../../client/errors.ts';
import type { Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import CodeText from './CodeText.tsx';
import styles from './styles.module.css';

interface Props {
  error: GermanError;
  traceback: string;
  onShowLine: (line: number) => void;
  t: Translate;
}

export default function ErrorBox({ error, traceback, onShowLine, t }: Props): ReactNode {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.errorText}>
        <strong>{t(UI.error)}: </strong>
        <CodeText text={errorSentence(error)} />
      </p>
      <div className={styles.errorActions}>
        {error.line !== null && (
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => onShowLine(error.line!)}
          >
            {t(UI.showLine, { line: error.line })}
          </button>
        )}
        <details className={styles.traceback}>
          <summary>{t(UI.pythonMessage)}</summary>
          <pre>{traceback}</pre>
        </details>
      </div>
    </div>
  );
}
