// Remark plugin for the guide's pages. The example tests' fence meta (`guide/fence-meta.ts`,
// and `output` on text blocks) is not for readers: it is removed. A `norun` reason is shown
// under its block. Every other Python block is wrapped in `<RunnableCode>`, which offers
// "▶ Im Simulator ausprobieren" with the block's world and the version's own library.
import { relative, dirname } from 'node:path';
import type { Code, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { Program } from 'estree';
import { visit, SKIP } from 'unist-util-visit';
import type { VFile } from 'vfile';
import {
  isOutputMeta,
  parseRunSpec,
  PYTHON_LANGS,
  stripOutputFlag,
  stripRunnerMeta,
} from '../../../../guide/fence-meta.ts';
import { locatePage } from '../../../../guide/versions.ts';

/** Class of the note under a block that cannot run on its own. */
export const NORUN_NOTE_CLASS = 'code-norun-note';
const COMPONENT = 'RunnableCode';
const LIBRARY_URL = '__maqueenLibraryUrl';

export interface RunnableCodeOptions {
  /** The site's folder, to tell which version a page belongs to. */
  siteDir: string;
}

function noteFor(reason: string): Paragraph {
  return {
    type: 'paragraph',
    data: { hProperties: { className: [NORUN_NOTE_CLASS] } },
    children: [
      { type: 'emphasis', children: [{ type: 'text', value: 'Nicht einzeln ausführbar:' }] },
      { type: 'text', value: ` ${reason}` },
    ],
  };
}

/** `import name from 'source'` as MDX needs it, with its syntax tree. */
function importDefault(name: string, source: string): MdxjsEsm {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name } }],
        source: { type: 'Literal', value: source, raw: JSON.stringify(source) },
        attributes: [],
      },
    ],
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: { estree },
  };
}

function attribute(name: string, value: string | number | boolean): MdxJsxAttribute {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      { type: 'ExpressionStatement', expression: { type: 'Literal', value, raw: String(value) } },
    ],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: String(value), data: { estree } },
  };
}

function identifierAttribute(name: string, identifier: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression: { type: 'Identifier', name: identifier } }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: identifier, data: { estree } },
  };
}

export default function remarkRunnableCode(options: RunnableCodeOptions) {
  return (tree: Root, file: VFile): void => {
    const located = file.path ? locatePage(options.siteDir, file.path) : null;
    let blockIndex = 0;
    let wrapped = 0;
    visit(tree, 'code', (node: Code, index, parent) => {
      if (node.lang === 'text' && isOutputMeta(node.meta)) {
        node.meta = stripOutputFlag(node.meta) || null;
        return undefined;
      }
      if (!node.lang || !PYTHON_LANGS.has(node.lang) || !parent || index === undefined) {
        return undefined;
      }
      const { spec, problems } = parseRunSpec(node.meta);
      const block = blockIndex++;
      node.meta = stripRunnerMeta(node.meta) || null;
      if (spec.norun) {
        parent.children.splice(index + 1, 0, noteFor(spec.norun));
        return [SKIP, index + 2];
      }
      // Pages outside the guide's versions, and blocks the tests refuse, get no player.
      if (!located || problems.length > 0) return undefined;
      const element: MdxJsxFlowElement = {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [
          attribute('exampleId', `${located.version}/${located.page}/${block}`),
          attribute('world', spec.world),
          attribute('budgetS', spec.budgetS),
          attribute('motorNoise', spec.motorNoise),
          attribute('compassCalibrated', spec.compassCalibrated),
          identifierAttribute('libraryUrl', LIBRARY_URL),
        ],
        children: [node],
      };
      (parent.children as RootContent[])[index] = element;
      wrapped += 1;
      return SKIP;
    });
    if (wrapped > 0 && located && file.path) {
      const library = relative(dirname(file.path), located.libraryFile).split('\\').join('/');
      tree.children.unshift(
        importDefault(COMPONENT, `@theme/${COMPONENT}`),
        importDefault(
          LIBRARY_URL,
          `${library.startsWith('.') ? library : `./${library}`}?download`,
        ),
      );
    }
  };
}
