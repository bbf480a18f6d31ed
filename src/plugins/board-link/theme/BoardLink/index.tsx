// "Echter micro:bit" in every player: send the editor's code with the version's library to a
// micro:bit over USB, stop it there, and show what it prints. The link's code and the connection
// library load with the first click (client/pageSession.ts); without WebUSB the panel offers
// both files for the official editor instead.
import { useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';

import { explainFailure } from '../../../playground/client/errors.ts';
import type { Message, Translate } from '../../../playground/client/messages.ts';
import ConsoleView from '../../../playground/theme/Player/ConsoleView.tsx';
import ErrorBox from '../../../playground/theme/Player/ErrorBox.tsx';
import PlotView from '../../../playground/theme/Player/PlotView.tsx';
import { downloadText } from '../../../playground/theme/Player/browser.ts';
import type { LinkError } from '../../client/linkError.ts';
import { LINK_MESSAGES as L } from '../../client/messages.ts';
import type { LinkSnapshot } from '../../client/session.ts';
import styles from './styles.module.css';

type Loaded = typeof import('../../client/pageSession.ts');

const OFFICIAL_EDITOR = 'https://python.microbit.org/v/3';

/** The link's chunk, loaded once per page on the first click. */
let loading: Promise<Loaded> | null = null;
/** Once loaded: a player opened again shows the session's state (a transfer that went on). */
let loaded: Loaded | null = null;
function loadLink(): Promise<Loaded> {
  loading ??= import(/* webpackChunkName: "board-link" */ '../../client/pageSession.ts').then(
    (link) => (loaded = link),
  );
  // A failed load may succeed on the next click (the connection came back).
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

const NOTHING = () => () => {};
const NO_SNAPSHOT = (): LinkSnapshot | null => null;

export interface BoardLinkProps {
  /** The player's example id: the board's status and output show in the player that sent it. */
  owner: string;
  code: string;
  /** The version's maqueen.py as the player runs it, and where its file is served. */
  library: string;
  libraryUrl: string;
  /** The line of the board's last Python error (null: none), to mark it in the editor. */
  onErrorLine: (line: number | null) => void;
  onShowLine: (line: number) => void;
  t: Translate;
}

export default function BoardLink(props: BoardLinkProps): ReactNode {
  const { owner, t } = props;
  const headingId = useId();
  // The player renders in the browser only (it loads on a click), so `navigator` is there.
  const [usb] = useState(() => 'usb' in navigator);
  const [link, setLink] = useState<Loaded | null>(loaded);
  const [notice, setNotice] = useState<Message | null>(null);
  const session = link?.pageSession() ?? null;
  const snapshot = useSyncExternalStore(
    session?.subscribe ?? NOTHING,
    session?.getSnapshot ?? NO_SNAPSHOT,
    NO_SNAPSHOT,
  );
  const mine = snapshot?.owner === owner ? snapshot : null;
  const failure = mine?.failure ?? null;
  const error = failure && explainFailure(failure, t, props.code, props.library);
  const errorLine = error?.line ?? null;
  const { onErrorLine } = props;
  useEffect(() => onErrorLine(errorLine), [onErrorLine, errorLine]);

  /** Loads the link (once), then runs `work` on the page's session. */
  const withSession = async (work: (loaded: Loaded) => Promise<void>) => {
    setNotice(null);
    let chunk: Loaded;
    try {
      chunk = await loadLink();
    } catch {
      setNotice(L.loadFailed);
      return;
    }
    setLink(chunk);
    if (chunk.pageSession().busy) {
      setNotice(L.busy);
      return;
    }
    await work(chunk);
  };

  const transfer = () =>
    withSession((chunk) =>
      chunk.pageSession().transfer(owner, chunk.transferJob(props.code, props.library)),
    );
  // For a board without MicroPython: the firmware with the library and the code in one flash.
  const flash = () =>
    withSession((chunk) =>
      chunk.pageSession().flash(owner, chunk.transferJob(props.code, props.library)),
    );
  const transferButton = useRef<HTMLButtonElement>(null);
  const stop = () => {
    // Stopp disappears with the running program: the focus goes back to the transfer button.
    transferButton.current?.focus();
    return withSession((chunk) => chunk.pageSession().stop(owner));
  };

  if (!usb || snapshot?.phase === 'unavailable') {
    return (
      <section className={styles.panel} aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.heading}>
          {t(L.heading)}
        </h3>
        <p>{t(L.noUsb)}</p>
        <div className={styles.actions}>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => downloadText('main.py', props.code)}
          >
            {t(L.downloadMain)}
          </button>
          <a
            className="button button--sm button--secondary"
            href={props.libraryUrl}
            download="maqueen.py"
          >
            {t(L.downloadLibrary)}
          </a>
        </div>
        <ol className={styles.steps}>
          <li>{t(L.editorStep1)}</li>
          <li>
            {t(L.editorStep2)} <a href={OFFICIAL_EDITOR}>{t(L.openEditor)}</a>
          </li>
          <li>{t(L.editorStep3)}</li>
        </ol>
        <p>{t(L.tablet)}</p>
      </section>
    );
  }

  const busy = snapshot?.phase === 'busy';
  const status = mine?.status ? t(mine.status.message, mine.status.values) : '';
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {t(L.heading)}
      </h3>
      <div className={styles.actions}>
        {/* aria-disabled, not disabled: a disabled button would drop the keyboard's focus. */}
        <button
          ref={transferButton}
          type="button"
          className="button button--sm button--primary"
          aria-disabled={busy}
          onClick={() => {
            if (!busy) void transfer();
          }}
        >
          {t(L.transfer)}
        </button>
        {mine?.phase === 'running' && (
          <button
            type="button"
            className="button button--sm button--danger"
            onClick={() => void stop()}
          >
            {t(L.stop)}
          </button>
        )}
      </div>
      <p role="status" className={styles.status} data-link-phase={mine?.phase ?? 'idle'}>
        {notice ? t(notice) : status}
      </p>
      {mine && mine.progress !== null && (
        <progress
          className={styles.progress}
          max={1}
          value={mine.progress}
          aria-label={t(L.flashProgress)}
        />
      )}
      {mine?.phase === 'running' && mine.libraryOnBoard && (
        <p className={styles.note}>{t(L.onBoard, { version: mine.libraryOnBoard })}</p>
      )}
      {mine?.error && link && (
        <LinkFailure
          error={mine.error}
          text={link.failureText}
          onFlash={() => {
            if (!busy) void flash();
          }}
          t={t}
        />
      )}
      {error && failure && (
        <ErrorBox error={error} traceback={failure.traceback} onShowLine={props.onShowLine} t={t} />
      )}
      {mine &&
        (mine.phase === 'running' || (mine.phase !== 'busy' && mine.console.lines.length > 0)) && (
          <ConsoleView
            content={mine.console}
            prompt={null}
            onLine={() => {}}
            heading={t(L.console)}
            t={t}
          />
        )}
      {mine?.phase === 'running' && <p className={styles.note}>{t(L.consoleNote)}</p>}
      {mine && mine.plot.points.length > 0 && <PlotView plot={mine.plot} t={t} />}
    </section>
  );
}

function LinkFailure({
  error,
  text,
  onFlash,
  t,
}: {
  error: LinkError;
  text: Loaded['failureText'];
  onFlash: () => void;
  t: Translate;
}): ReactNode {
  return (
    <>
      <p role="alert" className={styles.failure}>
        {text(error, t)}
      </p>
      {(error.code === 'notMicroPython' || error.code === 'oldMicroPython') && (
        <div className={styles.actions}>
          <button type="button" className="button button--sm button--primary" onClick={onFlash}>
            {t(L.flash)}
          </button>
        </div>
      )}
    </>
  );
}
