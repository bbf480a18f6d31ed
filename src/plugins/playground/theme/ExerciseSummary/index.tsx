// The box under a page's H1 that lists its exercises: how many the reader has solved in this
// browser, and a link to each with its level and a tick once solved. Counts and ticks keep
// their place, so what the browser knows after hydration moves nothing.
import React, { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import type { ExerciseLevel } from '../../../../../guide/exercises.ts';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import { exerciseKey } from '../../client/progress.ts';
import Stars from '../Exercise/Stars';
import { useSolved } from '../Exercise/useSolved';
import styles from './styles.module.css';

export interface ExerciseSummaryProps {
  exercises: { id: string; level: ExerciseLevel; title: string; anchor: string }[];
  version: string;
}

export default function ExerciseSummary({ exercises, version }: ExerciseSummaryProps): ReactNode {
  const solved = useSolved();
  const titleId = useId();
  const done = exercises.filter(({ id }) => solved.has(exerciseKey(version, id)));
  return (
    <nav className={styles.summary} aria-labelledby={titleId} data-exercise-summary="">
      <p className={styles.title} id={titleId}>
        <strong>{translate(E.summary)}:</strong>{' '}
        <span className={styles.count}>
          {translate(E.count, { done: done.length, total: exercises.length })}
        </span>
      </p>
      <ul className={styles.list}>
        {exercises.map(({ id, level, title, anchor }) => {
          const solvedHere = done.some((exercise) => exercise.id === id);
          return (
            <li key={id} className={styles.item} data-exercise-link={id}>
              <Stars level={level} />
              <Link to={`#${anchor}`}>{title}</Link>
              <span className={styles.tick} data-visible={solvedHere} aria-hidden={!solvedHere}>
                ✓ {translate(E.done)}
              </span>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
