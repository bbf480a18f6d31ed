// Every exercise of the version on its API index page: a table with a row for each page (a link
// to it) and under it a row per exercise with its level, a link to it and where the reader
// stands (✓ solved here, solved in another version, open), under the version's count. Two
// columns, so it fits a phone. The build gives the list (the remark plugin fills
// the props of the `<ExerciseOverview />` the page writes); the reader's progress shows after
// hydration, in cells that keep their place. Missing props show an empty table, never an error.
import React, { type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { translate } from '@docusaurus/Translate';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import {
  countProgress,
  countTexts,
  standingOf,
  versionList,
  type Standing,
} from '../../client/exerciseProgress.ts';
import type { ExercisePage } from '../../shared/exercises.ts';
import Stars from '../Exercise/Stars';
import HandIn from '../HandIn';
import { useSolved } from '../Exercise/useSolved';
import summaryStyles from '../ExerciseSummary/styles.module.css';

export interface ExerciseOverviewProps {
  pages?: ExercisePage[];
  /** The guide version whose exercises these are, and its label. */
  version?: string;
  versionLabel?: string;
  /** The version's start page below the base URL, where a hand-in link leads. */
  startRoute?: string;
}

function StandingText({ standing }: { standing: Standing }): ReactNode {
  switch (standing.kind) {
    case 'solved':
      return <span className={summaryStyles.tick}>✓ {translate(E.done)}</span>;
    case 'solvedElsewhere':
      return (
        <span className="text--italic">
          {translate(E.solvedIn, { versions: versionList(standing.versions) })}
        </span>
      );
    default:
      return translate(E.open);
  }
}

export default function ExerciseOverview({
  pages = [],
  version = '',
  versionLabel = '',
  startRoute = '',
}: ExerciseOverviewProps): ReactNode {
  const solved = useSolved();
  const exercises = pages.flatMap((page) => page.exercises);
  const texts = countTexts(countProgress(solved, version, exercises), translate);
  return (
    <div data-exercise-overview="">
      <p>
        <strong className={summaryStyles.count} data-exercise-count="">
          {texts.count}
        </strong>{' '}
        {texts.elsewhere}
      </p>
      <p>{translate(E.overviewNote)}</p>
      <table aria-label={translate(E.overview)}>
        <thead>
          <tr>
            <th scope="col">{translate(E.exercise)}</th>
            <th scope="col">{translate(E.overviewState)}</th>
          </tr>
        </thead>
        {pages.map((page) => (
          <tbody key={page.page} data-exercise-page={page.page}>
            <tr>
              <th scope="colgroup" colSpan={2} className="text--left">
                <Link to={page.route}>{page.title}</Link>
              </th>
            </tr>
            {page.exercises.map((exercise) => {
              const standing = standingOf(solved, version, exercise);
              return (
                <tr key={exercise.id} data-exercise-row={exercise.id} data-standing={standing.kind}>
                  <td>
                    <Stars level={exercise.level} />{' '}
                    <Link to={`${page.route}#${exercise.anchor}`}>{exercise.title}</Link>
                  </td>
                  <td>
                    <StandingText standing={standing} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        ))}
      </table>
      {exercises.length > 0 && (
        <HandIn
          pages={pages}
          version={version}
          versionLabel={versionLabel}
          startRoute={startRoute}
        />
      )}
    </div>
  );
}
