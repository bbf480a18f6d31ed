import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

import { CONSOLE_CAP, type ConsoleContent } from '../../client/consoleBuffer.ts';
import type { Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

/** Pixels from the bottom within which the console keeps following new lines. */
const FOLLOW_SLACK = 24;

export default function ConsoleView({
  content,
  prompt,
  onLine,
  heading,
  t,
}: {
  content: ConsoleContent;
  /** Another console's heading (the real micro:bit's); the player's own by default. */
  heading?: string;
  /** What the program's `input()` asks while it waits for a line; null when it does not wait. */
  prompt: string | null;
  onLine: (text: string) => void;
  t: Translate;
}): ReactNode {
  const headingId = useId();
  const box = useRef<HTMLPreElement>(null);
  // Follows new lines unless the reader scrolled up to read older ones.
  const follow = useRef(true);

  useEffect(() => {
    const element = box.current;
    if (element && follow.current) element.scrollTop = element.scrollHeight;
  }, [content]);

  return (
    <section className={styles.console} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {heading ?? t(UI.console)}
      </h3>
      <p className={styles.note}>
        {t(UI.consoleCap, { cap: CONSOLE_CAP })}
        {content.scrolledOut > 0 && ` ${t(UI.scrolledOut, { count: content.scrolledOut })}`}
        {content.skipped > 0 && ` ${t(UI.skipped, { count: content.skipped })}`}
      </p>
      {/* Focusable so keyboard users can scroll it; not live: a print flood must not flood a screen reader. */}
      <pre
        ref={box}
        className={styles.output}
        tabIndex={0}
        aria-labelledby={headingId}
        onScroll={(event) => {
          const element = event.currentTarget;
          follow.current =
            element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_SLACK;
        }}
      >
        {content.lines.length > 0 ? (
          content.lines.join('\n')
        ) : (
          <span className={styles.muted}>{t(UI.consoleEmpty)}</span>
        )}
      </pre>
      {prompt !== null && <LineInput prompt={prompt} onLine={onLine} t={t} />}
    </section>
  );
}

/** The field `input()` reads from: it appears, focused, while the program waits for a line. */
function LineInput({
  prompt,
  onLine,
  t,
}: {
  prompt: string;
  onLine: (text: string) => void;
  t: Translate;
}): ReactNode {
  const [text, setText] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <form
      className={styles.lineInput}
      onSubmit={(event) => {
        event.preventDefault();
        onLine(text);
        setText('');
      }}
    >
      <label className={styles.lineLabel}>
        {prompt.trim() ? t(UI.inputPrompt, { prompt: prompt.trim() }) : t(UI.inputNoPrompt)}
        <input
          ref={field}
          className={styles.lineField}
          value={text}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
        />
      </label>
      <button type="submit" className="button button--sm button--primary">
        {t(UI.inputSend)}
      </button>
    </form>
  );
}
