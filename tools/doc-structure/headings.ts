// Collects the h2/h3 headings of a guide page, each as the list of its inline-code parts,
// because the heading rule is about the code spans (`motor_run()`, `Motor`), not the words.
import type { Heading, InlineCode } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

import { parseGuidePage } from '../../guide/mdx.ts';

export type SectionHeading = {
  depth: 2 | 3;
  /** The heading as the reader sees it (inline code without backticks, no explicit id). */
  text: string;
  code: string[];
  line: number;
};

export function readSectionHeadings(markdown: string): SectionHeading[] {
  const tree = parseGuidePage(markdown);
  const headings: SectionHeading[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    if (heading.depth !== 2 && heading.depth !== 3) return;
    const code: string[] = [];
    visit(heading, 'inlineCode', (node: InlineCode) => {
      code.push(node.value);
    });
    headings.push({
      depth: heading.depth,
      text: toString(heading).trim(),
      code,
      line: heading.position?.start.line ?? 0,
    });
  });
  return headings;
}

/** A function's section heading shows its name in code followed by parentheses: `name()` or `name(motor, speed)`. */
export function namesFunction(code: string, name: string): boolean {
  return code.startsWith(`${name}(`) && code.endsWith(')');
}

/** A constants class's section heading shows the class name alone in code: `Motor`. */
export function namesClass(code: string, name: string): boolean {
  return code === name;
}
