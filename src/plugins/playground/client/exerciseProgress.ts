// Where the reader stands with an exercise, across the guide's versions. An exercise counts as
// solved only in the version where its check passed: the library differs between versions
// (1.0.0's line sensors, functions new in 2.0.0 and 2.0.1, Next's checked arguments), so a
// solution that passed in 2.0.2 may not run here. An exercise of the same id solved in another
// version is shown as such ("in Version 2.0.2 gelöst"), without the tick and outside the count.
// Which versions have an exercise of that id comes from the build (`others`): a stored key of an
// exercise or a version that no longer exists is never looked at, so stale entries show nothing.
import type { ExerciseListing, VersionRef } from '../shared/exercises.ts';
import { EXERCISE_MESSAGES as E } from './exerciseMessages.ts';
import type { Translate } from './messages.ts';
import { exerciseKey, type DoneSet } from './progress.ts';

export type Standing =
  | { kind: 'solved' }
  /** Solved in these other versions (the guide's order), not in this one. */
  | { kind: 'solvedElsewhere'; versions: VersionRef[] }
  | { kind: 'open' };

type Listed = Pick<ExerciseListing, 'id' | 'others'>;

/** The reader's standing with `exercise` of `version`, from the solved keys in `done`. */
export function standingOf(done: DoneSet, version: string, exercise: Listed): Standing {
  if (done.has(exerciseKey(version, exercise.id))) return { kind: 'solved' };
  const versions = (exercise.others ?? []).filter(
    (other) => other.name !== version && done.has(exerciseKey(other.name, exercise.id)),
  );
  return versions.length > 0 ? { kind: 'solvedElsewhere', versions } : { kind: 'open' };
}

export interface ProgressCount {
  /** Solved in this version. */
  solved: number;
  total: number;
  /** Not solved here, but in another version. */
  elsewhere: number;
  /** The versions those were solved in, in the guide's order, each once. */
  elsewhereVersions: VersionRef[];
}

export function countProgress(
  done: DoneSet,
  version: string,
  exercises: readonly Listed[],
): ProgressCount {
  const count: ProgressCount = {
    solved: 0,
    total: exercises.length,
    elsewhere: 0,
    elsewhereVersions: [],
  };
  const seen = new Map<string, VersionRef>();
  for (const exercise of exercises) {
    const standing = standingOf(done, version, exercise);
    if (standing.kind === 'solved') count.solved += 1;
    if (standing.kind !== 'solvedElsewhere') continue;
    count.elsewhere += 1;
    for (const other of standing.versions) seen.set(other.name, other);
  }
  count.elsewhereVersions = [...seen.values()].sort((a, b) => a.order - b.order);
  return count;
}

/** "2.0.2", "2.0.2 und 2.0.1": the labels as a list in the page's language. */
export function versionList(versions: readonly VersionRef[]): string {
  return new Intl.ListFormat('de', { type: 'conjunction' }).format(versions.map((v) => v.label));
}

/** "0 von 3 geschafft" and, when some were solved elsewhere, "(2 davon in Version 2.0.2 gelöst)". */
export function countTexts(
  count: ProgressCount,
  t: Translate,
): { count: string; elsewhere: string } {
  return {
    count: t(E.count, { done: count.solved, total: count.total }),
    elsewhere:
      count.elsewhere > 0
        ? t(E.countElsewhere, {
            count: count.elsewhere,
            versions: versionList(count.elsewhereVersions),
          })
        : '',
  };
}
