import type { PythonBlock } from '../../../guide/code-blocks.ts';
import type { RunSpec } from '../../../guide/fence-meta.ts';

/**
 * Assertions that apply to pages by their path inside a version, in addition to any
 * `assert=` in the fence meta, so the examples pages are checked in every version without
 * each author having to remember the meta.
 */
const PAGE_RULES: {
  page: string;
  applies: (spec: RunSpec) => boolean;
  assertions: string[];
}[] = [
  {
    // The complete obstacle-avoidance program: it runs a minute in the arena.
    page: 'examples/obstacle-avoidance',
    applies: (spec) => spec.world === 'arena' && spec.budgetS >= 60,
    assertions: ['no-collision'],
  },
  {
    // The calibration routine: driven by scripted button presses.
    page: 'examples/calibration-routine',
    applies: (spec) => spec.presses.length > 0,
    assertions: ['calibration-changed'],
  },
];

export function pageAssertions(block: PythonBlock, spec: RunSpec): string[] {
  const path = block.file.replace(/\\/g, '/').replace(/\.mdx?$/, '');
  return PAGE_RULES.filter((rule) => path.endsWith(`/${rule.page}`) && rule.applies(spec)).flatMap(
    (rule) => rule.assertions,
  );
}
