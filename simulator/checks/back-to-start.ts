// Drive a square: four straight sides of the same length, about as long as asked, with corners
// of about 90 degrees that all turn the same way, and stop back at the start.
import { worldByName } from '../worlds/index.ts';
import { headingDifference } from '../core/geometry.ts';
import type { SimState } from '../core/state.ts';
import {
  distance,
  notStartedMessage,
  pathLength,
  rotation,
  signedTurn,
  turnsOf,
} from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** Side of the square in cm. */
  side: number;
  /** How far a side may be longer or shorter, in cm. */
  sideTolerance: number;
  /** How far from the start the robot may come to rest, in cm. */
  tolerance: number;
}

/** A corner is this many degrees give or take. */
const CORNER = 90;
const CORNER_SLACK = 25;
/** The corners of one square differ by at most this many degrees, its sides by this many cm. */
const CORNERS_ALIKE = 15;
const SIDES_ALIKE = 8;
/** A side bends by at most this many degrees (then it is still straight). */
const STRAIGHT_SIDE = 20;
/** Turning beyond the corners: slow turns the corners do not show. */
const TURN_ELSEWHERE = 40;
/** Straight pieces shorter than this (cm) are no side: the robot only shuffled. */
const NO_SIDE_CM = 5;

interface Side {
  samples: SimState[];
  cm: number;
}

/** The straight pieces between the quick turns, without the ones that are no side. */
function sidesOf(samples: readonly SimState[]): Side[] {
  const turns = turnsOf(samples, 30);
  const pieces: SimState[][] = [];
  let from = 0;
  for (const turn of turns) {
    pieces.push(samples.slice(from, samples.indexOf(turn.samples[0]!) + 1));
    from = samples.indexOf(turn.samples[turn.samples.length - 1]!);
  }
  pieces.push(samples.slice(from));
  return pieces
    .map((piece) => ({
      samples: piece,
      cm: piece.reduce(
        (sum, s, i) => (i === 0 ? 0 : sum + distance(s.pose, piece[i - 1]!.pose)),
        0,
      ),
    }))
    .filter((side) => side.cm >= NO_SIDE_CM);
}

const spread = (values: number[]) => Math.max(...values) - Math.min(...values);

export const backToStart: Check<Params> = {
  name: 'back-to-start',
  summary:
    'drives a square: four straight sides of side ± sideTolerance cm, alike within 8 cm, three or four corners of about 90° (alike within 15°) to the same side, and rests within tolerance cm of the start',
  timeLimitS: 20,
  ending: 'stops',
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      side: { default: 30, min: 10, max: 150 },
      sideTolerance: { default: 10, min: 1, max: 50 },
      tolerance: { default: 10, min: 1, max: 50 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { side, sideTolerance, tolerance }) {
    if (pathLength(run) < 2) return { passed: false, message: notStartedMessage(run) };
    const sides = sidesOf([...run.samples, run.rest]);
    const bent = sides.findIndex(
      (s) => Math.abs(signedTurn(s.samples.map((x) => x.pose))) > STRAIGHT_SIDE,
    );
    if (sides.length === 0 || bent >= 0) {
      return {
        passed: false,
        message:
          'Der Roboter ist im Bogen gefahren. Ein Quadrat hat gerade Seiten und dazwischen Ecken von etwa 90 Grad.',
      };
    }
    if (sides.length !== 4) {
      return {
        passed: false,
        message: `Der Roboter ist ${n(sides.length)} gerade ${sides.length === 1 ? 'Seite' : 'Seiten'} gefahren, ein Quadrat hat vier.`,
      };
    }
    // A corner is how far the robot turned from the end of one side to the start of the next.
    const corners = sides
      .slice(1)
      .map((s, i) =>
        headingDifference(sides[i]!.samples.at(-1)!.pose.heading, s.samples[0]!.pose.heading),
      );
    const [low, high] = [CORNER - CORNER_SLACK, CORNER + CORNER_SLACK];
    const wrong = corners.findIndex((c) => Math.abs(c) < low || Math.abs(c) > high);
    if (wrong >= 0) {
      return {
        passed: false,
        message: `Die ${n(wrong + 1)}. Ecke war ${formatMeasured(Math.abs(corners[wrong]!), [low, high])} Grad. Jede Ecke soll etwa 90 Grad haben (erlaubt: ${n(low)} bis ${n(high)} Grad).`,
      };
    }
    if (new Set(corners.map(Math.sign)).size > 1) {
      return {
        passed: false,
        message:
          'Der Roboter ist mal nach links, mal nach rechts abgebogen. Bei einem Quadrat biegt er immer zur selben Seite ab.',
      };
    }
    const elsewhere = Math.abs(rotation(run)) - Math.abs(corners.reduce((a, b) => a + b, 0));
    if (Math.abs(elsewhere) > CORNER + TURN_ELSEWHERE) {
      return {
        passed: false,
        message: `Der Roboter hat sich außer an den Ecken noch um ${n(Math.abs(elsewhere))} Grad gedreht. Ein Quadrat hat nur seine vier Ecken.`,
      };
    }
    if (spread(corners.map(Math.abs)) > CORNERS_ALIKE) {
      return {
        passed: false,
        message: `Die Ecken sind verschieden (${n(Math.min(...corners.map(Math.abs)))} bis ${n(Math.max(...corners.map(Math.abs)))} Grad): Bei einem Quadrat sind alle Ecken gleich.`,
      };
    }
    const lengths = sides.map((s) => s.cm);
    const [shortest, longest] = [side - sideTolerance, side + sideTolerance];
    const off = lengths.findIndex((cm) => cm < shortest || cm > longest);
    if (off >= 0) {
      return {
        passed: false,
        message: `Die ${n(off + 1)}. Seite war ${formatMeasured(lengths[off]!, [shortest, longest])} cm lang. Jede Seite soll etwa ${n(side)} cm lang sein (erlaubt: ${n(shortest)} bis ${n(longest)} cm).`,
      };
    }
    if (spread(lengths) > SIDES_ALIKE) {
      return {
        passed: false,
        message: `Die Seiten sind verschieden lang (${n(Math.min(...lengths))} bis ${n(Math.max(...lengths))} cm): Bei einem Quadrat sind alle vier gleich lang.`,
      };
    }
    const away = distance(run.rest.pose, run.start);
    if (away > tolerance) {
      return {
        passed: false,
        message: `Der Roboter steht ${formatMeasured(away, [tolerance])} cm neben seinem Startplatz, erlaubt sind höchstens ${n(tolerance)} cm.`,
      };
    }
    return { passed: true };
  },
};
