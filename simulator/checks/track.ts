// Where on a world's line a point is: the arc length along the track, for checks that measure
// how far a robot followed the line.
import type { Vec } from '../core/geometry.ts';
import { nearestOnSegment, segmentLength, type WorldSpec } from '../core/world.ts';

export function trackLength(world: WorldSpec): number {
  return world.track.reduce((sum, segment) => sum + segmentLength(segment), 0);
}

/** The nearest point of the track: arc length from the track's start and distance to it. */
export function trackPosition(world: WorldSpec, p: Vec): { at: number; distance: number } {
  let best = { at: 0, distance: Infinity };
  let offset = 0;
  for (const segment of world.track) {
    const { distance, along } = nearestOnSegment(p, segment);
    if (distance < best.distance) best = { at: offset + along, distance };
    offset += segmentLength(segment);
  }
  return best;
}

/**
 * How far along a closed track a sequence of points moved in total (cm, either direction):
 * each step counts by the shorter way round, so crossing the track's start adds no jump.
 */
export function distanceAlongTrack(world: WorldSpec, points: readonly Vec[]): number {
  const length = trackLength(world);
  let total = 0;
  let last: number | null = null;
  for (const p of points) {
    const { at } = trackPosition(world, p);
    if (last !== null) {
      let step = at - last;
      if (step > length / 2) step -= length;
      if (step < -length / 2) step += length;
      total += step;
    }
    last = at;
  }
  return Math.abs(total);
}
