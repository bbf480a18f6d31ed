// Storing a version for offline use: its size before, a progress bar while the service worker
// stores it, then what is stored, an update when a newer build is online, and deleting it.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';

import type { Message } from '../../client/messages.ts';
import { changeCopy, offlineSupported, onlineManifest, storedCopy } from '../../client/offline.ts';
import { OFFLINE_MESSAGES as O } from '../../client/offlineMessages.ts';
import type { OfflineManifest, OfflineProgress, StoredCopy } from '../../shared/offline.ts';

const BOX: CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' };

const FAILED: Record<Extract<OfflineProgress, { kind: 'failed' }>['reason'], Message> = {
  quota: O.quota,
  network: O.network,
  damaged: O.damaged,
};

/** "8,1 MB" */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toLocaleString('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;
}

type Progress = Extract<OfflineProgress, { kind: 'progress' }>;

export default function OfflinePanel({
  version,
  label,
}: {
  version: string;
  label: string;
}): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const supported = offlineSupported();
  const [copy, setCopy] = useState<StoredCopy | null>(null);
  const [online, setOnline] = useState<OfflineManifest | null>(null);
  const [looked, setLooked] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState('');

  // The copy online is asked for once the panel comes into view, not on every visit.
  const panel = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = panel.current;
    if (!element || seen) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    if (!supported || !seen) return;
    let live = true;
    void Promise.all([
      storedCopy(baseUrl, version).catch(() => null),
      onlineManifest(baseUrl, version),
    ]).then(([stored, manifest]) => {
      if (!live) return;
      setCopy(stored);
      setOnline(manifest);
      setLooked(true);
    });
    return () => {
      live = false;
    };
  }, [baseUrl, version, supported, seen]);

  if (!supported) {
    return <p role="status">{translate(O.unsupported)}</p>;
  }

  const change = async (offline: 'store' | 'delete') => {
    setBusy(true);
    setReport('');
    setProgress(null);
    try {
      const outcome = await changeCopy(baseUrl, { offline, version }, setProgress);
      if (outcome.kind === 'stored') setCopy(outcome.copy);
      else if (outcome.kind === 'deleted') {
        setCopy(null);
        setReport(translate(O.deleted));
      } else if (outcome.kind === 'failed') setReport(translate(FAILED[outcome.reason]));
    } catch {
      setReport(translate(O.failed));
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const outdated = copy !== null && online !== null && online.build !== copy.build;
  return (
    // Styled inline: this panel loads on demand, and its looks need not be in every page's CSS.
    <div
      ref={panel}
      className="margin-vert--md padding--md"
      style={BOX}
      data-offline={copy ? 'stored' : ''}
    >
      <p>{translate(O.intro)}</p>
      {copy && (
        <p>
          {translate(O.stored, {
            version: label,
            size: megabytes(copy.bytes),
            date: new Date(copy.storedAt).toLocaleDateString('de-DE'),
          })}
          {outdated && ` ${translate(O.update)}`}
        </p>
      )}
      {!copy && (
        // Holds its line while the size is asked for, so nothing below it moves.
        <p>
          {!looked
            ? translate(O.size, { size: '…' })
            : online
              ? translate(O.size, { size: megabytes(online.bytes) })
              : translate(O.sizeUnknown)}
        </p>
      )}
      <div style={ROW}>
        {(!copy || outdated) && (
          <button
            type="button"
            className="button button--primary"
            disabled={busy || !looked || online === null}
            onClick={() => void change('store')}
          >
            {translate(copy ? O.updateButton : O.store)}
          </button>
        )}
        {copy && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void change('delete')}
          >
            {translate(O.delete)}
          </button>
        )}
      </div>
      {progress && (
        <div className="margin-top--md">
          <progress
            value={progress.bytes}
            max={progress.totalBytes}
            style={{ width: '100%' }}
            aria-label={translate(O.store)}
          />
          <p role="status" className="margin-bottom--none">
            {translate(O.storing, {
              files: progress.files,
              totalFiles: progress.totalFiles,
              bytes: megabytes(progress.bytes),
              totalBytes: megabytes(progress.totalBytes),
            })}
          </p>
        </div>
      )}
      {report && (
        <p role="status" className="margin-top--md margin-bottom--none">
          {report}
        </p>
      )}
      <p className="margin-top--md margin-bottom--none">
        <small>{translate(O.shared)}</small>
      </p>
    </div>
  );
}
