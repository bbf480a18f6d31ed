// A runnable Python block of the guide: the block as it was, plus "▶ Im Simulator
// ausprobieren". The player and everything it needs load on that first click only.
import React, { lazy, Suspense, useState, type ReactNode } from 'react';
import Translate from '@docusaurus/Translate';
import { codeOfBlock } from './code-of-block';
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
}

export default function RunnableCode(props: RunnableCodeProps): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.runnable}>
      {props.children}
      {open ? (
        <Suspense
          fallback={
            <p className={styles.loading} role="status">
              <Translate id="site.playground.loading">Der Simulator wird geladen …</Translate>
            </p>
          }
        >
          <Playground {...props} originalCode={codeOfBlock(props.children)} />
        </Suspense>
      ) : (
        <button
          type="button"
          className={`button button--sm button--outline button--primary ${styles.open}`}
          onClick={() => setOpen(true)}
        >
          <Translate id="site.playground.open">▶ Im Simulator ausprobieren</Translate>
        </button>
      )}
    </div>
  );
}
