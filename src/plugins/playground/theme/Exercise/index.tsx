// One exercise of a guide page, framed by the remark plugin: its heading, goal, starter, hints
// and solution, under a line with its level and, once solved in this browser, a tick. The
// line keeps its height either way, so the tick appears after hydration without a shift.
// Solved in another version only, the line says so beside the stars, without the tick: the
// library differs between versions, so the check has to pass here (`client/exerciseProgress.ts`).
import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { ExerciseLevel } from '../../../../../guide/exercises.ts';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import { standingOf, versionList } from '../../client/exerciseProgress.ts';
import type { VersionRef } from '../../shared/exercises.ts';
import Stars from './Stars';
import { useSolved } from './useSolved';
import styles from './styles.module.css';

export interface ExerciseProps {
  id: string;
  level: ExerciseLevel;
  /** The guide version, part of the key the reader's progress is kept under. */
  version: string;
  /** The other versions with an exercise of this id, from the build. */
  others?: VersionRef[];
  children: ReactNode;
}

export default function Exercise({
  id,
  level,
  version,
  others,
  children,
}: ExerciseProps): ReactNode {
  const standing = standingOf(useSolved(), version, { id, others });
  const done = standing.kind === 'solved';
  return (
    <section
      className={styles.exercise}
      data-exercise={id}
      data-done={done}
      data-standing={standing.kind}
    >
      <div className={styles.line}>
        <span className={styles.kind}>{translate(E.exercise)}</span>
        <Stars level={level} />
        {standing.kind === 'solvedElsewhere' && (
          <span className="text--italic" data-solved-elsewhere="">
            {translate(E.solvedElsewhere, { versions: versionList(standing.versions) })}
          </span>
        )}
        <span className={styles.done} data-visible={done} aria-hidden={!done}>
          ✓ {translate(E.done)}
        </span>
      </div>
      {children}
      <p className={styles.solutionHidden}>{translate(E.solutionHidden)}</p>
    </section>
  );
}
