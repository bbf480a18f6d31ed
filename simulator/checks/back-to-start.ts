// Drive a figure (a square) and come back to where you started.
import { worldByName } from '../worlds/index.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import { motorsStillRunning } from './motion.ts';
import type { Check } from './types.ts';

interface Params {
  /** Expected side of the figure in cm. */
  side: number;
  /** How far from the start the robot may stop, in cm. */
  tolerance: number;
}

export const backToStart: Check<Params> = {
  name: 'back-to-start',
  summary: 'drives a figure about side × side cm and stops within tolerance cm of the start',
  budgetS: 20,
  readsSensors: false,
  parse: (raw) =>
    parseNumbers(raw, {
      side: { default: 30, min: 5, max: 150 },
      tolerance: { default: 10, min: 1, max: 50 },
    }),
  variants: () => [{ label: 'leerer Boden', world: worldByName('empty') }],
  judge(run, { side, tolerance }) {
    const start = run.path[0] ?? { x: 0, y: 0 };
    const xs = run.path.map((p) => p.x);
    const ys = run.path.map((p) => p.y);
    const width = Math.max(...xs, start.x) - Math.min(...xs, start.x);
    const depth = Math.max(...ys, start.y) - Math.min(...ys, start.y);
    const wanted = side * 0.7;
    if (Math.max(width, depth) < wanted) {
      return {
        passed: false,
        message: `Der Roboter ist nur ${n(Math.max(width, depth))} cm weit gefahren; die Seiten sollen etwa ${n(side)} cm lang sein.`,
      };
    }
    if (Math.min(width, depth) < wanted) {
      return {
        passed: false,
        message: `Das war noch keine Runde: Die Fahrt war ${n(Math.max(width, depth))} cm lang, aber nur ${n(Math.min(width, depth))} cm breit.`,
      };
    }
    const away = Math.hypot(run.finalPose.x - start.x, run.finalPose.y - start.y);
    if (away > tolerance) {
      return {
        passed: false,
        message: `Der Roboter hat ${n(away)} cm vom Start entfernt angehalten, erlaubt sind höchstens ${n(tolerance)} cm.`,
      };
    }
    const running = motorsStillRunning(run);
    if (running) return running;
    return { passed: true };
  },
};
