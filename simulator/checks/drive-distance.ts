// Drive a given distance straight ahead and stop there.
import { worldByName } from '../worlds/index.ts';
import { alongAndBeside, notStartedMessage, pathLength, posesOf } from './motion.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import { stopAreaAhead } from './targets.ts';
import type { Check } from './types.ts';

interface Params {
  /** How far ahead of the start the robot should stop, in cm. */
  distance: number;
  /** How far it may miss, in cm. */
  tolerance: number;
  /** How far beside the straight line it may ever get, in cm. */
  offset: number;
}

export const driveDistance: Check<Params> = {
  name: 'drive-distance',
  summary:
    'drives straight ahead (never more than offset cm beside the line) and comes to rest distance ± tolerance cm ahead',
  timeLimitS: 10,
  ending: 'stops',
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      distance: { default: 50, min: 5, max: 300 },
      tolerance: { default: 5, min: 1, max: 50 },
      // Uncalibrated motors pull a little to one side: about 5 cm over 50 cm.
      offset: { default: 10, min: 1, max: 50 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  targets: ({ distance, tolerance }, variant) => [
    stopAreaAhead(variant, distance - tolerance, distance + tolerance),
  ],
  judge(run, { distance, tolerance, offset }) {
    if (pathLength(run) < 2) return { passed: false, message: notStartedMessage(run) };
    const { ahead } = alongAndBeside(run.start, run.rest.pose);
    if (ahead < 0) {
      return {
        passed: false,
        message: `Der Roboter ist ${n(-ahead)} cm rückwärts gefahren. Er soll vorwärts fahren.`,
      };
    }
    const widest = Math.max(
      ...posesOf(run).map((pose) => Math.abs(alongAndBeside(run.start, pose).beside)),
    );
    if (widest > offset) {
      return {
        passed: false,
        message: `Der Roboter ist nicht geradeaus gefahren: Er kam bis zu ${formatMeasured(widest, [offset])} cm neben die gerade Linie, erlaubt sind ${n(offset)} cm.`,
      };
    }
    const [low, high] = [distance - tolerance, distance + tolerance];
    if (ahead < low || ahead > high) {
      return {
        passed: false,
        message: `Der Roboter steht ${formatMeasured(ahead, [low, high])} cm vor seinem Start, das Ziel sind ${n(distance)} cm (erlaubt: ${n(low)} bis ${n(high)} cm).`,
      };
    }
    return { passed: true };
  },
};
