import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createElement } from 'react';
import { codeOfBlock } from './code-of-block.ts';

test('the text of the pre > code element MDX renders, without the final newline', () => {
  const block = createElement(
    'pre',
    null,
    createElement('code', { className: 'language-python' }, 'from maqueen import *\nversion()\n'),
  );
  assert.equal(codeOfBlock(block), 'from maqueen import *\nversion()');
});
