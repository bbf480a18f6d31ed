// Backing up and moving one's work: every saved edit and every solved exercise of every version
// as one file, read back on another computer (client/backup.ts), and the browser asked to keep
// this site's storage. Nothing leaves the browser but the file the reader downloads.
import { translate } from '@docusaurus/Translate';
import { useRef, useState, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';

import {
  backupFileName,
  makeBackup,
  MAX_BACKUP_BYTES,
  mergeBackup,
  readBackup,
  type ReadBackup,
} from '../../client/backup.ts';
import { BACKUP_MESSAGES as B } from '../../client/backupMessages.ts';
import type { Message } from '../../client/messages.ts';
import { browserProgress } from '../../client/progress.ts';
import { browserStore, type ListableStore } from '../../client/storage.ts';
import { downloadText } from '../Player/browser.ts';

const PROBLEMS: Record<Extract<ReadBackup, { ok: false }>['problem'], Message> = {
  'too-big': B.tooBig,
  'not-json': B.notOurs,
  'not-ours': B.notOurs,
  newer: B.newer,
  damaged: B.damaged,
};

/** The page's localStorage as a listable store, or null where it is blocked. */
const listableStore = (): ListableStore | null => {
  const store = browserStore();
  return store && 'key' in store ? (store as ListableStore) : null;
};

const BOX: CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem' };

export default function BackupPanel(): ReactNode {
  const [report, setReport] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);

  const save = () => {
    const store = listableStore();
    if (!store) return setReport(translate(B.storageOff));
    const backup = makeBackup(store, browserProgress().getSnapshot(), new Date());
    const file = backupFileName(backup);
    downloadText(file, `${JSON.stringify(backup, null, 1)}\n`, 'application/json;charset=utf-8');
    setReport(translate(B.saved, { file, edits: backup.edits.length, solved: backup.done.length }));
  };

  const load = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const store = listableStore();
    if (!store) return setReport(translate(B.storageOff));
    // The size first: a huge file is not read into memory at all.
    if (file.size > MAX_BACKUP_BYTES) return setReport(translate(B.tooBig, { file: file.name }));
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setReport(translate(B.unreadable, { file: file.name }));
    }
    const read = readBackup(text);
    if (!read.ok) return setReport(translate(PROBLEMS[read.problem], { file: file.name }));
    const progress = browserProgress();
    const merged = mergeBackup(store, read.backup, progress.getSnapshot(), (key) =>
      progress.markDone(key),
    );
    // Blocks that show "geändert" read storage on this event.
    window.dispatchEvent(new StorageEvent('storage'));
    setReport(translate(B.merged, { file: file.name, ...merged }));
  };

  const keep = async () => {
    const storage = navigator.storage as StorageManager | undefined;
    if (typeof storage?.persist !== 'function') return setReport(translate(B.keepMissing));
    const kept = await storage.persist().catch(() => false);
    setReport(translate(kept ? B.kept : B.keepRefused));
  };

  return (
    // Styled inline: this panel loads on demand, and its looks need not be in every page's CSS.
    <div className="margin-vert--md padding--md" style={BOX} data-backup="">
      <p>{translate(B.intro)}</p>
      <div style={ROW}>
        <button type="button" className="button button--primary" onClick={save}>
          {translate(B.save)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => fileInput.current?.click()}
        >
          {translate(B.load)}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json"
          hidden
          onChange={(event) => void load(event)}
        />
        <button type="button" className="button button--secondary" onClick={() => void keep()}>
          {translate(B.keep)}
        </button>
      </div>
      {report && (
        <p role="status" className="margin-top--md margin-bottom--none">
          {report}
        </p>
      )}
    </div>
  );
}
