// A version's exercises in the order of its sidebar, each with its work (where the reader's code
// is stored, how it is checked) and the code of its starter and its solution, as the pages have
// them: the hand-in's browser test and the class re-check's bench hand these in.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { pairExercises } from '../../guide/exercises.ts';
import { parseGuidePage } from '../../guide/mdx.ts';
import { readGuideVersions } from '../../guide/versions.ts';
import { scanExercises } from '../../src/plugins/playground/remark/exercise-index.ts';
import { pythonBlocks } from '../../src/plugins/playground/remark/exercise-sections.ts';
import type {
  ExerciseListing,
  ExerciseWork,
} from '../../src/plugins/playground/shared/exercises.ts';

export type ExerciseWithCode = ExerciseListing & {
  work: ExerciseWork;
  page: string;
  starter: string;
  solution: string;
};

export async function exercisesWithCode(
  siteDir: string,
  versionName: string,
): Promise<ExerciseWithCode[]> {
  const version = readGuideVersions(siteDir).find((entry) => entry.name === versionName);
  if (!version) throw new Error(`no version ${versionName}`);
  const index = await scanExercises(siteDir);
  const pages = index.find((entry) => entry.version.name === versionName)?.pages ?? [];
  return pages.flatMap(({ page, exercises }) => {
    const file = ['md', 'mdx']
      .map((ext) => join(version.docsDir, `${page}.${ext}`))
      .find(existsSync)!;
    const pairs = pairExercises(pythonBlocks(parseGuidePage(readFileSync(file, 'utf8'))));
    return exercises.map((exercise) => {
      const pair = pairs.exercises.find((entry) => entry.id === exercise.id)!;
      return {
        ...exercise,
        work: exercise.work!,
        page,
        starter: pair.starter.node.value,
        solution: pair.solution.node.value,
      };
    });
  });
}
