import assert from 'node:assert/strict';
import { test } from 'node:test';

import { shiftMediaQuery } from './media-queries.ts';

const cases: [input: string, expected: string][] = [
  ['(max-width: 996px)', '(max-width: 995.98px)'],
  ['screen and (max-width:996px)', 'screen and (max-width: 995.98px)'],
  ['(min-width: 997px)', '(min-width: 996px)'],
  ['(min-width: 997px) and (max-width: 1200px)', '(min-width: 996px) and (max-width: 1200px)'],
  ['(max-width: 768px)', '(max-width: 768px)'],
  ['(min-width: 9970px)', '(min-width: 9970px)'],
];

for (const [input, expected] of cases) {
  test(`media query "${input}" becomes "${expected}"`, () => {
    assert.equal(shiftMediaQuery(input), expected);
  });
}
