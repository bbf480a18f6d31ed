// "Abgaben prüfen": a teacher picks or drops the class's hand-in files; each is read safely
// (client/handIn.ts: a German sentence per file that is not a hand-in of this version), and
// every handed-in program runs again through the exercise's check, two at a time, each in its
// own worker, the table filling as results arrive. A click on a cell shows the code, the
// verdict and a link that opens the exercise with that program in the failing setup. The table
// goes out as CSV. Nothing leaves the browser.
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type DragEvent,
  type ReactNode,
} from 'react';

import { planCheck } from '../../../../../simulator/checks/plan.ts';
import { CheckController } from '../../client/checkController.ts';
import {
  cellOf,
  classCsv,
  RecheckQueue,
  type Cell,
  type RecheckItem,
} from '../../client/classCheck.ts';
import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import { MAX_HAND_IN_BYTES, readHandIn, type HandIn } from '../../client/handIn.ts';
import { HAND_IN_PARAM, readHandInLink, type ReadHandInLink } from '../../client/handInLink.ts';
import type { Message } from '../../client/messages.ts';
import { packProgram, shareUrl } from '../../client/shareLink.ts';
import { blockOf } from '../../client/shareParams.ts';
import { WorkerEngine } from '../../client/worker-engine.ts';
import type { ExercisePage } from '../../shared/exercises.ts';
import { downloadText } from '../Player/browser.ts';

/** Two checks at a time: the machines schools have rarely have more cores to spare. */
const PARALLEL = 2;

type Read = ReadHandInLink | { ok: false; problem: 'unreadable' };

const PROBLEMS: Record<Extract<Read, { ok: false }>['problem'], Message> = {
  unreadable: C.unreadable,
  'no-link': C.noLink,
  'damaged-link': C.damagedLink,
  empty: C.empty,
  'too-big': C.tooBig,
  'not-json': C.notOurs,
  'not-ours': C.notOurs,
  newer: C.newer,
  'other-version': C.otherVersion,
  damaged: C.damaged,
};

const BOX: CSSProperties = {
  border: '1px solid var(--ifm-color-emphasis-300)',
  borderRadius: 'var(--ifm-global-radius)',
};
const DROPPING: CSSProperties = {
  ...BOX,
  borderStyle: 'dashed',
  borderColor: 'var(--ifm-color-primary)',
};
const TEXTAREA: CSSProperties = {
  width: '100%',
  padding: '0.4rem 0.6rem',
  fontSize: '0.9rem',
  border: '1px solid var(--ifm-color-emphasis-500)',
  borderRadius: 'var(--ifm-global-radius)',
  background: 'var(--ifm-background-color)',
  color: 'var(--ifm-font-color-base)',
};
const CELL_BUTTON: CSSProperties = {
  background: 'none',
  border: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'underline dotted',
};

interface Pupil {
  key: string;
  file: string;
  handIn: HandIn;
}

/** A file or a pasted link: its name in messages, and how it reads. */
interface Source {
  name: string;
  read: () => Promise<Read>;
}

interface Column {
  id: string;
  title: string;
  route: string;
  exampleId: string;
  job: Omit<RecheckItem['job'], 'code' | 'library'>;
}

export interface ClassCheckPanelProps {
  pages: readonly ExercisePage[];
  version: string;
  versionLabel: string;
  libraryUrl: string;
}

const cellKey = (pupil: string, exercise: string) => `${pupil}\n${exercise}`;

/** The version's exercises as the table's columns, each with its check as Prüfen runs it. */
function columnsOf(pages: readonly ExercisePage[]): Column[] {
  return pages.flatMap((page) =>
    page.exercises.flatMap(({ id, title, work }) => {
      if (!work) return [];
      const timeLimitS = planCheck(work.check, work.checkBudgetS).plan?.timeLimitS;
      const job = { check: work.check, ...(timeLimitS === undefined ? {} : { timeLimitS }) };
      return [{ id, title, route: page.route, exampleId: work.exampleId, job }];
    }),
  );
}

/** A cell's words in the table and in the CSV (the CSV's failed cell adds the verdict). */
const CELL_TEXT: Record<Cell['state'], Message> = {
  passed: C.passed,
  failed: C.failed,
  crashed: C.crashed,
  waiting: C.waiting,
  missing: C.missing,
};
const CSV_TEXT: Record<Cell['state'], Message> = {
  passed: C.csvPassed,
  failed: C.csvFailed,
  crashed: C.csvCrashed,
  waiting: C.waiting,
  missing: C.csvMissing,
};

const cellText = (cell: Cell | undefined) => translate(CELL_TEXT[cell?.state ?? 'missing']);
const csvText = (cell: Cell | undefined) =>
  translate(CSV_TEXT[cell?.state ?? 'missing'], {
    message: cell?.state === 'failed' ? cell.message : '',
  });

export default function ClassCheckPanel({
  pages,
  version,
  versionLabel,
  libraryUrl,
}: ClassCheckPanelProps): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [columns] = useState(() => columnsOf(pages));
  const [pupils, setPupils] = useState<Pupil[]>([]);
  const [cells, setCells] = useState<ReadonlyMap<string, Cell>>(new Map());
  const [problems, setProblems] = useState<string[]>([]);
  const [progress, setProgress] = useState({ done: 0, total: 0 });
  const [shown, setShown] = useState<{ pupil: Pupil; column: Column; link: string | null } | null>(
    null,
  );
  const [dropping, setDropping] = useState(false);
  const [links, setLinks] = useState('');
  const linksId = useId();
  const library = useRef<Promise<string> | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const queues = useRef(new Set<RecheckQueue>());
  const counter = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const running = queues.current;
    return () => {
      for (const queue of running) queue.cancel();
    };
  }, []);

  const libraryText = () => {
    library.current ??= fetch(libraryUrl).then((response) =>
      response.ok ? response.text() : Promise.reject(new Error(String(response.status))),
    );
    return library.current;
  };

  const recheck = async (items: RecheckItem[]) => {
    const makeController = () =>
      new CheckController(
        // A check reads no live input: this reason is never shown.
        new WorkerEngine(null, { ok: false, reason: C.notLoaded }),
        (run, ms) => {
          const timer = window.setTimeout(run, ms);
          return () => window.clearTimeout(timer);
        },
        () => {},
      );
    const queue = new RecheckQueue(makeController, PARALLEL);
    queues.current.add(queue);
    await queue.run(items, (key, result) => {
      setCells((before) => {
        // The file's claim waited in the cell: shown beside the result, never instead of it.
        const waiting = before.get(key);
        const claim = waiting?.state === 'waiting' ? waiting.claim : 'open';
        return new Map(before).set(key, cellOf(result, claim, translate(C.crashed)));
      });
      setProgress((before) => ({ ...before, done: before.done + 1 }));
    });
    queues.current.delete(queue);
  };
  const known = new Set(columns.map((column) => column.id));

  const fromFile = (file: File): Source => ({
    name: file.name,
    read: async () => {
      // The size first: a huge file is not read into memory at all.
      if (file.size > MAX_HAND_IN_BYTES) return { ok: false, problem: 'too-big' };
      try {
        return readHandIn(await file.text(), version, known);
      } catch {
        return { ok: false, problem: 'unreadable' };
      }
    },
  });

  /** Each non-empty line a link, named by its place among them. */
  const fromLinks = (text: string): Source[] =>
    text
      .split('\n')
      .filter((line) => line.trim() !== '')
      .map((line, index) => ({
        name: translate(C.linkNumber, { index: index + 1 }),
        read: () => readHandInLink(line, version, known),
      }));

  const add = async (sources: readonly Source[]) => {
    const found: string[] = [];
    const added: Pupil[] = [];
    for (const source of sources) {
      const read = await source.read();
      if (!read.ok) {
        const versionLabel = 'versionLabel' in read ? read.versionLabel : undefined;
        const values = { file: source.name, version: versionLabel ?? '' };
        found.push(translate(PROBLEMS[read.problem], values));
        continue;
      }
      added.push({ key: String(counter.current++), file: source.name, handIn: read.handIn });
    }
    setProblems(found);
    if (added.length === 0) return;
    let code: string;
    try {
      code = await libraryText();
    } catch {
      setProblems([...found, translate(C.notLoaded)]);
      return;
    }
    const fresh = new Map<string, Cell>();
    const items: RecheckItem[] = [];
    for (const pupil of added) {
      for (const column of columns) {
        const key = cellKey(pupil.key, column.id);
        const handed = pupil.handIn.exercises.find((exercise) => exercise.id === column.id);
        if (!handed) {
          fresh.set(key, { state: 'missing' });
          continue;
        }
        fresh.set(key, { state: 'waiting', claim: handed.claim });
        items.push({ key, job: { ...column.job, code: handed.code, library: code } });
      }
    }
    setPupils((before) => [...before, ...added]);
    setCells((before) => new Map([...before, ...fresh]));
    setProgress((before) => ({ ...before, total: before.total + items.length }));
    chain.current = chain.current.then(() => recheck(items));
  };

  // A hand-in link opened on this page: its hand-in goes into the table at once. Read once, from
  // the address the page was opened with; the results arrive after the reading's awaits.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has(HAND_IN_PARAM)) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void add(fromLinks(window.location.href));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const pick = () => fileInput.current?.click();
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDropping(false);
    void add([...event.dataTransfer.files].map(fromFile));
  };

  const names = new Map<string, number>();
  for (const pupil of pupils) names.set(pupil.handIn.name, (names.get(pupil.handIn.name) ?? 0) + 1);
  const labelOf = (pupil: Pupil) =>
    (names.get(pupil.handIn.name) ?? 0) > 1
      ? translate(C.sameName, { name: pupil.handIn.name, file: pupil.file })
      : pupil.handIn.name;

  const show = async (pupil: Pupil, column: Column) => {
    const cell = cells.get(cellKey(pupil.key, column.id));
    const handed = pupil.handIn.exercises.find((exercise) => exercise.id === column.id);
    if (!handed) return;
    setShown({ pupil, column, link: null });
    const setup = cell?.state === 'failed' ? cell.setup + 1 : null;
    const pathname = `${siteConfig.baseUrl.replace(/\/$/, '')}${column.route}`;
    const link = shareUrl(
      { origin: window.location.origin, pathname },
      blockOf(column.exampleId),
      await packProgram(handed.code),
      setup,
      // A failed exercise opens playing the setup that failed, as "Aufbau N ansehen" does.
      setup !== null,
    );
    setShown({ pupil, column, link });
  };

  const saveCsv = () => {
    const header = [translate(C.pupil), ...columns.map((column) => column.title)];
    const rows = pupils.map((pupil) => [
      labelOf(pupil),
      ...columns.map((column) => csvText(cells.get(cellKey(pupil.key, column.id)))),
    ]);
    downloadText(
      `abgaben-${versionLabel.toLowerCase()}.csv`,
      classCsv(header, rows),
      'text/csv;charset=utf-8',
    );
  };

  const shownCell = shown ? cells.get(cellKey(shown.pupil.key, shown.column.id)) : undefined;
  const shownCode = shown?.pupil.handIn.exercises.find((e) => e.id === shown.column.id)?.code;
  const checking = progress.done < progress.total;

  return (
    <section
      className="margin-vert--md padding--md"
      style={dropping ? DROPPING : BOX}
      data-class-check=""
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={drop}
    >
      <h3>{translate(C.classHeading)}</h3>
      <p>{translate(C.classIntro)}</p>
      <button type="button" className="button button--primary" onClick={pick}>
        {translate(C.choose)}
      </button>
      <input
        ref={fileInput}
        type="file"
        accept=".json,application/json"
        multiple
        hidden
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void add(files.map(fromFile));
        }}
      />
      <div className="margin-top--md" style={{ display: 'grid', gap: '0.25rem' }}>
        <label htmlFor={linksId}>{translate(C.pasteLinks)}</label>
        <textarea
          id={linksId}
          rows={3}
          value={links}
          onChange={(event) => setLinks(event.target.value)}
          style={TEXTAREA}
          data-class-links=""
        />
        <div>
          <button
            type="button"
            className="button button--secondary"
            disabled={links.trim() === ''}
            onClick={() => {
              void add(fromLinks(links));
              setLinks('');
            }}
          >
            {translate(C.checkLinks)}
          </button>
        </div>
      </div>
      {problems.length > 0 && (
        <ul role="alert" className="margin-top--md" data-class-problems="">
          {problems.map((problem, index) => (
            <li key={index}>{problem}</li>
          ))}
        </ul>
      )}
      {progress.total > 0 && (
        <p role="status" className="margin-top--md">
          {checking
            ? translate(C.progress, progress)
            : translate(C.allChecked, { total: progress.total })}{' '}
          <progress
            max={progress.total}
            value={progress.done}
            aria-label={translate(C.progress, progress)}
          />
        </p>
      )}
      {pupils.length > 0 && (
        <>
          <div style={{ overflowX: 'auto' }}>
            <table aria-label={translate(C.table)} data-class-table="">
              <thead>
                <tr>
                  <th scope="col">{translate(C.pupil)}</th>
                  {columns.map((column) => (
                    <th key={column.id} scope="col">
                      {column.title}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {pupils.map((pupil) => (
                  <tr key={pupil.key}>
                    <th scope="row">{labelOf(pupil)}</th>
                    {columns.map((column) => {
                      const cell = cells.get(cellKey(pupil.key, column.id));
                      const text = cellText(cell);
                      return (
                        <td key={column.id} data-cell={cell?.state ?? 'missing'}>
                          {cell && cell.state !== 'missing' ? (
                            <button
                              type="button"
                              style={CELL_BUTTON}
                              onClick={() => void show(pupil, column)}
                            >
                              {text}
                            </button>
                          ) : (
                            text
                          )}
                          {cell?.state === 'failed' && cell.claim === 'passed' && (
                            <div className="text--italic">{translate(C.claimedPassed)}</div>
                          )}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <button type="button" className="button button--secondary" onClick={saveCsv}>
            {translate(C.csv)}
          </button>
        </>
      )}
      {shown && shownCode !== undefined && (
        <div className="margin-top--md" data-class-shown="">
          <h4>
            {translate(C.showCode, { name: labelOf(shown.pupil), exercise: shown.column.title })}
          </h4>
          {shownCell?.state === 'failed' && <p>{shownCell.message}</p>}
          <pre>
            <code>{shownCode}</code>
          </pre>
          {shown.link && (
            <a href={shown.link} target="_blank" rel="noopener">
              {translate(C.watch)}
            </a>
          )}{' '}
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={() => setShown(null)}
          >
            {translate(C.close)}
          </button>
        </div>
      )}
    </section>
  );
}
