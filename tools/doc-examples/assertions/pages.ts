import type { PythonBlock } from '../extract.ts';
import { runnerMeta } from '../fence-meta.ts';

/**
 * Assertions that apply to pages by their path inside a version, in addition to any
 * `assert=` in the fence meta, so the examples pages are checked in every version without
 * each author having to remember the meta.
 */
const PAGE_RULES: {
  page: string;
  applies: (block: PythonBlock) => boolean;
  assertions: string[];
}[] = [
  {
    // The complete obstacle-avoidance program: it runs a minute in the arena.
    page: 'examples/obstacle-avoidance',
    applies: (block) => {
      const meta = runnerMeta(block.meta);
      return meta.world === 'arena' && Number(meta.budget ?? 0) >= 60;
    },
    assertions: ['no-collision'],
  },
  {
    // The calibration routine: driven by scripted button presses.
    page: 'examples/calibration-routine',
    applies: (block) => runnerMeta(block.meta).press !== undefined,
    assertions: ['calibration-changed'],
  },
];

export function pageAssertions(block: PythonBlock): string[] {
  const path = block.file.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return PAGE_RULES.filter((rule) => path.endsWith(`/${rule.page}`) && rule.applies(block)).flatMap(
    (rule) => rule.assertions,
  );
}
