// What the remark plugin tells the exercise components at build time about the exercises of
// every version (`remark/exercise-index.ts` finds them): the boxes and the summary learn in
// which other versions an exercise of the same id exists, the API index page's overview gets
// the whole version's list. Plain data in the props of the pages that show it, so no page
// without exercises (and no first load) carries any of it.
import type { ExerciseLevel } from '../../../../guide/exercises.ts';

/** A guide version as readers see it: Docusaurus' name (`current` for Next) and its label. */
export interface VersionRef {
  name: string;
  label: string;
  /** Its place in the guide's order: 0 for Next, then the released versions newest first. */
  order: number;
}

/** One exercise as the summary and the overview list it. */
export interface ExerciseListing {
  id: string;
  level: ExerciseLevel;
  /** The heading's text without its stars. */
  title: string;
  /** The heading's id on its page. */
  anchor: string;
  /** The other versions that have an exercise with this id, in the guide's order (Next first). */
  others?: VersionRef[];
  /** Where the reader's code of it is kept and how it is checked (the overview's hand-in and
   * the teachers' re-check; the pages' own summaries leave it out). */
  work?: ExerciseWork;
}

/** What a hand-in and the teachers' re-check need of an exercise. */
export interface ExerciseWork {
  /** The starter's player (`exampleId`): the reader's edit of the starter is stored under it. */
  exampleId: string;
  /** The starter's code as `fingerprint` (client/storage.ts) gives it: an edit of an older
   * starter is not handed in as this exercise's. */
  starterFingerprint: string;
  /** The check as the fence meta names it, as Prüfen runs it. */
  check: { name: string; params: Record<string, string> };
  /** The starter's `budget=` (simulated seconds per setup), when written. */
  checkBudgetS?: number;
}

/** A page of a version with its exercises, in the order of the version's sidebar. */
export interface ExercisePage {
  /** Page id, e.g. `api/motor`. */
  page: string;
  /** The page's H1. */
  title: string;
  /** Route below the base URL, e.g. `/docs/next/api/motor`. */
  route: string;
  exercises: ExerciseListing[];
}
