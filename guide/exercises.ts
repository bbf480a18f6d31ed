// Exercises in the guide: a heading `### ★★ Titel`, a goal, a starter block
// (`exercise=<id> starter`) and, in a collapsed solution, its solution block
// (`exercise=<id> solution`); one of the two names the check. This module pairs the blocks
// and reads the level; it knows no DOM and no Node.
import { parseRunSpec, type ExerciseMeta } from './fence-meta.ts';

export const EXERCISE_LEVELS = [1, 2, 3] as const;
export type ExerciseLevel = (typeof EXERCISE_LEVELS)[number];

/** The mark of a level in headings and on the page: ★, ★★, ★★★. */
export const levelStars = (level: ExerciseLevel): string => '★'.repeat(level);

/** The level of an exercise heading (`★★ Stopp vor der Wand`), or null for other headings. */
export function exerciseLevel(headingText: string): ExerciseLevel | null {
  const stars = /^\s*(★{1,3})(?!★)\s/.exec(headingText)?.[1]?.length;
  return stars ? (stars as ExerciseLevel) : null;
}

/** The two blocks of one exercise and its check. */
export interface ExercisePair<B> {
  id: string;
  check: NonNullable<ExerciseMeta['check']>;
  starter: B;
  solution: B;
}

/**
 * Pairs the exercise blocks among `blocks` by id. Every id needs one starter, one solution and
 * one check (written on either block); each gap is a problem at the id's first block.
 */
export function pairExercises<B extends { meta: string | null }>(
  blocks: readonly B[],
): { exercises: ExercisePair<B>[]; problems: { block: B; message: string }[] } {
  const found = new Map<string, { starter: B[]; solution: B[]; checks: ExerciseMeta['check'][] }>();
  for (const block of blocks) {
    const exercise = parseRunSpec(block.meta).spec.exercise;
    if (!exercise) continue;
    const entry = found.get(exercise.id) ?? { starter: [], solution: [], checks: [] };
    entry[exercise.role].push(block);
    if (exercise.check) entry.checks.push(exercise.check);
    found.set(exercise.id, entry);
  }
  const exercises: ExercisePair<B>[] = [];
  const problems: { block: B; message: string }[] = [];
  for (const [id, { starter, solution, checks }] of found) {
    const gaps = [
      starter.length !== 1 && `${starter.length} starter blocks`,
      solution.length !== 1 && `${solution.length} solution blocks`,
      checks.length !== 1 && `${checks.length} checks`,
    ].filter(Boolean);
    if (gaps.length > 0) {
      problems.push({
        block: starter[0] ?? solution[0]!,
        message: `exercise ${id} needs one starter, one solution and one check; has ${gaps.join(', ')}`,
      });
    } else {
      exercises.push({ id, check: checks[0]!, starter: starter[0]!, solution: solution[0]! });
    }
  }
  return { exercises, problems };
}
