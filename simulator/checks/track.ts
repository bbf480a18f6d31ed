// Where on a world's line a point is: the arc length along the track, for checks that measure
// how far a robot followed the line.
import { DEG, type Vec } from '../core/geometry.ts';
import type { TrackSegment, WorldSpec } from '../core/world.ts';

function segmentLength(segment: TrackSegment): number {
  if (segment.type === 'line') {
    return Math.hypot(segment.to[0] - segment.from[0], segment.to[1] - segment.from[1]);
  }
  return segment.radius * (segment.endDeg - segment.startDeg) * DEG;
}

export function trackLength(world: WorldSpec): number {
  return world.track.reduce((sum, segment) => sum + segmentLength(segment), 0);
}

/** Nearest point of one segment: its distance from `p` and how far along the segment it is. */
function nearestOn(segment: TrackSegment, p: Vec): { distance: number; along: number } {
  if (segment.type === 'line') {
    const [ax, ay] = segment.from;
    const dx = segment.to[0] - ax;
    const dy = segment.to[1] - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / len2));
    return {
      distance: Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy)),
      along: t * Math.sqrt(len2),
    };
  }
  const [cx, cy] = segment.center;
  const sweep = segment.endDeg - segment.startDeg;
  const angle = Math.atan2(p.y - cy, p.x - cx) / DEG;
  let rel = (((angle - segment.startDeg) % 360) + 360) % 360;
  // Outside the arc: the nearer end.
  if (rel > sweep) rel = rel - sweep < 360 - rel ? sweep : 0;
  const end = (segment.startDeg + rel) * DEG;
  const q = { x: cx + segment.radius * Math.cos(end), y: cy + segment.radius * Math.sin(end) };
  return { distance: Math.hypot(p.x - q.x, p.y - q.y), along: segment.radius * rel * DEG };
}

/** The nearest point of the track: arc length from the track's start and distance to it. */
export function trackPosition(world: WorldSpec, p: Vec): { at: number; distance: number } {
  let best = { at: 0, distance: Infinity };
  let offset = 0;
  for (const segment of world.track) {
    const { distance, along } = nearestOn(segment, p);
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
