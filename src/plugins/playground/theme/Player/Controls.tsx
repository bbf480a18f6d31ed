import { useId, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';

import { CHECK_MESSAGES as CHECK } from '../../client/checkController.ts';
import type { Translate } from '../../client/messages.ts';
import type { Controls as Enabled, RunStatus } from '../../client/runController.ts';
import { SHARE_MESSAGES as SHARE } from '../../client/shareMessages.ts';
import { SPEEDS, speedLabel } from '../../client/speed.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { useMediaQuery } from '../useMediaQuery.ts';
import styles from './styles.module.css';

/**
 * Fingers and narrow screens (a laptop at 1024 px too): the tools go into a menu where each has
 * its words, so the toolbar keeps to two rows and no tool is a bare icon.
 */
const COMPACT = '(pointer: coarse), (max-width: 1200px)';

interface Props {
  /** Start and Stopp, for the player's focus rules. */
  startButton: RefObject<HTMLButtonElement | null>;
  stopButton: RefObject<HTMLButtonElement | null>;
  /** Copies the editor's code (the block's copy button is hidden with the block). */
  onCopy: () => void;
  copied: boolean;
  /** Enters or leaves fullscreen; null where the browser has none (the button is left out). */
  onFullscreen: (() => void) | null;
  fullscreen: boolean;
  onClose: () => void;
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
  onStepLine: () => void;
  onSpeed: (speed: number) => void;
  /** Whether the board's speaker is heard in the page; off until the reader turns it on. */
  sound: boolean;
  onSound: (on: boolean) => void;
  onReset: () => void;
  onDownload: () => void;
  /** Shows or hides the link and QR code of the program. */
  onShare: () => void;
  sharing: boolean;
  t: Translate;
}

export default function Controls({ startButton, stopButton, ...props }: Props): ReactNode {
  const { status, enabled, t } = props;
  const speedId = useId();
  const paused = status === 'paused';
  const compact = useMediaQuery(COMPACT);
  const tools = (
    <>
      <ToolButton icon="reset" label={t(UI.reset)} onClick={props.onReset} />
      <ToolButton icon="download" label={t(UI.download)} onClick={props.onDownload} />
      <ToolButton
        icon="share"
        label={t(SHARE.share)}
        pressed={props.sharing}
        onClick={props.onShare}
      />
      <ToolButton
        icon="copy"
        label={t(props.copied ? UI.copied : UI.copy)}
        onClick={props.onCopy}
      />
      {props.onFullscreen && (
        <ToolButton
          icon="fullscreen"
          label={t(UI.fullscreen)}
          pressed={props.fullscreen}
          onClick={props.onFullscreen}
        />
      )}
    </>
  );
  const close = <ToolButton icon="close" label={t(UI.close)} onClick={props.onClose} />;
  return (
    <div role="toolbar" aria-label={t(UI.controls)} className={styles.controls}>
      <div className={`${styles.group} ${styles.flowing}`}>
        <button
          ref={startButton}
          type="button"
          className="button button--sm button--primary"
          disabled={!enabled.start}
          onClick={props.onStart}
        >
          ▶ {t(UI.start)}
        </button>
        <button
          ref={stopButton}
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
        <ToolButton
          icon="step"
          label={t(UI.step)}
          words={t(UI.stepShort)}
          disabled={!enabled.step}
          onClick={props.onStep}
        />
        <ToolButton
          icon="stepLine"
          label={t(UI.stepLine)}
          words={t(UI.stepLineShort)}
          disabled={!enabled.step}
          onClick={props.onStepLine}
        />
      </div>
      <div className={`${styles.group} ${styles.flowing}`}>
        <label htmlFor={speedId} className={styles.speedLabel}>
          {t(UI.speed)}
        </label>
        <select
          id={speedId}
          className={styles.select}
          title={t(UI.speed)}
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
          {t(UI.sound)}
          {/* The state shows in words too; its name stays "Ton" (aria-pressed tells the state). */}
          <span aria-hidden="true">{` ${t(props.sound ? UI.soundOn : UI.soundOff)}`}</span>
        </button>
      </div>
      <div className={`${styles.group} ${styles.flowing}`}>
        {compact ? (
          <ToolsMenu label={t(UI.more)}>
            {tools}
            {close}
          </ToolsMenu>
        ) : (
          <>
            {tools}
            {close}
          </>
        )}
      </div>
    </div>
  );
}

/** The open menu under its button (inline: it is the only one, and the player loads on demand). */
const TOOLS_LIST: CSSProperties = {
  position: 'absolute',
  zIndex: 3,
  insetInlineEnd: 0,
  top: 'calc(100% + 4px)',
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  minWidth: '14rem',
  padding: 8,
  background: 'var(--ifm-background-surface-color)',
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
  boxShadow: 'var(--ifm-global-shadow-md)',
};

/** The tools in a disclosure: its words on the button, each tool with its words inside. */
function ToolsMenu({ label, children }: { label: string; children: ReactNode }): ReactNode {
  const menu = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (menu.current) menu.current.open = false;
  };
  return (
    <details
      ref={menu}
      className={styles.toolsMenu}
      // A tool done, or the focus gone elsewhere: the menu closes, as menus do.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('button')) close();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) close();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !menu.current?.open) return;
        close();
        menu.current.querySelector('summary')?.focus();
      }}
    >
      <summary className="button button--sm button--secondary">⋯ {label}</summary>
      <div style={TOOLS_LIST}>{children}</div>
    </details>
  );
}

/** Outlines of the tool icons on a 16 × 16 grid (our own, drawn with lines only). */
const ICONS = {
  reset: 'M3 8a5 5 0 1 0 1.5-3.5M3 2v3h3',
  download: 'M8 2v8M4.5 6.5 8 10l3.5-3.5M3 13h10',
  copy: 'M5 5h8v8H5zM3 11V3h8',
  share:
    'M12 2.5a1.5 1.5 0 1 0 0 .1M4 6.5a1.5 1.5 0 1 0 0 .1M12 10.5a1.5 1.5 0 1 0 0 .1M5.3 7.3l5.4-3M5.3 8.7l5.4 3',
  fullscreen: 'M2 6V2h4M10 2h4v4M14 10v4h-4M6 14H2v-4',
  close: 'M3.5 3.5l9 9M12.5 3.5l-9 9',
  step: 'M3 3l7 5-7 5zM13 3v10',
  stepLine: 'M2 3l6 5-6 5zM10 4h4M10 8h4M10 12h4',
} as const;

/** A secondary action: its icon and its words (`words`, shorter, where space is scarce). */
function ToolButton(props: {
  icon: keyof typeof ICONS;
  label: string;
  words?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
}): ReactNode {
  return (
    <button
      type="button"
      className={`button button--sm button--secondary ${styles.tool}`}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      title={props.label}
      aria-label={props.words === undefined ? undefined : props.label}
      onClick={props.onClick}
    >
      <svg
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        className={styles.toolIcon}
      >
        <path d={ICONS[props.icon]} />
      </svg>
      <span>{props.words ?? props.label}</span>
    </button>
  );
}
