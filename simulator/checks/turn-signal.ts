// A turn signal: the robot turns left and right in the asked order, and during each turn the
// red LED on that side blinks and the other stays dark.
import { worldByName } from '../worlds/index.ts';
import type { SimState } from '../core/state.ts';
import { pathLength, rotation, turnsOf } from './motion.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check, RawParams } from './types.ts';

interface Params {
  /** The turns in order: L for left, R for right (e.g. "LRL"). */
  turns: ('left' | 'right')[];
  /** How often the LED must light up during each turn. */
  blinks: number;
}

/** A turn must add up to at least this many degrees. */
const MIN_TURN = 45;
/** Turning outside the turns (slow curves the turns do not show) may add up to this much. */
const TURN_ELSEWHERE = 30;
/** The robot drives, not only turns on the spot: at least this far in all (cm). */
const DRIVEN_CM = 20;

/** How many times a LED went on within the samples (a LED already on at the start counts). */
function lightUps(samples: readonly SimState[], side: 'left' | 'right'): number {
  let count = 0;
  let before = false;
  for (const s of samples) {
    if (s.redLeds[side] && !before) count += 1;
    before = s.redLeds[side];
  }
  return count;
}

const SIDE = { left: 'links', right: 'rechts' } as const;
const LED = { left: 'linke', right: 'rechte' } as const;
const spoken = (turns: readonly ('left' | 'right')[]) =>
  turns.length === 0 ? 'gar nicht' : turns.map((side) => `nach ${SIDE[side]}`).join(', dann ');

function parse(raw: RawParams): { params: Params; problems: string[] } {
  const { turns: letters = 'L', ...rest } = raw;
  const { params, problems } = parseNumbers(rest, { blinks: { default: 2, min: 1, max: 10 } });
  if (!/^[LR]{1,10}$/.test(letters)) {
    problems.push(`turns="${letters}" must be 1 to 10 letters L (left) and R (right)`);
  }
  const turns = [...(/^[LR]{1,10}$/.test(letters) ? letters : 'L')].map((letter) =>
    letter === 'L' ? ('left' as const) : ('right' as const),
  );
  return { params: { ...params, turns }, problems };
}

export const turnSignal: Check<Params> = {
  name: 'turn-signal',
  summary:
    'turns exactly in the order `turns` (L/R, each ≥ 45°); during each turn the LED of that side lights up `blinks` times and the other is off',
  timeLimitS: 15,
  ending: 'runs',
  readsSensors: false,
  parse,
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, params) {
    const turns = turnsOf([...run.samples, run.rest], MIN_TURN);
    const inTurns = turns.reduce((sum, t) => sum + (t.side === 'left' ? -t.degrees : t.degrees), 0);
    const elsewhere = rotation(run) - inTurns;
    if (Math.abs(elsewhere) > TURN_ELSEWHERE) {
      return {
        passed: false,
        message: `Der Roboter hat sich auch außerhalb der Kurven gedreht, um ${n(Math.abs(elsewhere))} Grad ${elsewhere > 0 ? 'nach rechts' : 'nach links'}. Zwischen den Kurven soll er geradeaus fahren.`,
      };
    }
    if (pathLength(run) < DRIVEN_CM) {
      return {
        passed: false,
        message: `Der Roboter ist nur ${n(pathLength(run))} cm weit gefahren. Er soll fahren und dabei abbiegen, nicht nur auf der Stelle drehen.`,
      };
    }
    const made = turns.map((turn) => turn.side);
    if (made.join() !== params.turns.join()) {
      return {
        passed: false,
        message: `Der Roboter ist ${spoken(made)} abgebogen. Er soll ${spoken(params.turns)} abbiegen${params.turns.length > 1 ? ', in dieser Reihenfolge' : ''}.`,
      };
    }
    for (const turn of turns) {
      const when = n(turn.samples[0]!.timeUs / 1e6, 1);
      const other = turn.side === 'left' ? 'right' : 'left';
      if (turn.samples.some((s) => s.redLeds[other])) {
        return {
          passed: false,
          message: `Beim Abbiegen nach ${SIDE[turn.side]} (nach ${when} s) leuchtete die ${LED[other]} LED. Sie muss dabei aus bleiben.`,
        };
      }
      const blinks = lightUps(turn.samples, turn.side);
      if (blinks < params.blinks) {
        return {
          passed: false,
          message: `Beim Abbiegen nach ${SIDE[turn.side]} (nach ${when} s) ist die ${LED[turn.side]} LED ${n(blinks)}-mal angegangen, gewünscht sind mindestens ${n(params.blinks)}-mal.`,
        };
      }
    }
    return { passed: true };
  },
};
