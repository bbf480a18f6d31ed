// A turn signal: while the robot turns, the red LED on that side blinks and the other stays dark.
import { worldByName } from '../worlds/index.ts';
import type { SimState } from '../core/state.ts';
import { headingDifference } from '../core/geometry.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';

interface Params {
  /** How many turns to the left and to the right the robot must make. */
  left: number;
  right: number;
  /** How often the LED must light up during each turn. */
  blinks: number;
}

/** Turning faster than this (degrees per second) counts as a turn; driving straight is far below. */
const TURN_RATE = 20;
/** A turn must add up to at least this many degrees. */
const MIN_TURN = 45;

export interface Turn {
  side: 'left' | 'right';
  samples: SimState[];
  degrees: number;
}

/** The turns of a run: stretches of samples in which the heading keeps changing one way. */
export function turnsOf(samples: readonly SimState[]): Turn[] {
  const turns: Turn[] = [];
  let current = null as Turn | null;
  for (let i = 1; i < samples.length; i++) {
    const a = samples[i - 1]!;
    const b = samples[i]!;
    const step = headingDifference(a.pose.heading, b.pose.heading);
    const rate = step / ((b.timeUs - a.timeUs) / 1e6);
    const side = rate > TURN_RATE ? 'right' : rate < -TURN_RATE ? 'left' : null;
    if (side !== null && current?.side === side) {
      current.samples.push(b);
      current.degrees += Math.abs(step);
      continue;
    }
    if (current && current.degrees >= MIN_TURN) turns.push(current);
    current = side ? { side, samples: [b], degrees: Math.abs(step) } : null;
  }
  if (current && current.degrees >= MIN_TURN) turns.push(current);
  return turns;
}

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

export const turnSignal: Check<Params> = {
  name: 'turn-signal',
  summary:
    'turns left/right as often as asked; during each turn the LED of that side blinks `blinks` times and the other is off',
  budgetS: 10,
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      left: { default: 1, min: 0, max: 10 },
      right: { default: 0, min: 0, max: 10 },
      blinks: { default: 2, min: 1, max: 10 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, params) {
    const turns = turnsOf(run.samples);
    for (const side of ['left', 'right'] as const) {
      const made = turns.filter((t) => t.side === side).length;
      if (made < params[side]) {
        return {
          passed: false,
          message: `Der Roboter ist ${n(made)}-mal nach ${SIDE[side]} abgebogen, gefordert ${params[side] === 1 ? 'ist einmal' : `sind ${n(params[side])}-mal`}.`,
        };
      }
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
