import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { codeOfBlock, titleOfBlock } from './code-of-block.ts';

test('the text of the pre > code element MDX renders, without the final newline', () => {
  const block = createElement(
    'pre',
    null,
    createElement('code', { className: 'language-python' }, 'from maqueen import *\nversion()\n'),
  );
  assert.equal(codeOfBlock(block), 'from maqueen import *\nversion()');
});

test('the title from the fence meta MDX hands the code element, or null without one', () => {
  const block = (metastring?: string) =>
    createElement(
      'pre',
      null,
      createElement('code', { className: 'language-python', metastring }, 'x = 1\n'),
    );
  assert.equal(titleOfBlock(block('title="hindernis.py"')), 'hindernis.py');
  assert.equal(titleOfBlock(block("{1,3} title='roboter.py' showLineNumbers")), 'roboter.py');
  assert.equal(titleOfBlock(block('showLineNumbers')), null);
  assert.equal(titleOfBlock(block()), null);
});
