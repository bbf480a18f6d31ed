// The box under a page's H1 that lists its exercises: how many the reader has solved in this
// browser, and a link to each with its level and a tick once solved. Counts and ticks keep
// their place, so what the browser knows after hydration moves nothing. Exercises solved only in
// another version are named as such and counted apart: "0 von 3 geschafft (2 davon in Version
// 2.0.2 gelöst)".
import React, { useId, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import {
  countProgress,
  countTexts,
  standingOf,
  versionList,
} from '../../client/exerciseProgress.ts';
import type { ExerciseListing } from '../../shared/exercises.ts';
import Stars from '../Exercise/Stars';
import { useSolved } from '../Exercise/useSolved';
import styles from './styles.module.css';

export interface ExerciseSummaryProps {
  exercises: ExerciseListing[];
  version: string;
}

export default function ExerciseSummary({ exercises, version }: ExerciseSummaryProps): ReactNode {
  const solved = useSolved();
  const titleId = useId();
  const texts = countTexts(countProgress(solved, version, exercises), translate);
  return (
    <nav className={styles.summary} aria-labelledby={titleId} data-exercise-summary="">
      <p className={styles.title} id={titleId}>
        <strong>{translate(E.summary)}:</strong> <span className={styles.count}>{texts.count}</span>
        {texts.elsewhere && ` ${texts.elsewhere}`}
      </p>
      <ul className={styles.list}>
        {exercises.map((exercise) => {
          const { id, level, title, anchor } = exercise;
          const standing = standingOf(solved, version, exercise);
          const solvedHere = standing.kind === 'solved';
          return (
            <li key={id} className={styles.item} data-exercise-link={id}>
              <Stars level={level} />
              <Link to={`#${anchor}`}>{title}</Link>
              {standing.kind === 'solvedElsewhere' ? (
                <span className="text--italic" data-solved-elsewhere="">
                  {translate(E.solvedIn, { versions: versionList(standing.versions) })}
                </span>
              ) : (
                <span className={styles.tick} data-visible={solvedHere} aria-hidden={!solvedHere}>
                  ✓ {translate(E.done)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
