// The build's highlighting must look exactly like Prism's in the browser: for every code block
// of the guide and every library file, the markup rendered from the build's lines equals the
// markup of prism-react-renderer's Highlight (with a theme without inline styles, as ours).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import type { Code } from 'mdast';
import {
  Highlight,
  type LineInputProps,
  type LineOutputProps,
  type Token,
  type TokenInputProps,
  type TokenOutputProps,
} from 'prism-react-renderer';
import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { visit } from 'unist-util-visit';

import { findPages } from '../../../guide/code-blocks.ts';
import { parseGuidePage } from '../../../guide/mdx.ts';
import { readGuideVersions } from '../../../guide/versions.ts';
import { getLineProps, getTokenProps } from './client/token-props.ts';
import { decodeTokenLines } from './shared/token-lines.ts';
import { highlightCode } from './tokenize.ts';

const root = join(import.meta.dirname, '..', '..', '..');

type Sample = { where: string; code: string; language: string };

function guideSamples(): Sample[] {
  const samples: Sample[] = [];
  for (const version of readGuideVersions(root)) {
    for (const file of findPages(version.docsDir)) {
      visit(parseGuidePage(readFileSync(file, 'utf8')), 'code', (node: Code) => {
        samples.push({
          where: `${relative(root, file)}:${node.position?.start.line}`,
          code: node.value,
          language: node.lang ?? 'text',
        });
      });
    }
    samples.push({
      where: relative(root, version.libraryFile),
      code: readFileSync(version.libraryFile, 'utf8'),
      language: 'python',
    });
  }
  return samples;
}

function renderLines(
  lines: Token[][],
  lineProps: (input: LineInputProps) => LineOutputProps,
  tokenProps: (input: TokenInputProps) => TokenOutputProps,
): ReactNode {
  return createElement(
    'code',
    null,
    lines.map((line, index) =>
      createElement(
        'div',
        { key: index, ...lineProps({ line }) },
        line.map((token, key) => createElement('span', { key, ...tokenProps({ token }) })),
      ),
    ),
  );
}

function prismMarkup({ code, language }: Sample): string {
  return renderToStaticMarkup(
    createElement(Highlight, {
      code: code.replace(/\r?\n$/, ''),
      language,
      theme: { plain: {}, styles: [] },
      children: ({ tokens, getLineProps: lineProps, getTokenProps: tokenProps }) =>
        renderLines(tokens, lineProps, tokenProps),
    }),
  );
}

function buildMarkup({ code, language }: Sample): string {
  const lines = decodeTokenLines(highlightCode(code, language), code.replace(/\r?\n$/, ''));
  assert.ok(lines, 'the build wrote no readable lines');
  return renderToStaticMarkup(renderLines(lines, getLineProps, getTokenProps));
}

const samples = guideSamples();

test('the guide has Python, text blocks and library files to compare', () => {
  const languages = new Set(samples.map((sample) => sample.language));
  assert.ok(languages.has('python') && languages.has('text'), [...languages].join(', '));
  assert.ok(samples.filter((sample) => sample.where.endsWith('maqueen.py')).length >= 5);
});

test('every code block of the guide looks exactly as Prism highlights it in the browser', () => {
  for (const sample of samples) {
    assert.equal(buildMarkup(sample), prismMarkup(sample), sample.where);
  }
});

test('a language Prism does not know stays plain text, as in the browser', () => {
  const sample = { where: 'unbekannt', code: 'a < b\n\nc', language: 'klingonisch' };
  assert.equal(buildMarkup(sample), prismMarkup(sample));
  assert.doesNotMatch(buildMarkup(sample), /token (?!plain)/);
});
