// "Teilen": the program as a link and a QR code. Loaded when the reader asks for it, with the
// QR encoder, so the player itself stays as small as before.
import qrcode from 'qrcode-generator';
import React, { useEffect, useId, useState, type ReactNode } from 'react';

import type { Translate } from '../../client/messages.ts';
import { MAX_LINK_CHARS, MAX_QR_CHARS, packProgram, shareUrl } from '../../client/shareLink.ts';
import { SHARE_MESSAGES as S } from '../../client/shareMessages.ts';
import styles from './styles.module.css';

interface Props {
  code: string;
  /** The block's place on the page, and the exercise's setup (from 1), null for none. */
  block: number;
  setup: number | null;
  onClose: () => void;
  t: Translate;
}

type Link = { state: 'making' } | { state: 'ready'; url: string } | { state: 'failed' };

/** How long "Link kopiert" shows. */
const COPIED_MS = 2000;

export default function SharePanel({ code, block, setup, onClose, t }: Props): ReactNode {
  const [link, setLink] = useState<Link>({ state: 'making' });
  const [copied, setCopied] = useState(false);
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
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

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
            onClick={() => void navigator.clipboard.writeText(link.url).then(() => setCopied(true))}
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
  const qr = qrcode(0, 'L');
  qr.addData(text);
  qr.make();
  const size = qr.getModuleCount();
  let path = '';
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      if (qr.isDark(row, column)) path += `M${column} ${row}h1v1h-1z`;
    }
  }
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
