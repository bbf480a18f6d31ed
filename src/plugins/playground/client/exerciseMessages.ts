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
  solvedElsewhere: m(
    'solvedElsewhere',
    'In Version {versions} gelöst, hier noch nicht geprüft',
    'In an exercise’s box: solved in other versions of the guide (a list of version labels), not yet in this one',
  ),
  solvedIn: m(
    'solvedIn',
    'in Version {versions} gelöst',
    'In the summary’s and the overview’s lists: solved in other versions only (a list of version labels)',
  ),
  countElsewhere: m(
    'countElsewhere',
    '({count} davon in Version {versions} gelöst)',
    'After the count: how many of the exercises not solved here were solved in other versions',
  ),
  open: m('open', 'offen', 'The overview’s state of an exercise solved in no version'),
  overview: m(
    'overview',
    'Alle Aufgaben dieser Version',
    'Accessible name of the API index page’s table of every exercise of the version',
  ),
  overviewState: m(
    'overviewState',
    'Stand',
    'Column of the overview: solved, solved elsewhere or open',
  ),
  overviewNote: m(
    'overviewNote',
    'Gezählt wird, was du in dieser Version mit Prüfen geschafft hast, denn die Bibliothek ist nicht in jeder Version gleich.',
    'Under the overview’s count: why an exercise solved in another version does not count here',
  ),
}));
