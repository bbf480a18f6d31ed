// One exercise of a guide page, framed by the remark plugin: its heading, goal, starter, hints
// and solution, under a line with its level and, once solved in this browser, a tick. The
// line keeps its height either way, so the tick appears after hydration without a shift.
import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { ExerciseLevel } from '../../../../../guide/exercises.ts';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import { exerciseKey } from '../../client/progress.ts';
import Stars from './Stars';
import { useSolved } from './useSolved';
import styles from './styles.module.css';

export interface ExerciseProps {
  id: string;
  level: ExerciseLevel;
  /** The guide version, part of the key the reader's progress is kept under. */
  version: string;
  children: ReactNode;
}

export default function Exercise({ id, level, version, children }: ExerciseProps): ReactNode {
  const done = useSolved().has(exerciseKey(version, id));
  return (
    <section className={styles.exercise} data-exercise={id} data-done={done}>
      <div className={styles.line}>
        <span className={styles.kind}>{translate(E.exercise)}</span>
        <Stars level={level} />
        <span className={styles.done} data-visible={done} aria-hidden={!done}>
          ✓ {translate(E.done)}
        </span>
      </div>
      {children}
      <p className={styles.solutionHidden}>{translate(E.solutionHidden)}</p>
    </section>
  );
}
