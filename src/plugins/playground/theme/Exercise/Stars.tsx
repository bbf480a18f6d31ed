import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { EXERCISE_LEVELS, levelStars, type ExerciseLevel } from '../../../../../guide/exercises.ts';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import styles from './styles.module.css';

/** ★★☆: the level among all levels, named for screen readers ("Schwierigkeit: 2 von 3"). */
export default function Stars({ level }: { level: ExerciseLevel }): ReactNode {
  const max = EXERCISE_LEVELS.length;
  return (
    <span role="img" className={styles.stars} aria-label={translate(E.level, { level, max })}>
      {levelStars(level)}
      <span className={styles.starsLeft}>{'☆'.repeat(max - level)}</span>
    </span>
  );
}
