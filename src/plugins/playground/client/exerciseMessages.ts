// The German texts around exercises on the page: the badge of each exercise and the summary
// at the top. The player's "Prüfen" texts live with its logic (`checkController.ts`).
import { defineMessages } from './messages.ts';

export const EXERCISE_MESSAGES = defineMessages('site.exercises', (m) => ({
  exercise: m('exercise', 'Aufgabe', 'Label above each exercise'),
  level: m(
    'level',
    'Schwierigkeit: {level} von {max}',
    'Accessible name of the stars that show an exercise’s level',
  ),
  done: m('done', 'Geschafft', 'Mark of an exercise the reader has solved'),
  summary: m('summary', 'Aufgaben auf dieser Seite', 'Heading of the box listing the exercises'),
  solutionHidden: m(
    'solutionHidden',
    'Die Lösung ist in diesem Browser ausgeblendet.',
    'Where an exercise’s solution box was, when a teacher hid the solutions',
  ),
  hideSolutions: m(
    'hideSolutions',
    'Lösungen in diesem Browser ausblenden',
    'The teacher’s switch that hides every solution box in this browser',
  ),
  count: m(
    'count',
    '{done} von {total} geschafft',
    'How many of the page’s exercises the reader has solved',
  ),
}));
