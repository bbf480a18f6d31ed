// "Teilen": the program as a link and a QR code. Loaded when the reader asks for it, with the
// QR encoder, so the player itself stays as small as before.
import qrcode from 'qrcode-generator';
import React, { useEffect, useId, useMemo, useState, type ReactNode } from 'react';

import type { Translate } from '../../client/messages.ts';
import { MAX_LINK_CHARS, MAX_QR_CHARS, packProgram, shareUrl } from '../../client/shareLink.ts';
import { SHARE_MESSAGES as S } from '../../client/shareMessages.ts';
import styles from './styles.module.css';
import { useCopy } from './useCopy.ts';

interface Props {
  code: string;
  /** The block's place on the page, and the exercise's setup (from 1), null for none. */
  block: number;
  setup: number | null;
  onClose: () => void;
  t: Translate;
}

type Link = { state: 'making' } | { state: 'ready'; url: string } | { state: 'failed' };

export default function SharePanel({ code, block, setup, onClose, t }: Props): ReactNode {
  const [link, setLink] = useState<Link>({ state: 'making' });
  const { copied, copy } = useCopy();
  const fieldId = useId();
  useEffect(() => {
    let live = true;
    packProgram(code).then(
      (packed) =>
        live && setLink({ state: 'ready', url: shareUrl(location, block, packed, setup) }),
      () => live && setLink({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [code, block, setup]);

  let body: ReactNode;
  if (link.state === 'making') body = <p role="status">{t(S.making)}</p>;
  else if (link.state === 'failed') body = <p role="alert">{t(S.failed)}</p>;
  else if (link.url.length > MAX_LINK_CHARS) {
    body = <p role="alert">{t(S.tooLong, { chars: link.url.length, max: MAX_LINK_CHARS })}</p>;
  } else {
    const chars = link.url.length;
    body = (
      <>
        <label htmlFor={fieldId} className={styles.shareLabel}>
          {t(S.link)}
        </label>
        <div className={styles.shareRow}>
          <input
            id={fieldId}
            className={styles.shareField}
            readOnly
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button
            type="button"
            className="button button--sm button--primary"
            onClick={() => copy(link.url)}
          >
            {t(copied ? S.copied : S.copy)}
          </button>
        </div>
        <p className={styles.shareNote}>{t(S.size, { chars })}</p>
        {chars <= MAX_QR_CHARS ? (
          <QrCode text={link.url} label={t(S.qr)} />
        ) : (
          <p className={styles.shareNote}>{t(S.noQr, { chars, max: MAX_QR_CHARS })}</p>
        )}
      </>
    );
  }
  return (
    <section className={styles.share} aria-label={t(S.title)}>
      <p className={styles.shareTitle}>{t(S.title)}</p>
      <p className={styles.shareNote}>{t(S.intro)}</p>
      {body}
      <button type="button" className="button button--sm button--secondary" onClick={onClose}>
        {t(S.close)}
      </button>
    </section>
  );
}

/** Dark modules on white in both colour modes (cameras read dark on light), with a quiet zone. */
function QrCode({ text, label }: { text: string; label: string }): ReactNode {
  // Encoded once per link, not on every render of the panel ("Link kopiert" re-renders it).
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'L');
    qr.addData(text);
    qr.make();
    const modules = qr.getModuleCount();
    let dark = '';
    for (let row = 0; row < modules; row++) {
      for (let column = 0; column < modules; column++) {
        if (qr.isDark(row, column)) dark += `M${column} ${row}h1v1h-1z`;
      }
    }
    return { size: modules, path: dark };
  }, [text]);
  return (
    <svg
      className={styles.shareQr}
      viewBox={`-4 -4 ${size + 8} ${size + 8}`}
      role="img"
      aria-label={label}
      data-modules={size}
      shapeRendering="crispEdges"
    >
      <rect x={-4} y={-4} width={size + 8} height={size + 8} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
