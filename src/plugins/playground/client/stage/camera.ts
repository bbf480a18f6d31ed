// The stage's camera: how far it zooms into the world and whether it follows the robot. At zoom
// 1 the whole world fills the viewport (`fitView`); zoomed in, the view keeps to the world's
// floor (no empty canvas beside a wall) and, when following, keeps the robot a little behind
// the middle so the way ahead shows.
import { headingVector, type Pose, type Vec } from '../../../../../simulator/core/geometry.ts';
import { BODY } from '../../../../../simulator/core/robot-geometry.ts';
import { extentMiddle, fitView, viewCentredOn, type Extent, type Rect, type View } from './view.ts';

/** A reader must see the robot's sensors and LEDs: it is drawn at least this long (CSS px). */
export const MIN_ROBOT_PX = 32;
/** Zooming in stops here (CSS px per cm): the 10 cm robot is then 240 px long. */
export const MAX_SCALE = 24;
/** One key press or wheel notch zooms by this factor. */
export const ZOOM_STEP = 1.25;
const BODY_LENGTH_CM = BODY.front - BODY.back;
/** A following camera looks this share of the view's smaller half-span ahead of the robot. */
export const LOOK_AHEAD_SHARE = 0.4;
/** The floor this far ahead of the robot belongs to what the stage may show, in cm. */
export const AHEAD_CM = 30;

/** The point `cm` ahead of the robot. */
export function aheadOf(pose: Pose, cm: number = AHEAD_CM): Vec {
  const forward = headingVector(pose.heading);
  return { x: pose.x + forward.x * cm, y: pose.y + forward.y * cm };
}

export interface Camera {
  /** Times the scale that fits the whole world; null: the start zoom (`startZoom`). */
  zoom: number | null;
  /** Centre on the robot; otherwise on `centre`, or the world's middle while that is null. */
  follow: boolean;
  centre: { x: number; y: number } | null;
}

export const START_CAMERA: Camera = { zoom: null, follow: true, centre: null };

export interface ZoomLimits {
  min: number;
  max: number;
}

/** From the whole world (1) to MAX_SCALE, never below the whole world. */
export function zoomLimits(fit: View): ZoomLimits {
  return { min: 1, max: Math.max(1, MAX_SCALE / fit.scale) };
}

/** The whole world if the robot is long enough in it, else as far in as that needs. */
export function startZoom(fit: View): number {
  return clampZoom(MIN_ROBOT_PX / (BODY_LENGTH_CM * fit.scale), fit);
}

export function clampZoom(zoom: number, fit: View): number {
  const { min, max } = zoomLimits(fit);
  return Math.min(max, Math.max(min, zoom));
}

/** The centre along one axis: the target, kept so that the view shows only the extent. */
function clampAxis(target: number, min: number, max: number, halfSpan: number): number {
  if (max - min <= 2 * halfSpan) return (min + max) / 2;
  return Math.min(max - halfSpan, Math.max(min + halfSpan, target));
}

/** The view of `extent` in `viewport` through the camera, with the robot at `robot`. */
export function cameraView(
  extent: Extent,
  viewport: Rect,
  dpr: number,
  camera: Camera,
  robot: Pose,
): View {
  const fit = fitView(extent, viewport, dpr);
  const zoom = camera.zoom === null ? startZoom(fit) : clampZoom(camera.zoom, fit);
  if (zoom === 1) return fit;
  const scale = fit.scale * zoom;
  const halfX = viewport.width / 2 / scale;
  const halfY = viewport.height / 2 / scale;
  const target = camera.follow
    ? aheadOf(robot, LOOK_AHEAD_SHARE * Math.min(halfX, halfY))
    : (camera.centre ?? extentMiddle(extent));
  const x = clampAxis(target.x, extent.minX, extent.maxX, halfX);
  const y = clampAxis(target.y, extent.minY, extent.maxY, halfY);
  return viewCentredOn({ x, y }, scale, viewport, dpr);
}

/**
 * The camera zoomed by `factor` (within the limits) about a canvas point: the world point under
 * it stays there. A following camera zooms about the robot, which it keeps in the middle.
 */
export function zoomCamera(
  camera: Camera,
  view: View,
  extent: Extent,
  factor: number,
  at: { x: number; y: number },
): Camera {
  const fit = fitView(extent, view.viewport, view.dpr);
  const zoom = clampZoom((view.scale / fit.scale) * factor, fit);
  if (camera.follow) return { ...camera, zoom };
  const scale = fit.scale * zoom;
  const world = { x: (at.x - view.originX) / view.scale, y: (view.originY - at.y) / view.scale };
  const middleX = view.viewport.x + view.viewport.width / 2;
  const middleY = view.viewport.y + view.viewport.height / 2;
  return {
    ...camera,
    zoom,
    centre: { x: world.x - (at.x - middleX) / scale, y: world.y + (at.y - middleY) / scale },
  };
}

/** Following turned off keeps the view where it is; turned on, it centres on the robot. */
export function toggleFollow(camera: Camera, view: View): Camera {
  if (camera.follow) {
    const x = view.viewport.x + view.viewport.width / 2;
    const y = view.viewport.y + view.viewport.height / 2;
    return {
      ...camera,
      follow: false,
      centre: { x: (x - view.originX) / view.scale, y: (view.originY - y) / view.scale },
    };
  }
  return { ...camera, follow: true, centre: null };
}
