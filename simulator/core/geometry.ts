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

/** Whether a convex polygon (given by its corners) and a box overlap (separating axes). */
export function polygonIntersectsBox(corners: Vec[], box: Box): boolean {
  const boxCorners: Vec[] = [
    { x: box.x1, y: box.y1 },
    { x: box.x2, y: box.y1 },
    { x: box.x2, y: box.y2 },
    { x: box.x1, y: box.y2 },
  ];
  const axes: Vec[] = [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
  ];
  for (let i = 0; i < corners.length; i++) {
    const a = corners[i];
    const b = corners[(i + 1) % corners.length];
    axes.push({ x: b.y - a.y, y: a.x - b.x });
  }
  return axes.every((axis) => {
    const project = (points: Vec[]) => points.map((p) => p.x * axis.x + p.y * axis.y);
    const p1 = project(corners);
    const p2 = project(boxCorners);
    return Math.max(...p1) >= Math.min(...p2) && Math.max(...p2) >= Math.min(...p1);
  });
}

export function distance(a: Vec, b: Vec): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}
