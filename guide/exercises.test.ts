import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exerciseLevel, pairExercises } from './exercises.ts';

test('the stars at the start of a heading are the level; other headings are no exercise', () => {
  const cases: [string, number | null][] = [
    ['★ Ein Quadrat', 1],
    ['★★ Stopp vor der Wand', 2],
    ['  ★★★ Genau 90 Grad', 3],
    ['★★★★ Zu schwer', null],
    ['★Ohne Abstand', null],
    ['Aufgaben', null],
    ['Die ★ in der Mitte', null],
  ];
  for (const [heading, level] of cases) assert.equal(exerciseLevel(heading), level, heading);
});

test('blocks pair by id; a missing part or a second check is a problem at the first block', () => {
  const block = (meta: string) => ({ meta });
  const starter = block('exercise=a starter check="back-to-start side=20"');
  const solution = block('exercise=a solution');
  const lonely = block('exercise=b starter check=x');
  const twice = block('exercise=c starter check=x');
  const { exercises, problems } = pairExercises([
    block('world=arena'),
    starter,
    lonely,
    twice,
    block('exercise=c solution check=y'),
    solution,
  ]);
  assert.deepEqual(exercises, [
    { id: 'a', check: { name: 'back-to-start', params: { side: '20' } }, starter, solution },
  ]);
  assert.deepEqual(problems, [
    {
      block: lonely,
      message: 'exercise b needs one starter, one solution and one check; has 0 solution blocks',
    },
    {
      block: twice,
      message: 'exercise c needs one starter, one solution and one check; has 2 checks',
    },
  ]);
});
