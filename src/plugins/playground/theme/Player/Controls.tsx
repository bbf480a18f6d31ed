import { useId, type ReactNode } from 'react';

import { CHECK_MESSAGES as CHECK } from '../../client/checkController.ts';
import type { Translate } from '../../client/messages.ts';
import type { Controls as Enabled, RunStatus } from '../../client/runController.ts';
import { SPEEDS, speedLabel } from '../../client/speed.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import styles from './styles.module.css';

interface Props {
  status: RunStatus;
  enabled: Enabled;
  speed: number;
  onStart: () => void;
  onStop: () => void;
  /** Whether this player offers "Prüfen" (an exercise's block). */
  checkable: boolean;
  /** Runs the check; null while it cannot (a check under way). */
  onCheck: (() => void) | null;
  onPause: (paused: boolean) => void;
  onStep: () => void;
  onSpeed: (speed: number) => void;
  /** Whether the board's speaker is heard in the page; off until the reader turns it on. */
  sound: boolean;
  onSound: (on: boolean) => void;
  onReset: () => void;
  onDownload: () => void;
  t: Translate;
}

export default function Controls(props: Props): ReactNode {
  const { status, enabled, t } = props;
  const speedId = useId();
  const paused = status === 'paused';
  return (
    <div role="toolbar" aria-label={t(UI.controls)} className={styles.controls}>
      <div className={styles.group}>
        <button
          type="button"
          className="button button--sm button--primary"
          disabled={!enabled.start}
          onClick={props.onStart}
        >
          ▶ {t(UI.start)}
        </button>
        <button
          type="button"
          className="button button--sm button--danger"
          disabled={!enabled.stop}
          onClick={props.onStop}
        >
          ■ {t(UI.stop)}
        </button>
        {props.checkable && (
          <button
            type="button"
            className={`button button--sm button--success ${styles.checkButton}`}
            disabled={props.onCheck === null}
            onClick={props.onCheck ?? undefined}
          >
            ✓ {t(CHECK.button)}
          </button>
        )}
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!enabled.pause}
          aria-pressed={paused}
          onClick={() => props.onPause(!paused)}
        >
          {paused ? t(UI.resume) : t(UI.pause)}
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          disabled={!enabled.step}
          onClick={props.onStep}
        >
          {t(UI.step)}
        </button>
      </div>
      <div className={styles.group}>
        <label htmlFor={speedId} className={styles.speedLabel}>
          {t(UI.speed)}
        </label>
        <select
          id={speedId}
          className={styles.select}
          value={props.speed}
          onChange={(event) => props.onSpeed(Number(event.target.value))}
        >
          {SPEEDS.map((speed) => (
            <option key={speed} value={speed}>
              {speedLabel(speed)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button button--sm button--secondary"
          aria-pressed={props.sound}
          onClick={() => props.onSound(!props.sound)}
        >
          <span aria-hidden="true">{props.sound ? '🔊' : '🔇'}</span> {t(UI.sound)}
        </button>
      </div>
      <div className={styles.group}>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={props.onReset}
        >
          {t(UI.reset)}
        </button>
        <button
          type="button"
          className="button button--sm button--secondary"
          onClick={props.onDownload}
        >
          {t(UI.download)}
        </button>
      </div>
    </div>
  );
}
