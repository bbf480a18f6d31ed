// Follow the oval line for whole laps within the time limit without losing it, from different
// places on the track. With faded=1 the line is faded: the sensors' 0/1 never see it, so only
// a program that follows the readings (line_sensor_data_all) gets round.
import type { SimState } from '../core/state.ts';
import { worldByName } from '../worlds/index.ts';
import { formatMeasured, parseNumbers, formatNumber as n } from './params.ts';
import { alongTrack } from './targets.ts';
import type { Check } from './types.ts';
import { distanceAlongTrack, trackLength, trackPosition } from './track.ts';
import { faded } from './worlds.ts';

interface Params {
  laps: number;
  /** How far the axle's middle may stray from the line's centre, in cm. */
  offline: number;
  /** 1: the line is faded (readings only). */
  faded: number;
  /**
   * Steering must take at least this many different strengths (speed differences between the
   * motors): "the farther off, the stronger" shows as many, a 0/1 follower as two or three.
   */
  steps: number;
}

/** How many different steering strengths (left minus right motor speed) the robot drove with. */
export function steeringSteps(samples: readonly SimState[]): number {
  const signed = (m: SimState['motors']['left']) => (m.direction === 1 ? -m.speed : m.speed);
  return new Set(samples.map((s) => signed(s.motors.left) - signed(s.motors.right))).size;
}

/** Places on the oval where the setups start, each facing along the line (anticlockwise). */
export const OVAL_STARTS = [
  { label: 'Start auf der rechten Geraden', pose: { x: 0, y: 0, heading: 0 } },
  { label: 'Start auf der linken Geraden', pose: { x: -60, y: 10, heading: 180 } },
  { label: 'Start oben im Bogen', pose: { x: -30, y: 60, heading: 270 } },
];

export const lineLap: Check<Params> = {
  name: 'line-lap',
  summary:
    'follows the oval (faded=1: a faded oval) for `laps` laps within the time limit, never more than `offline` cm off the line, steering with at least `steps` different strengths',
  timeLimitS: 40,
  ending: 'runs',
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      laps: { default: 1, min: 0.25, max: 5 },
      offline: { default: 4, min: 1, max: 20 },
      faded: { default: 0, min: 0, max: 1 },
      steps: { default: 0, min: 0, max: 50 },
    }),
  variants: ({ faded: isFaded }) => {
    const oval = worldByName('oval');
    const world = isFaded === 1 ? faded(oval) : oval;
    return OVAL_STARTS.map(({ label, pose }) => ({ label, world, startPose: pose }));
  },
  targets: ({ offline }) => [alongTrack(offline)],
  judge(run, { laps, offline, steps }, variant) {
    const points = [run.start, ...run.samples.map((sample) => sample.pose)];
    const lost = run.samples.find(
      (sample) => trackPosition(variant.world, sample.pose).distance > offline,
    );
    const wanted = laps * trackLength(variant.world);
    const done = distanceAlongTrack(
      variant.world,
      lost ? points.slice(0, run.samples.indexOf(lost) + 2) : points,
    );
    const share = (100 * done) / wanted;
    if (lost) {
      return {
        passed: false,
        message: `Nach ${n(lost.timeUs / 1e6, 1)} s war die Mitte der Radachse mehr als ${n(offline)} cm neben der Linie: Der Roboter hat sie nach ${n(Math.min(share, 99))} % der Strecke verloren.`,
        atUs: lost.timeUs,
      };
    }
    if (done < wanted) {
      const when =
        run.end === 'finished'
          ? `Dein Programm war nach ${n(run.endedAtUs / 1e6, 1)} s zu Ende`
          : `Die Zeit ist um (${n(run.limitUs / 1e6)} s)`;
      return {
        passed: false,
        message: `${when}: Der Roboter hat erst ${formatMeasured(share, [100])} % der Strecke geschafft.`,
      };
    }
    const used = steeringSteps(run.samples);
    if (used < steps) {
      return {
        passed: false,
        message: `Der Roboter hat nur mit ${n(used)} verschiedenen Lenkstärken gelenkt, es sollen mindestens ${n(steps)} sein: Lenke umso stärker, je weiter die Linie neben der Mitte liegt.`,
      };
    }
    return { passed: true };
  },
};
