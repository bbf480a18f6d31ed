// Follow the oval line for whole laps without losing it, from different places on the track.
import { worldByName } from '../worlds/index.ts';
import { parseNumbers, formatNumber as n } from './params.ts';
import type { Check } from './types.ts';
import { distanceAlongTrack, trackLength, trackPosition } from './track.ts';

interface Params {
  laps: number;
  /** How far the axle's middle may stray from the line's centre, in cm. */
  offline: number;
}

/** Places on the oval where the variants start, each facing along the line (anticlockwise). */
export const OVAL_STARTS = [
  { label: 'Start auf der rechten Geraden', pose: { x: 0, y: 0, heading: 0 } },
  { label: 'Start auf der linken Geraden', pose: { x: -60, y: 10, heading: 180 } },
  { label: 'Start oben im Bogen', pose: { x: -30, y: 60, heading: 270 } },
];

export const lineLap: Check<Params> = {
  name: 'line-lap',
  summary: 'follows the oval for `laps` laps, never more than `offline` cm off the line',
  budgetS: 40,
  readsSensors: true,
  parse: (raw) =>
    parseNumbers(raw, {
      laps: { default: 1, min: 0.25, max: 5 },
      offline: { default: 4, min: 1, max: 20 },
    }),
  variants: () =>
    OVAL_STARTS.map(({ label, pose }) => ({ label, world: worldByName('oval'), startPose: pose })),
  judge(run, { laps, offline }, variant) {
    const points = run.samples.map((sample) => sample.pose);
    const lost = run.samples.find(
      (sample) => trackPosition(variant.world, sample.pose).distance > offline,
    );
    const wanted = laps * trackLength(variant.world);
    const done = distanceAlongTrack(
      variant.world,
      lost ? points.slice(0, run.samples.indexOf(lost) + 1) : points,
    );
    if (lost) {
      return {
        passed: false,
        message: `Nach ${n(lost.timeUs / 1e6, 1)} s hat der Roboter die Linie verloren, nach ${n((100 * done) / wanted)} % der Strecke.`,
      };
    }
    if (done < wanted) {
      return {
        passed: false,
        message: `Nach ${n(run.simTimeUs / 1e6)} s war die Strecke nicht geschafft: ${n((100 * done) / wanted)} %.`,
      };
    }
    return { passed: true };
  },
};
