// Drive a given distance and stop there.
import { worldByName } from '../worlds/index.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import { motorsStillRunning } from './motion.ts';
import type { Check } from './types.ts';

interface Params {
  /** How far from the start the robot should stop, in cm. */
  distance: number;
  /** How far it may miss, in cm. */
  tolerance: number;
}

export const driveDistance: Check<Params> = {
  name: 'drive-distance',
  summary: 'drives off and stops distance ± tolerance cm from the start',
  budgetS: 10,
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      distance: { default: 50, min: 5, max: 300 },
      tolerance: { default: 5, min: 1, max: 50 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { distance, tolerance }) {
    const start = run.path[0] ?? { x: 0, y: 0 };
    const away = Math.hypot(run.finalPose.x - start.x, run.finalPose.y - start.y);
    if (away < 2) return { passed: false, message: 'Der Roboter ist nicht losgefahren.' };
    const running = motorsStillRunning(run);
    if (running) return running;
    if (Math.abs(away - distance) > tolerance) {
      return {
        passed: false,
        message: `Der Roboter hat ${n(away)} cm vom Start entfernt angehalten, das Ziel sind ${n(distance)} cm (erlaubt: ${n(distance - tolerance)} bis ${n(distance + tolerance)} cm).`,
      };
    }
    return { passed: true };
  },
};
