// MDX nodes the remark plugins add: default imports and JSX attributes, each with the syntax
// tree MDX compiles from (it reads `data.estree`, not the text).
import type { Expression, Program } from 'estree';
import type { MdxJsxAttribute } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** Plain data an attribute can carry: what JSON can say. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** `import name from 'source'` as MDX needs it, with its syntax tree. */
export function importDefault(name: string, source: string): MdxjsEsm {
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

function literal(value: Json): Expression {
  if (Array.isArray(value)) return { type: 'ArrayExpression', elements: value.map(literal) };
  if (value !== null && typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value).map(([key, item]) => ({
        type: 'Property',
        key: { type: 'Literal', value: key, raw: JSON.stringify(key) },
        value: literal(item),
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
      })),
    };
  }
  return { type: 'Literal', value, raw: JSON.stringify(value) };
}

function expressionAttribute(name: string, expression: Expression, text: string): MdxJsxAttribute {
  const estree: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [{ type: 'ExpressionStatement', expression }],
  };
  return {
    type: 'mdxJsxAttribute',
    name,
    value: { type: 'mdxJsxAttributeValueExpression', value: text, data: { estree } },
  };
}

/** `name="text"` for strings, `name={value}` for everything else. */
export function attribute(name: string, value: Json): MdxJsxAttribute {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value };
  return expressionAttribute(name, literal(value), JSON.stringify(value));
}

/** `name={identifier}`, e.g. a default import. */
export function identifierAttribute(name: string, identifier: string): MdxJsxAttribute {
  return expressionAttribute(name, { type: 'Identifier', name: identifier }, identifier);
}
