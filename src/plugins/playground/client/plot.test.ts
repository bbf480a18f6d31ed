import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  addToPlot,
  dataLogPlot,
  EMPTY_PLOT,
  MAX_PLOT_POINTS,
  plotAt,
  plotCsv,
  tupleValues,
} from './plot.ts';

const lines: [line: string, values: number[] | null][] = [
  ['(1, 2, 3)', [1, 2, 3]],
  ['(1.5, -2, 3e2)', [1.5, -2, 300]],
  ['(7,)', [7]],
  ['  (0, 900 )  ', [0, 900]],
  ['(1, 2, 3, 4, 5, 6, 7, 8)', [1, 2, 3, 4, 5, 6, 7, 8]],
  // Not plotted: text, an empty tuple, nine values, a list, a lone number, a name.
  ['Abstand: 23', null],
  ['()', null],
  ['(1, 2, 3, 4, 5, 6, 7, 8, 9)', null],
  ['[1, 2]', null],
  ['42', null],
  ['(1, x)', null],
  ["('a', 1)", null],
];

for (const [line, values] of lines) {
  test(`${JSON.stringify(line)} plots ${JSON.stringify(values)}`, () => {
    assert.deepEqual(tupleValues(line), values);
  });
}

test('only tuples become points, at the time they were printed; the widest sets the lines', () => {
  const plot = addToPlot(EMPTY_PLOT, ['(1, 2)', 'Hallo', '(3, 4, 5)'], [500_000, 600_000, 700_000]);
  assert.deepEqual(plot, {
    points: [
      { t: 0.5, values: [1, 2] },
      { t: 0.7, values: [3, 4, 5] },
    ],
    width: 3,
  });
  assert.equal(addToPlot(plot, ['kein Tupel'], [800_000]), plot);
});

test('the plot keeps the newest points', () => {
  const many = Array.from({ length: MAX_PLOT_POINTS + 10 }, (_, i) => `(${i},)`);
  const plot = addToPlot(
    EMPTY_PLOT,
    many,
    many.map((_, i) => i * 1000),
  );
  assert.equal(plot.points.length, MAX_PLOT_POINTS);
  assert.deepEqual(plot.points[0]!.values, [10]);
});

test('the CSV has the time and a column per value, empty where a point had fewer', () => {
  const plot = addToPlot(EMPTY_PLOT, ['(1, 2)', '(3,)'], [0, 250_000]);
  assert.equal(
    plotCsv(plot, 'Zeit (s)', (i) => `Wert ${i + 1}`),
    'Zeit (s),Wert 1,Wert 2\n0.000,1,2\n0.250,3,\n',
  );
});

test('the data log plots its number columns over its timestamp in seconds; text columns and gaps stay out', () => {
  const drawn = dataLogPlot({
    headings: ['Time (milliseconds)', 'abstand', 'notiz', 'licht'],
    rows: [
      ['500', '30', 'start', '120'],
      ['1500', '25', '', ''],
    ],
  });
  assert.deepEqual(drawn?.names, ['abstand', 'licht']);
  assert.equal(drawn?.plot.width, 2);
  assert.deepEqual(
    drawn?.plot.points.map((p) => [p.t, ...p.values]),
    [
      [0.5, 30, 120],
      [1.5, 25, NaN],
    ],
  );
  // Without a timestamp the rows are counted; without numbers there is nothing to plot.
  assert.deepEqual(
    dataLogPlot({ headings: ['n'], rows: [['4'], ['5']] })?.plot.points.map((p) => p.t),
    [0, 1],
  );
  assert.equal(dataLogPlot({ headings: ['name'], rows: [['Anna']] }), null);
});

test('at a moment of the timeline the plot has the points printed by then', () => {
  const plot = addToPlot(EMPTY_PLOT, ['(1,)', '(2,)', '(3,)'], [0, 250_000, 500_000]);
  assert.deepEqual(
    plotAt(plot, 300_000).points.map((p) => p.values[0]),
    [1, 2],
  );
  assert.equal(plotAt(plot, 500_000), plot);
});
