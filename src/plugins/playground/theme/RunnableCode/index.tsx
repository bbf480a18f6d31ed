// A runnable Python block of the guide: the block as it was, plus "▶ Im Simulator
// ausprobieren". The player and everything it needs load on that first click only.
import React, {
  lazy,
  Suspense,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { translate } from '@docusaurus/Translate';
import { RUNNABLE_MESSAGES as R } from '../../client/runnableMessages.ts';
import { blockOf, shareRequestOf, type ShareRequest } from '../../client/shareParams.ts';
import { browserStore, hasSavedEdit, onStorageChange } from '../../client/storage.ts';
import { codeOfBlock, titleOfBlock } from './code-of-block';
import styles from './styles.module.css';

const Playground = lazy(() => import('./Playground'));

export interface RunnableCodeProps {
  children: ReactNode;
  exampleId: string;
  world: string;
  budgetS: number;
  motorNoise: boolean;
  compassCalibrated: boolean;
  /** The version's maqueen.py, served as a file (the same one the download link offers). */
  libraryUrl: string;
  /** The exercise this block starts or solves: its player offers "Prüfen". */
  exercise?: string;
  /** The exercise's check as its fence meta names it. */
  check?: { name: string; params: Record<string, string> };
  /** The starter's `budget=`, when written: simulated seconds for every variant. */
  checkBudgetS?: number;
  /** The exercise's solution (its box can be hidden by a teacher, client/solutions.ts). */
  solution?: boolean;
}

export default function RunnableCode(props: RunnableCodeProps): ReactNode {
  const [open, setOpen] = useState(false);
  const originalCode = codeOfBlock(props.children);
  // Read again on every render (closing the player is one), so the mark follows the editor.
  const edited = useSyncExternalStore(
    onStorageChange,
    () => hasSavedEdit(browserStore(), props.exampleId, originalCode),
    () => false,
  );
  const opener = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // A shared link for this block opens its player with the program (the player asks before it
  // replaces saved code); the address loses the program, so a reload does not ask again.
  const [shared, setShared] = useState<ShareRequest | null>(null);
  useEffect(() => {
    const request = shareRequestOf(location.search);
    if (!request || request.block !== blockOf(props.exampleId)) return;
    // The address exists only in the browser, after hydration: opening here is the sync with it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setShared(request);
    setOpen(true);
    history.replaceState(history.state, '', location.pathname + location.hash);
    root.current?.scrollIntoView({ block: 'start' });
  }, [props.exampleId]);
  // Back from the player: the button that opened it gets the focus again.
  const reopen = useRef(false);
  useEffect(() => {
    if (!open && reopen.current) opener.current?.focus();
  }, [open]);
  return (
    <div ref={root} className={styles.runnable} data-solution={props.solution || undefined}>
      {/* One program on screen: while the player is open its editor takes the block's place. */}
      <div hidden={open}>{props.children}</div>
      {open ? (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              {translate(R.loading)}
            </p>
          }
        >
          <Playground
            {...props}
            originalCode={originalCode}
            title={titleOfBlock(props.children)}
            shared={shared}
            onClose={() => {
              reopen.current = true;
              setOpen(false);
            }}
          />
        </Suspense>
      ) : (
        <>
          {edited && (
            <p className={styles.edited} data-edited>
              ✎ {translate(R.edited)}
            </p>
          )}
          <button
            ref={opener}
            type="button"
            className={`button button--outline button--primary ${styles.open}`}
            onClick={() => setOpen(true)}
          >
            ▶ {translate(R.open)}
          </button>
        </>
      )}
    </div>
  );
}
