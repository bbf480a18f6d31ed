import { useId, type ReactNode } from 'react';

import { formatNumber } from '../../../../../simulator/checks/params.ts';
import { formatSeconds, type Translate } from '../../client/messages.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

interface Props {
  /** The newest moment recorded (µs of simulated time). */
  endUs: number;
  /** The moment shown, or null: the newest (following the run while it goes on). */
  viewUs: number | null;
  /** The line of main.py at the moment shown (0: none). */
  line: number;
  /** When main.py ended (µs), once it has; the robot may roll on after it. */
  programEndUs: number | null;
  running: boolean;
  onView: (us: number | null) => void;
  t: Translate;
}

/** Simulated time per step of the slider (its arrow keys). */
const STEP_MS = 10;

/** The slider under the stage: any moment of the run, during it and after. */
export default function TimelineBar({
  endUs,
  viewUs,
  line,
  programEndUs,
  running,
  onView,
  t,
}: Props): ReactNode {
  const id = useId();
  const endMs = Math.max(STEP_MS, Math.ceil(endUs / 1000 / STEP_MS) * STEP_MS);
  const shownMs = viewUs === null ? endMs : Math.min(endMs, Math.round(viewUs / 1000));
  const seconds = (ms: number) => formatNumber(ms / 1000, 2);
  return (
    <div className={styles.timeline} data-timeline="">
      <label htmlFor={id} className={styles.timelineLabel}>
        {t(UI.timeline)}
      </label>
      <input
        id={id}
        type="range"
        className={styles.timelineRange}
        min={0}
        max={endMs}
        step={STEP_MS}
        value={shownMs}
        aria-valuetext={t(UI.timelineAt, { time: seconds(shownMs), end: seconds(endMs) })}
        onChange={(event) => onView(Number(event.target.value) * 1000)}
      />
      <span className={styles.timelineText} aria-live="off">
        {t(UI.timelineAt, { time: seconds(shownMs), end: seconds(endMs) })}
        {' · '}
        <span data-timeline-line={line}>
          {programEndUs !== null && shownMs * 1000 > programEndUs
            ? t(UI.timelineAfterEnd, { time: formatSeconds(programEndUs) })
            : line > 0
              ? t(UI.timelineLine, { line })
              : t(UI.timelineNoLine)}
        </span>
      </span>
      {viewUs !== null && (
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={() => onView(null)}
        >
          {running ? t(UI.timelineLive) : t(UI.timelineEnd)}
        </button>
      )}
    </div>
  );
}
