// Measure the distance with the ultrasonic sensor, standing still, and print it: every printed
// number must match how far the wall really was at that moment, wherever it stands.
import { movedAtAll } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import type { Check, CheckRun } from './types.ts';
import { wallAhead } from './worlds.ts';

interface Params {
  /** How far a printed number may be off, in cm. */
  tolerance: number;
}

/** Wall distances of the setups: a program that prints a fixed number fails two of them. */
export const PRINT_WALL_DISTANCES_CM = [15, 42, 90];

/** The last number of a printed line, or null when it holds none. */
export function lastNumberOf(line: string): number | null {
  const numbers = line.match(/-?\d+(?:[.,]\d+)?(?:e[+-]?\d+)?/gi);
  return numbers ? Number(numbers[numbers.length - 1]!.replace(',', '.')) : null;
}

/** What the sensor measured when `timeUs` came: the sample at or just before it. */
export function sonarAt(run: CheckRun, timeUs: number): number | null {
  let seen = run.samples[0]?.sonarCm ?? null;
  for (const sample of run.samples) {
    if (sample.timeUs > timeUs) break;
    seen = sample.sonarCm;
  }
  return seen;
}

export const printsDistance: Check<Params> = {
  name: 'prints-distance',
  summary:
    'stands still and prints the distance to the wall; every printed number is within tolerance cm of what the sensor measured then',
  timeLimitS: 5,
  ending: 'runs',
  readsSensors: true,
  parse: (raw) => parseNumbers(raw, { tolerance: { default: 2, min: 0, max: 20 } }),
  variants: () =>
    PRINT_WALL_DISTANCES_CM.map((cm) => ({
      label: `Wand ${cm} cm vor dem Roboter`,
      world: wallAhead(cm),
    })),
  judge(run, { tolerance }) {
    if (movedAtAll(run) || run.contacts.length > 0) {
      return {
        passed: false,
        message:
          'Der Roboter hat sich bewegt. Er soll stehen bleiben, ohne zu fahren oder sich zu drehen, und nur messen, wie weit die Wand entfernt ist.',
      };
    }
    const numbers = run.printed
      .map(({ text, timeUs }) => ({ value: lastNumberOf(text), timeUs }))
      .filter((line): line is { value: number; timeUs: number } => line.value !== null);
    if (numbers.length === 0) {
      return {
        passed: false,
        message: 'Dein Programm hat keine Zahl ausgegeben. Gib den Abstand mit print() aus.',
      };
    }
    for (const { value, timeUs } of numbers) {
      const real = sonarAt(run, timeUs);
      if (real === null || Math.abs(value - real) > tolerance) {
        return {
          passed: false,
          message:
            real === null
              ? `Dein Programm hat ${n(value, 1)} ausgegeben, der Sensor sah aber keine Wand.`
              : `Dein Programm hat ${n(value, 1)} ausgegeben, die Wand war aber ${formatMeasured(real, [value - tolerance, value + tolerance])} cm entfernt.`,
        };
      }
    }
    return { passed: true };
  },
};
