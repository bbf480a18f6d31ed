// The view transform: world (cm, x east, y north) ↔ canvas (CSS px, y down), uniform scale,
// north up, fitted so that a world's extent fills a viewport. The canvas itself is scaled by the
// device pixel ratio once per frame, so everything here stays in CSS pixels.
import type { Pose } from '../../../../../simulator/core/geometry.ts';
import { BODY } from '../../../../../simulator/core/robot-geometry.ts';
import type { TrackSegment, WorldSpec } from '../../../../../simulator/core/world.ts';

/** An axis-aligned area of the world in cm. */
export interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** An area of the canvas in CSS pixels. */
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface View {
  /** CSS pixels per cm. */
  scale: number;
  /** Canvas position of the world's origin. */
  originX: number;
  originY: number;
  /** Device pixels per CSS pixel. */
  dpr: number;
  /** Where the world is drawn; the board panel lies outside it. */
  viewport: Rect;
}

/** Floor shown around the content, so the robot never touches the canvas edge. */
export const MARGIN_CM = 5;
/** A world with little in it (the empty floor) still shows this much floor around the robot. */
export const MIN_SPAN_CM = 80;
/** How far the robot's body reaches from the middle of its axle, in any direction. */
export const ROBOT_REACH_CM = Math.max(
  ...[BODY.left, BODY.right].flatMap((right) =>
    [BODY.back, BODY.front].map((forward) => Math.hypot(right, forward)),
  ),
);

function arcExtent(s: Extract<TrackSegment, { type: 'arc' }>): Extent {
  const [cx, cy] = s.center;
  // The arc's extremes are its two ends and every axis direction (0°, 90°, …) it sweeps over.
  const angles = [s.startDeg, s.endDeg];
  for (let a = Math.ceil(s.startDeg / 90) * 90; a <= s.endDeg; a += 90) angles.push(a);
  const xs = angles.map((a) => cx + s.radius * Math.cos((a * Math.PI) / 180));
  const ys = angles.map((a) => cy + s.radius * Math.sin((a * Math.PI) / 180));
  return {
    minX: Math.min(...xs),
    minY: Math.min(...ys),
    maxX: Math.max(...xs),
    maxY: Math.max(...ys),
  };
}

function union(a: Extent, b: Extent): Extent {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

function grow(e: Extent, by: number): Extent {
  return { minX: e.minX - by, minY: e.minY - by, maxX: e.maxX + by, maxY: e.maxY + by };
}

function poseExtent(pose: Pose): Extent {
  return grow({ minX: pose.x, minY: pose.y, maxX: pose.x, maxY: pose.y }, ROBOT_REACH_CM);
}

/**
 * What a world shows: its track (with the line's width), its boxes and the robot at the world's
 * start, with a margin, and at least MIN_SPAN_CM wide and high. It depends on the world only, so
 * the view stays put while the reader places the robot.
 */
export function worldExtent(world: WorldSpec): Extent {
  let e = poseExtent(world.start);
  for (const s of world.track) {
    const seg =
      s.type === 'arc'
        ? arcExtent(s)
        : {
            minX: Math.min(s.from[0], s.to[0]),
            minY: Math.min(s.from[1], s.to[1]),
            maxX: Math.max(s.from[0], s.to[0]),
            maxY: Math.max(s.from[1], s.to[1]),
          };
    e = union(e, grow(seg, world.lineWidth / 2));
  }
  for (const b of world.boxes) e = union(e, { minX: b.x1, minY: b.y1, maxX: b.x2, maxY: b.y2 });
  e = grow(e, MARGIN_CM);
  const padX = Math.max(0, MIN_SPAN_CM - (e.maxX - e.minX)) / 2;
  const padY = Math.max(0, MIN_SPAN_CM - (e.maxY - e.minY)) / 2;
  return { minX: e.minX - padX, minY: e.minY - padY, maxX: e.maxX + padX, maxY: e.maxY + padY };
}

/** The extent grown to keep robots at these poses (the current one, the trail) in sight. */
export function extentWithPoses(extent: Extent, poses: Iterable<Pose>): Extent {
  let { minX, minY, maxX, maxY } = extent;
  const reach = ROBOT_REACH_CM + MARGIN_CM;
  for (const p of poses) {
    minX = Math.min(minX, p.x - reach);
    minY = Math.min(minY, p.y - reach);
    maxX = Math.max(maxX, p.x + reach);
    maxY = Math.max(maxY, p.y + reach);
  }
  return { minX, minY, maxX, maxY };
}

/** The largest uniform scale that shows the whole extent in the viewport, centred. */
export function fitView(extent: Extent, viewport: Rect, dpr: number): View {
  const spanX = extent.maxX - extent.minX;
  const spanY = extent.maxY - extent.minY;
  const scale = Math.min(viewport.width / spanX, viewport.height / spanY);
  return viewCentredOn(extentMiddle(extent), scale, viewport, dpr);
}

/** The middle of an extent, in world cm. */
export function extentMiddle(extent: Extent): { x: number; y: number } {
  return { x: (extent.minX + extent.maxX) / 2, y: (extent.minY + extent.maxY) / 2 };
}

/** The view at `scale` (px per cm) with the world point `centre` in the viewport's middle. */
export function viewCentredOn(
  centre: { x: number; y: number },
  scale: number,
  viewport: Rect,
  dpr: number,
): View {
  return {
    scale,
    originX: viewport.x + viewport.width / 2 - centre.x * scale,
    originY: viewport.y + viewport.height / 2 + centre.y * scale,
    dpr,
    viewport,
  };
}

export function canvasX(view: View, x: number): number {
  return view.originX + x * view.scale;
}

export function canvasY(view: View, y: number): number {
  return view.originY - y * view.scale;
}

/** The world point under a canvas point (CSS px relative to the canvas' top left corner). */
export function canvasToWorld(view: View, px: number, py: number): { x: number; y: number } {
  return { x: (px - view.originX) / view.scale, y: (view.originY - py) / view.scale };
}
