// "Abgeben": the pupil's name (kept in this browser for the next time) and one button that
// downloads their code of every exercise of this version they worked on (client/handIn.ts).
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { useId, useState, type CSSProperties, type ReactNode } from 'react';

import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import { handInFileName, makeHandIn, MAX_NAME_CHARS, NAME_KEY } from '../../client/handIn.ts';
import { handInLink } from '../../client/handInLink.ts';
import { browserProgress } from '../../client/progress.ts';
import { browserStore } from '../../client/storage.ts';
import type { ExercisePage } from '../../shared/exercises.ts';
import { downloadText } from '../Player/browser.ts';

export interface HandInPanelProps {
  pages: readonly ExercisePage[];
  version: string;
  versionLabel: string;
  startRoute: string;
}

const BOX: CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
};
/** A text field as large as the buttons beside it, in the page's colours (light and dark). */
const INPUT: CSSProperties = {
  minHeight: '2.5rem',
  padding: '0.4rem 0.6rem',
  fontSize: '1rem',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-color)',
  color: 'var(--ifm-font-color-base)',
};
const ROW: CSSProperties = { display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'end' };

function storedName(): string {
  try {
    return browserStore()?.getItem(NAME_KEY)?.slice(0, MAX_NAME_CHARS) ?? '';
  } catch {
    return '';
  }
}

export default function HandInPanel({
  pages,
  version,
  versionLabel,
  startRoute,
}: HandInPanelProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [name, setName] = useState(storedName);
  const [report, setReport] = useState('');
  /** The last hand-in as a link; '' when it is too long for one. */
  const [link, setLink] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const nameId = useId();
  const linkId = useId();

  const changeName = (value: string) => {
    setName(value);
    try {
      browserStore()?.setItem(NAME_KEY, value);
    } catch {
      // Storage full or blocked: the name is typed again next time.
    }
  };

  const save = () => {
    if (name.trim() === '') return setReport(translate(C.needName));
    const store = browserStore();
    if (!store) return setReport(translate(C.storageOff));
    const exercises = pages.flatMap((page) => page.exercises);
    const done = browserProgress().getSnapshot();
    const handIn = makeHandIn(
      name,
      { name: version, label: versionLabel },
      exercises,
      store,
      done,
      new Date(),
    );
    if (handIn.exercises.length === 0) return setReport(translate(C.nothingToHandIn));
    const file = handInFileName(handIn);
    downloadText(file, `${JSON.stringify(handIn, null, 1)}\n`, 'application/json;charset=utf-8');
    const passed = handIn.exercises.filter((exercise) => exercise.claim === 'passed').length;
    setReport(translate(C.handedIn, { file, count: handIn.exercises.length, passed }));
    setCopied(false);
    const pathname = `${siteConfig.baseUrl.replace(/\/$/, '')}${startRoute}`;
    void handInLink(handIn, { origin: window.location.origin, pathname }).then(
      (made) => setLink(made ?? ''),
      () => setLink(''),
    );
  };

  const copy = () => {
    if (!link) return;
    void navigator.clipboard?.writeText(link).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  return (
    <section className="margin-vert--md padding--md" style={BOX} data-hand-in="">
      <h3>{translate(C.handInHeading)}</h3>
      <p>{translate(C.handInIntro)}</p>
      <div style={ROW}>
        <label htmlFor={nameId} style={{ display: 'grid', gap: '0.25rem' }}>
          {translate(C.name)}
          <input
            id={nameId}
            type="text"
            autoComplete="name"
            maxLength={MAX_NAME_CHARS}
            style={INPUT}
            value={name}
            onChange={(event) => changeName(event.target.value)}
          />
        </label>
        <button type="button" className="button button--primary" onClick={save}>
          {translate(C.saveHandIn)}
        </button>
      </div>
      {report && (
        <p role="status" className="margin-top--md margin-bottom--none">
          {report}
        </p>
      )}
      {link === '' && (
        <p className="margin-top--md margin-bottom--none">{translate(C.linkTooLong)}</p>
      )}
      {link && (
        <div className="margin-top--md" style={{ display: 'grid', gap: '0.25rem' }}>
          <label htmlFor={linkId}>{translate(C.link)}</label>
          <div style={ROW}>
            <input
              id={linkId}
              type="text"
              readOnly
              value={link}
              style={{ ...INPUT, flex: '1 1 12rem', minWidth: 0 }}
              onFocus={(event) => event.target.select()}
              data-hand-in-link=""
            />
            <button type="button" className="button button--secondary" onClick={copy}>
              {translate(C.copyLink)}
            </button>
          </div>
          {copied && <span role="status">{translate(C.linkCopied)}</span>}
        </div>
      )}
    </section>
  );
}
