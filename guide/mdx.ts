// Parses a guide page the way the Docusaurus build reads it: `.md` and `.mdx` both as MDX,
// after the same preprocessing as its loader (so explicit ids like `## Titel {#id}` parse).
import { escapeMarkdownHeadingIds, unwrapMdxCodeBlocks } from '@docusaurus/utils';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx);

export function parseGuidePage(markdown: string): Root {
  return parser.parse(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(markdown))) as Root;
}
