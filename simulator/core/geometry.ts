/** Small 2-D helpers shared by the world, the sensors and the drive. Units: cm, degrees. */

export interface Vec {
  x: number;
  y: number;
}

/** Axis-aligned box, e.g. an obstacle or a wall. */
export interface Box {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/**
 * Pose of the robot: (x, y) is the midpoint of the wheel axle, x east, y north;
 * heading in degrees clockwise from north (0 = north, 90 = east), as the compass reports it.
 */
export interface Pose {
  x: number;
  y: number;
  heading: number;
}

export const DEG = Math.PI / 180;

export function normalizeDeg(deg: number): number {
  return ((deg % 360) + 360) % 360;
}

/** Smallest signed turn from heading `from` to heading `to`, in degrees (−180 … 180]. */
export function headingDifference(from: number, to: number): number {
  const d = ((((to - from) % 360) + 540) % 360) - 180;
  return d === -180 ? 180 : d;
}

/** Unit vector pointing where a heading points (clockwise from north). */
export function headingVector(headingDeg: number): Vec {
  return { x: Math.sin(headingDeg * DEG), y: Math.cos(headingDeg * DEG) };
}

/** World position of a point given in the robot frame (`right`, `forward` in cm). */
export function robotToWorld(pose: Pose, right: number, forward: number): Vec {
  const f = headingVector(pose.heading);
  // The robot's right is the forward vector turned 90° clockwise.
  return { x: pose.x + forward * f.x + right * f.y, y: pose.y + forward * f.y - right * f.x };
}

/** Distance along a ray to the first hit on a box, or Infinity (slab method). */
export function rayBoxDistance(origin: Vec, dir: Vec, box: Box): number {
  let tMin = 0;
  let tMax = Infinity;
  for (const [o, d, lo, hi] of [
    [origin.x, dir.x, box.x1, box.x2],
    [origin.y, dir.y, box.y1, box.y2],
  ] as const) {
    if (Math.abs(d) < 1e-12) {
      if (o < lo || o > hi) return Infinity;
      continue;
    }
    let t1 = (lo - o) / d;
    let t2 = (hi - o) / d;
    if (t1 > t2) [t1, t2] = [t2, t1];
    tMin = Math.max(tMin, t1);
    tMax = Math.min(tMax, t2);
    if (tMin > tMax) return Infinity;
  }
  return tMin;
}

/** Distance from a point to a box (0 inside). */
export function pointBoxDistance(p: Vec, box: Box): number {
  const dx = Math.max(box.x1 - p.x, 0, p.x - box.x2);
  const dy = Math.max(box.y1 - p.y, 0, p.y - box.y2);
  return Math.hypot(dx, dy);
}

function overlapOnAxis(corners: readonly Vec[], box: Box, ax: number, ay: number): boolean {
  let min1 = Infinity;
  let max1 = -Infinity;
  for (const c of corners) {
    const v = c.x * ax + c.y * ay;
    if (v < min1) min1 = v;
    if (v > max1) max1 = v;
  }
  let min2 = Infinity;
  let max2 = -Infinity;
  for (const x of [box.x1, box.x2]) {
    for (const y of [box.y1, box.y2]) {
      const v = x * ax + y * ay;
      if (v < min2) min2 = v;
      if (v > max2) max2 = v;
    }
  }
  return max1 >= min2 && max2 >= min1;
}

/** Whether a convex polygon (given by its corners) and a box overlap (separating axes). */
export function polygonIntersectsBox(corners: readonly Vec[], box: Box): boolean {
  if (!overlapOnAxis(corners, box, 1, 0) || !overlapOnAxis(corners, box, 0, 1)) return false;
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    if (!overlapOnAxis(corners, box, b.y - a.y, a.x - b.x)) return false;
  }
  return true;
}
