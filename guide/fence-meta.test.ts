import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  isOutputMeta,
  parseRunSpec,
  runnerMeta,
  stripOutputFlag,
  stripRunnerMeta,
} from './fence-meta.ts';

test('our keys with quoted values stand beside Docusaurus keys, which stay for the page', () => {
  const meta =
    'world=arena budget=60 norun="Braucht zwei Teile" title="a b.py" {1,3} showLineNumbers';
  assert.deepEqual(runnerMeta(meta), { world: 'arena', budget: '60', norun: 'Braucht zwei Teile' });
  assert.equal(stripRunnerMeta(meta), 'title="a b.py" {1,3} showLineNumbers');
});

test('a run spec fills the defaults: empty world, 5 s, no presses, calibrated compass', () => {
  assert.deepEqual(parseRunSpec('title="x.py"'), {
    spec: {
      world: 'empty',
      budgetS: 5,
      presses: [],
      norun: null,
      assertions: [],
      raises: null,
      motorNoise: false,
      compassCalibrated: true,
      budgetGiven: false,
      exercise: null,
    },
    problems: [],
  });
});

test('every key is read: presses with hold times, assertions, raises, noise, compass', () => {
  const { spec, problems } = parseRunSpec(
    'world=oval budget=12 press=a@1000,B@2500:300 assert=no-collision,x raises=ValueError noise=motors compass=uncalibrated',
  );
  assert.deepEqual(problems, []);
  assert.deepEqual(spec, {
    world: 'oval',
    budgetS: 12,
    presses: [
      { button: 'a', atMs: 1000 },
      { button: 'b', atMs: 2500, holdMs: 300 },
    ],
    norun: null,
    assertions: ['no-collision', 'x'],
    raises: 'ValueError',
    motorNoise: true,
    compassCalibrated: false,
    budgetGiven: true,
    exercise: null,
  });
});

test('values that break the grammar are each named', () => {
  const { problems } = parseRunSpec('budget=0 press=c@1 noise=wheels compass=maybe norun=""');
  assert.deepEqual(problems, [
    'norun needs a reason, e.g. norun="Teil eines größeren Programms"',
    'budget="0" must be 0 < seconds ≤ 600',
    'noise="wheels" is unknown; the only kind is noise=motors',
    'compass="maybe" must be calibrated or uncalibrated',
    'press="c@1" is not of the form a@1000 or b@2500:300',
  ]);
});

test('the output flag marks a text block and is removed for the page', () => {
  assert.equal(isOutputMeta('output'), true);
  assert.equal(isOutputMeta('title="output.txt"'), false);
  assert.equal(stripOutputFlag('output title="Ausgabe"'), 'title="Ausgabe"');
});

test('an exercise block names its id and part; the check is parsed in the same grammar', () => {
  const meta =
    'exercise=stopp-an-der-wand starter check="stop-at-wall min=8 max=\'12\'" title="a.py"';
  const { spec, problems } = parseRunSpec(meta);
  assert.deepEqual(problems, []);
  assert.deepEqual(spec.exercise, {
    id: 'stopp-an-der-wand',
    role: 'starter',
    check: { name: 'stop-at-wall', params: { min: '8', max: '12' } },
  });
  assert.equal(stripRunnerMeta(meta), 'title="a.py"');
  assert.deepEqual(parseRunSpec('exercise=quadrat solution').spec.exercise, {
    id: 'quadrat',
    role: 'solution',
    check: null,
  });
});

test('exercise meta that breaks the grammar is named', () => {
  assert.deepEqual(parseRunSpec('starter check=x').problems, [
    'starter, check needs exercise=<id>',
  ]);
  assert.deepEqual(parseRunSpec('exercise=Quadrat_1 starter solution').problems, [
    'exercise="Quadrat_1" must be lower-case words joined by hyphens',
    'exercise=Quadrat_1 needs exactly one of starter, solution',
  ]);
  assert.deepEqual(parseRunSpec('exercise=a solution norun="x" check="min=3 y"').problems, [
    'exercise=a cannot be norun',
    'check="min=3 y" must start with the check\'s name',
  ]);
});
