import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { SimState } from '../../../../simulator/core/state.ts';
import { stateAt } from '../../../../simulator/checks/fake-run.ts';
import { headingDegrees, liveSummary, liveValues } from './liveValues.ts';
import { germanDefault } from './messages.ts';

const state = (changes: Partial<SimState> = {}): SimState => stateAt(0, changes);

const values = (s: SimState) =>
  Object.fromEntries(liveValues(s, germanDefault).map(({ label, value }) => [label, value]));

test('a robot at rest', () => {
  assert.deepEqual(values(state()), {
    Abstand: 'kein Echo',
    Richtung: '0°',
    Liniensensoren: 'L2 0 · L1 0 · M 0 · R1 0 · R2 0',
    'Linie (Messwerte)': 'L2 900 · L1 900 · M 900 · R1 900 · R2 900',
    Motoren: 'links steht, rechts steht',
    'Rote LEDs': 'links aus, rechts aus',
    'RGB-LEDs': 'L1 aus, L2 aus, R2 aus, R1 aus',
  });
});

test('a robot driving on the line', () => {
  const v = values(
    state({
      sonarCm: 23.4,
      pose: { x: 0, y: 0, heading: 89.6 },
      // L1 and M see the line.
      lineState: 0x08 | 0x04,
      lineAnalog: [880, 120, 95, 870, 910],
      motors: { left: { direction: 0, speed: 120 }, right: { direction: 1, speed: 80 } },
      redLeds: { left: true, right: false },
      pixels: [
        { r: 255, g: 0, b: 0 },
        { r: 0, g: 0, b: 0 },
        { r: 18, g: 52, b: 86 },
        { r: 255, g: 255, b: 255 },
      ],
    }),
  );
  assert.equal(v.Abstand, '23 cm');
  assert.equal(v.Richtung, '90°');
  assert.equal(v.Liniensensoren, 'L2 0 · L1 1 · M 1 · R1 0 · R2 0');
  assert.equal(v['Linie (Messwerte)'], 'L2 880 · L1 120 · M 95 · R1 870 · R2 910');
  assert.equal(v.Motoren, 'links vorwärts 120, rechts rückwärts 80');
  assert.equal(v['Rote LEDs'], 'links an, rechts aus');
  assert.equal(v['RGB-LEDs'], 'L1 rot (#ff0000), L2 aus, R2 #123456, R1 weiß (#ffffff)');
});

test('each line sensor has its own bit, left to right', () => {
  const bits = [0x10, 0x08, 0x04, 0x02, 0x01];
  bits.forEach((bit, i) => {
    const digits = values(state({ lineState: bit }))
      .Liniensensoren.split(' · ')
      .map((sensor) => Number(sensor.split(' ')[1]));
    assert.deepEqual(
      digits,
      bits.map((_, j) => (j === i ? 1 : 0)),
    );
  });
});

test('heading is 0–359, rounded, negative and full turns folded', () => {
  assert.equal(headingDegrees(359.6), 0);
  assert.equal(headingDegrees(-90), 270);
  assert.equal(headingDegrees(720 + 45.4), 45);
});

test('the summary is one German sentence', () => {
  assert.equal(
    liveSummary(
      state({
        sonarCm: 12,
        pose: { x: 0, y: 0, heading: 180 },
        lineState: 0x10 | 0x04 | 0x01,
        motors: { left: { direction: 0, speed: 100 }, right: { direction: 0, speed: 100 } },
      }),
      germanDefault,
    ),
    'Abstand 12 cm, Richtung 180°, Linie unter L2, M und R2, Motoren links vorwärts 100, rechts vorwärts 100.',
  );
  assert.equal(
    liveSummary(state(), germanDefault),
    'Abstand kein Echo, Richtung 0°, Linie unter keinem Sensor, Motoren links steht, rechts steht.',
  );
});
