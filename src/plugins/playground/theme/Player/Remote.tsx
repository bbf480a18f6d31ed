// "Fernbedienung": a second micro:bit beside the robot, with a program of its own. It starts and
// stops with the robot's program; what either sends by radio reaches the other.
import type { ReactNode } from 'react';

import type { SimState } from '../../../../../simulator/core/state.ts';
import type { Translate } from '../../client/messages.ts';
import type { RunSnapshot } from '../../client/runController.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { holdHandlers } from '../holdHandlers.ts';
import CodeEditor from './CodeEditor.tsx';
import styles from './styles.module.css';

/** The remote's program at first: the classic remote control of the Maqueen. */
export const DEFAULT_REMOTE_CODE = `# Fernbedienung: sendet alle 0,1 s, was der Roboter tun soll
from microbit import *
import radio

radio.on()
radio.config(group=7)
while True:
    if button_a.is_pressed() and button_b.is_pressed():
        radio.send("vor")
        display.show(Image.ARROW_N)
    elif button_a.is_pressed():
        radio.send("links")
        display.show(Image.ARROW_W)
    elif button_b.is_pressed():
        radio.send("rechts")
        display.show(Image.ARROW_E)
    else:
        radio.send("stopp")
        display.show(Image.SQUARE_SMALL)
    sleep(100)
`;

type Keys = { a: boolean; b: boolean };

interface Props {
  open: boolean;
  onOpen: (open: boolean) => void;
  code: string;
  onCodeChange: (code: string) => void;
  run: RunSnapshot;
  onButtons: (keys: Keys) => void;
  onShake: () => void;
  /** Saves the remote's program as main.py, for the second real micro:bit. */
  onDownload: () => void;
  t: Translate;
}

const HOLDS: { keys: Keys; label: (t: Translate) => string }[] = [
  { keys: { a: true, b: false }, label: (t) => t(UI.remoteA) },
  { keys: { a: true, b: true }, label: (t) => t(UI.remoteAB) },
  { keys: { a: false, b: true }, label: (t) => t(UI.remoteB) },
];

export default function Remote(props: Props): ReactNode {
  const { t, run } = props;
  const failure = run.end?.kind === 'ended' ? run.end.error : null;
  return (
    <details
      className={styles.board}
      open={props.open}
      onToggle={(event) => props.onOpen(event.currentTarget.open)}
    >
      <summary className={styles.boardSummary}>{t(UI.remote)}</summary>
      <p className={styles.muted}>{t(UI.remoteNote)}</p>
      {props.open && (
        <>
          <div className={styles.remote}>
            <RemoteDisplay state={run.state} label={t(UI.remoteDisplay)} />
            <div className={styles.boardButtons}>
              {HOLDS.map(({ keys, label }) => (
                <button
                  key={label(t)}
                  type="button"
                  className="button button--sm button--secondary"
                  {...holdHandlers((down) => props.onButtons(down ? keys : { a: false, b: false }))}
                >
                  {label(t)}
                </button>
              ))}
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={props.onShake}
              >
                {t(UI.shake)}
              </button>
              <button
                type="button"
                className="button button--sm button--secondary"
                onClick={props.onDownload}
              >
                {t(UI.remoteDownload)}
              </button>
            </div>
          </div>
          {failure && (
            <p role="alert" className={styles.warning}>
              {t(UI.remoteFailed, { error: failure.summary, line: failure.line ?? '?' })}
            </p>
          )}
          <CodeEditor
            code={props.code}
            onChange={props.onCodeChange}
            runningLine={null}
            errorLine={failure?.line ?? null}
            label={t(UI.remoteEditor)}
            hint={t(UI.editorHint)}
          />
        </>
      )}
    </details>
  );
}

/** The remote's 5×5 LEDs as the reader sees them: red, brightness 0 … 9. */
function RemoteDisplay({ state, label }: { state: SimState | null; label: string }): ReactNode {
  const pixels = state?.display ?? new Array<number>(25).fill(0);
  return (
    <div role="img" aria-label={label} className={styles.remoteDisplay}>
      {pixels.map((level, index) => (
        <span
          // The 25 LEDs never move: their index is their identity.
          key={index}
          className={styles.remoteLed}
          data-on={level > 0 ? '' : undefined}
          style={{ opacity: level > 0 ? 0.25 + (0.75 * level) / 9 : 1 }}
        />
      ))}
    </div>
  );
}
