import type { Box, Pose, Vec } from './geometry.ts';

/** A piece of the dark line on the floor, measured to the line's centre. */
export type TrackSegment =
  | { type: 'line'; from: [number, number]; to: [number, number] }
  /** Arc swept counter-clockwise from `startDeg` to `endDeg` (maths angles, 0° = east). */
  | { type: 'arc'; center: [number, number]; radius: number; startDeg: number; endDeg: number };

/** A wall or an obstacle on the floor. */
export type WorldBox = Box & {
  kind: 'wall' | 'obstacle';
  /**
   * Seconds after the start when the box is put down (a hand held in front of the sensor);
   * before that the sensor does not see it and the robot drives through its place.
   */
  appearsAtS?: number;
};

/** Whether a box stands on the floor at this simulated time. */
export function boxPresent(box: WorldBox, timeUs: number): boolean {
  return box.appearsAtS === undefined || timeUs >= box.appearsAtS * 1_000_000;
}

/** A world as stored in `simulator/worlds/*.json`. */
export interface WorldSpec {
  name: string;
  description: string;
  start: Pose;
  /** Width of the dark line in cm. */
  lineWidth: number;
  /**
   * What a line sensor reads fully over the line (10 bit, dark = low; default `ANALOG_DARK`).
   * A faded line reads lighter: above the digital threshold it shows in the readings only.
   */
  lineShade?: number;
  track: TrackSegment[];
  /** Walls and obstacles; the ultrasonic sensor sees them and the robot cannot drive through them. */
  boxes: WorldBox[];
  /**
   * The robot stands on a slope: nose up by `pitch` and right side down by `roll` degrees
   * (seen by the accelerometer and the compass only; the drive stays flat). Default level.
   */
  tilt?: { pitch: number; roll: number };
}

/** Length of one piece of line along its centre, in cm. */
export function segmentLength(s: TrackSegment): number {
  if (s.type === 'line') return Math.hypot(s.to[0] - s.from[0], s.to[1] - s.from[1]);
  return (s.radius * (s.endDeg - s.startDeg) * Math.PI) / 180;
}

/**
 * The point of a segment nearest to `p`: its distance from `p` and how far along the segment
 * (from its start, in cm) it lies.
 */
export function nearestOnSegment(p: Vec, s: TrackSegment): { distance: number; along: number } {
  if (s.type === 'line') {
    const [ax, ay] = s.from;
    const [bx, by] = s.to;
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy;
    const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - ax) * dx + (p.y - ay) * dy) / len2));
    return {
      distance: Math.hypot(p.x - (ax + t * dx), p.y - (ay + t * dy)),
      along: t * Math.sqrt(len2),
    };
  }
  const [cx, cy] = s.center;
  const angle = (Math.atan2(p.y - cy, p.x - cx) * 180) / Math.PI;
  const sweep = s.endDeg - s.startDeg;
  const rel = (((angle - s.startDeg) % 360) + 360) % 360;
  if (rel <= sweep) {
    return {
      distance: Math.abs(Math.hypot(p.x - cx, p.y - cy) - s.radius),
      along: (s.radius * rel * Math.PI) / 180,
    };
  }
  const end = (deg: number) => ({
    x: cx + s.radius * Math.cos((deg * Math.PI) / 180),
    y: cy + s.radius * Math.sin((deg * Math.PI) / 180),
  });
  const a = end(s.startDeg);
  const b = end(s.endDeg);
  const toStart = Math.hypot(p.x - a.x, p.y - a.y);
  const toEnd = Math.hypot(p.x - b.x, p.y - b.y);
  return toStart <= toEnd
    ? { distance: toStart, along: 0 }
    : { distance: toEnd, along: segmentLength(s) };
}

/** Distance from a floor point to the centre of the nearest piece of line (Infinity without track). */
export function distanceToTrack(world: WorldSpec, p: Vec): number {
  let best = Infinity;
  for (const segment of world.track) best = Math.min(best, nearestOnSegment(p, segment).distance);
  return best;
}

function isPair(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length === 2 && value.every((n) => typeof n === 'number');
}

/** Checks a parsed world file and returns it typed; throws naming the first problem. */
export function parseWorld(json: unknown): WorldSpec {
  const w = json as Partial<WorldSpec>;
  const fail = (what: string): never => {
    throw new Error(`World ${String(w?.name)}: ${what}`);
  };
  if (typeof w?.name !== 'string') fail('name missing');
  if (typeof w.lineWidth !== 'number' || w.lineWidth <= 0) fail('lineWidth must be > 0');
  if (w.lineShade !== undefined && !(w.lineShade >= 0 && w.lineShade < 900)) {
    fail('lineShade must be a reading from 0 to 899');
  }
  const s = w.start;
  if (!s || ![s.x, s.y, s.heading].every((n) => typeof n === 'number')) fail('start pose missing');
  if (!Array.isArray(w.track)) fail('track must be a list');
  for (const seg of w.track ?? []) {
    const ok =
      seg.type === 'line'
        ? isPair(seg.from) && isPair(seg.to)
        : seg.type === 'arc' &&
          isPair(seg.center) &&
          seg.radius > 0 &&
          seg.endDeg > seg.startDeg &&
          seg.endDeg - seg.startDeg <= 360;
    if (!ok) fail(`bad track segment ${JSON.stringify(seg)}`);
  }
  if (
    w.tilt &&
    ![w.tilt.pitch, w.tilt.roll].every((n) => typeof n === 'number' && Math.abs(n) < 90)
  )
    fail('tilt needs pitch and roll in degrees between -90 and 90');
  if (!Array.isArray(w.boxes)) fail('boxes must be a list');
  for (const b of w.boxes ?? []) {
    if (
      !(b.x1 < b.x2 && b.y1 < b.y2) ||
      (b.kind !== 'wall' && b.kind !== 'obstacle') ||
      (b.appearsAtS !== undefined && !(typeof b.appearsAtS === 'number' && b.appearsAtS >= 0))
    ) {
      fail(`bad box ${JSON.stringify(b)}`);
    }
  }
  return w as WorldSpec;
}
