// Measure the distance with the ultrasonic sensor and print it: the last printed number must
// match how far the wall really is, wherever it stands.
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { distanceAhead, wallAhead } from './worlds.ts';

interface Params {
  /** How far the printed number may be off, in cm. */
  tolerance: number;
}

/** Wall distances of the variants: a program that prints a fixed number fails two of them. */
export const PRINT_WALL_DISTANCES_CM = [15, 42, 90];

/** The last number in the printed lines, or null when no line holds one. */
export function lastPrintedNumber(output: readonly string[]): number | null {
  for (let i = output.length - 1; i >= 0; i--) {
    const numbers = output[i]!.match(/-?\d+(?:[.,]\d+)?/g);
    if (numbers) return Number(numbers[numbers.length - 1]!.replace(',', '.'));
  }
  return null;
}

export const printsDistance: Check<Params> = {
  name: 'prints-distance',
  summary: 'prints the distance to the wall ahead; the last printed number is within tolerance cm',
  budgetS: 3,
  readsSensors: true,
  parse: (raw) => parseNumbers(raw, { tolerance: { default: 2, min: 0, max: 20 } }),
  variants: () =>
    PRINT_WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
  judge(run, { tolerance }, variant) {
    const printed = lastPrintedNumber(run.output);
    if (printed === null) {
      return {
        passed: false,
        message: 'Dein Programm hat keine Zahl ausgegeben. Gib den Abstand mit print() aus.',
      };
    }
    const real = run.finalState?.sonarCm ?? distanceAhead(variant.world, run.finalPose);
    if (Math.abs(printed - real) > tolerance) {
      return {
        passed: false,
        message: `Dein Programm hat ${n(printed, 1)} ausgegeben, die Wand ist aber ${n(real)} cm entfernt.`,
      };
    }
    return { passed: true };
  },
};
