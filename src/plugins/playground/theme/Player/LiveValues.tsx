import { useId, type ReactNode } from 'react';

import type { SimState } from '../../../../../simulator/core/state.ts';
import { liveValues } from '../../client/liveValues.ts';
import type { Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

interface Props {
  state: SimState | null;
  /** The tone the speaker plays (Hz) or null: shown also while the page is muted. */
  tone: number | null;
  /** One sentence, updated at most once a second, for screen readers. */
  summary: string;
  t: Translate;
}

export default function LiveValues({ state, tone, summary, t }: Props): ReactNode {
  const headingId = useId();
  return (
    <section className={styles.values} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(UI.values)}
      </h3>
      {state === null ? (
        <p className={styles.muted}>{t(UI.noValues)}</p>
      ) : (
        <dl className={styles.valueList}>
          {liveValues(state, t).map(({ label, value }) => (
            <div key={label} className={styles.valueRow}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={styles.valueRow}>
            <dt>{t(UI.speaker)}</dt>
            <dd data-tone={tone === null ? '' : Math.round(tone)}>
              {tone === null ? t(UI.speakerSilent) : t(UI.speakerTone, { hz: Math.round(tone) })}
            </dd>
          </div>
        </dl>
      )}
      <p className={styles.visuallyHidden} aria-live="polite">
        {summary}
      </p>
    </section>
  );
}
