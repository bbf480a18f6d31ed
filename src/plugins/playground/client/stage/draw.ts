// Draws one frame of the stage on a 2-D canvas: the world from above, the robot to scale and the
// micro:bit panel. All placement comes from the pure modules next to this one; this file only
// paints. One call per changed frame; nothing is kept between calls.
import { headingVector, type Pose } from '../../../../../simulator/core/geometry.ts';
import { ANALOG_DARK } from '../../../../../simulator/core/line-sensors.ts';
import type { TargetMark } from '../../../../../simulator/checks/types.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import { boxPresent, type WorldSpec } from '../../../../../simulator/core/world.ts';
import { sensorShade } from './colours.ts';
import type { StageLayout } from './layout.ts';
import { drawLabel, FONT } from './paint.ts';
import { paintLayer, type WorldPaint } from './part-drawings.ts';
import { HANDLE_DISTANCE_PX, HANDLE_RADIUS_PX, rotateHandle } from './placing.ts';
import { robotMatrix } from './robot-parts.ts';
import { niceScaleBar } from './scale-bar.ts';
import type { Translate } from '../messages.ts';
import type { StageTheme } from './theme.ts';
import { canvasToWorld, canvasX, canvasY, type View } from './view.ts';

export interface StageScene {
  world: WorldSpec;
  /** What to draw: the running robot, or the placed one (see `restingState` in simulator/core/parts). */
  state: SimState;
  /** Recent poses, oldest first. */
  trail: readonly Pose[];
  /** The run before's trail, drawn faded and dashed under this one's to compare. */
  previousTrail: readonly Pose[];
  /** An exercise setup's goal, drawn under the trail and the robot. */
  targets: readonly TargetMark[];
  theme: StageTheme;
  layout: StageLayout;
  /** Before and between runs: show the rotate handle. */
  placing: boolean;
  /** Buttons held on screen or by key, shown pressed before the program sees them. */
  pressed: { a: boolean; b: boolean };
  /** Older parts of the trail fade out (off with `prefers-reduced-motion`). */
  fadeTrail: boolean;
  /** The words on the stage (the sonar's label). */
  t: Translate;
}

const TRAIL_FADE_STEPS = 8;

export function drawStage(ctx: CanvasRenderingContext2D, view: View, scene: StageScene): void {
  const { layout, theme } = scene;
  ctx.setTransform(view.dpr, 0, 0, view.dpr, 0, 0);
  ctx.clearRect(0, 0, layout.width, layout.height);

  ctx.save();
  const vp = view.viewport;
  ctx.beginPath();
  ctx.rect(vp.x, vp.y, vp.width, vp.height);
  ctx.clip();
  ctx.fillStyle = theme.floor;
  ctx.fillRect(vp.x, vp.y, vp.width, vp.height);
  const bar = niceScaleBar(view.scale, Math.min(120, vp.width / 3));
  drawGrid(ctx, view, bar.cm, theme);
  drawTrack(ctx, view, scene.world, theme);
  drawTargets(ctx, view, scene.world, scene.targets, theme);
  drawBoxes(ctx, view, scene.world, scene.state.timeUs, theme);
  drawPreviousTrail(ctx, view, scene.previousTrail, theme);
  drawTrail(ctx, view, scene.trail, theme, scene.fadeTrail);
  const world: WorldPaint = { ctx, view, state: scene.state, theme, t: scene.t };
  paintLayer('under', world);
  drawRobot(world);
  if (scene.placing) drawHandle(ctx, view, scene.state.pose, theme);
  paintLayer('over', world);
  drawScaleBar(ctx, vp.x + 12, vp.y + vp.height - 14, bar.px, bar.label, theme);
  ctx.restore();

  drawBoard(ctx, layout, scene, theme);
}

/** The robot to scale at its pose: every part's `robot` layer in the robot's frame. */
function drawRobot({ ctx, view, state, theme }: WorldPaint) {
  const [a, b, c, d, e, f] = robotMatrix(view, state.pose);
  const k = view.dpr;
  ctx.save();
  // From here on, one unit is one cm of the robot frame (right, forward).
  ctx.setTransform(a * k, b * k, c * k, d * k, e * k, f * k);
  paintLayer('robot', { ctx, state, theme, px: 1 / view.scale });
  ctx.restore();
}

/** The micro:bit panel: its outline and name, then every part's `board` layer. */
function drawBoard(
  ctx: CanvasRenderingContext2D,
  layout: StageLayout,
  scene: StageScene,
  theme: StageTheme,
) {
  const { board } = layout;
  ctx.fillStyle = theme.board;
  ctx.beginPath();
  ctx.roundRect(board.x, board.y, board.width, board.height, 10);
  ctx.fill();
  paintLayer('board', { ctx, state: scene.state, theme, layout, pressed: scene.pressed });
  ctx.font = FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillStyle = theme.boardText;
  ctx.fillText('micro:bit', board.x + board.width / 2, board.y + board.height - 12);
}

function drawGrid(ctx: CanvasRenderingContext2D, view: View, stepCm: number, theme: StageTheme) {
  const vp = view.viewport;
  const topLeft = canvasToWorld(view, vp.x, vp.y);
  const bottomRight = canvasToWorld(view, vp.x + vp.width, vp.y + vp.height);
  ctx.beginPath();
  for (let x = Math.ceil(topLeft.x / stepCm) * stepCm; x <= bottomRight.x; x += stepCm) {
    const px = Math.round(canvasX(view, x)) + 0.5;
    ctx.moveTo(px, vp.y);
    ctx.lineTo(px, vp.y + vp.height);
  }
  for (let y = Math.ceil(bottomRight.y / stepCm) * stepCm; y <= topLeft.y; y += stepCm) {
    const py = Math.round(canvasY(view, y)) + 0.5;
    ctx.moveTo(vp.x, py);
    ctx.lineTo(vp.x + vp.width, py);
  }
  ctx.strokeStyle = theme.grid;
  ctx.lineWidth = 1;
  ctx.stroke();
}

function drawTrack(ctx: CanvasRenderingContext2D, view: View, world: WorldSpec, theme: StageTheme) {
  if (world.track.length === 0) return;
  trackPath(ctx, view, world);
  // A faded line is drawn as light as the sensors read it.
  ctx.strokeStyle = sensorShade(world.lineShade ?? ANALOG_DARK, theme.line, theme.floor);
  ctx.lineWidth = Math.max(1, world.lineWidth * view.scale);
  ctx.lineCap = 'butt';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** The path of the world's line, along its centre. */
function trackPath(ctx: CanvasRenderingContext2D, view: View, world: WorldSpec) {
  ctx.beginPath();
  for (const s of world.track) {
    if (s.type === 'line') {
      ctx.moveTo(canvasX(view, s.from[0]), canvasY(view, s.from[1]));
      ctx.lineTo(canvasX(view, s.to[0]), canvasY(view, s.to[1]));
    } else {
      // The world's arcs turn counter-clockwise in maths angles; y flips on the canvas.
      const start = (-s.startDeg * Math.PI) / 180;
      const end = (-s.endDeg * Math.PI) / 180;
      const cx = canvasX(view, s.center[0]);
      const cy = canvasY(view, s.center[1]);
      ctx.moveTo(
        cx + s.radius * view.scale * Math.cos(start),
        cy + s.radius * view.scale * Math.sin(start),
      );
      ctx.arc(cx, cy, s.radius * view.scale, start, end, true);
    }
  }
}

/**
 * The goals as translucent places with a dashed edge and their words, so a pupil sees where
 * the robot should end (or stay) before and while it drives.
 */
function drawTargets(
  ctx: CanvasRenderingContext2D,
  view: View,
  world: WorldSpec,
  targets: readonly TargetMark[],
  theme: StageTheme,
) {
  for (const target of targets) {
    ctx.save();
    ctx.setLineDash([6, 4]);
    let labelAt: { x: number; y: number } | null = null;
    if (target.kind === 'area') {
      const points = target.corners.map((c) => ({ x: canvasX(view, c.x), y: canvasY(view, c.y) }));
      ctx.beginPath();
      points.forEach((p, i) => (i === 0 ? ctx.moveTo(p.x, p.y) : ctx.lineTo(p.x, p.y)));
      ctx.closePath();
      ctx.fillStyle = theme.target;
      ctx.fill();
      ctx.strokeStyle = theme.targetEdge;
      ctx.lineWidth = 1.5;
      ctx.stroke();
      // The words above the place, kept inside the view.
      labelAt = {
        x: points.reduce((sum, p) => sum + p.x, 0) / points.length,
        y: Math.min(...points.map((p) => p.y)) - 12,
      };
    } else if (world.track.length > 0) {
      trackPath(ctx, view, world);
      ctx.setLineDash([]);
      ctx.strokeStyle = theme.target;
      ctx.lineWidth = Math.max(2, 2 * target.halfWidthCm * view.scale);
      ctx.lineJoin = 'round';
      ctx.stroke();
    }
    ctx.restore();
    if (labelAt) {
      ctx.font = FONT;
      const half = ctx.measureText(target.label).width / 2 + 5;
      const vp = view.viewport;
      const x = Math.min(Math.max(labelAt.x, vp.x + half + 4), vp.x + vp.width - half - 4);
      const y = Math.min(Math.max(labelAt.y, vp.y + 14), vp.y + vp.height - 14);
      drawLabel(ctx, target.label, x, y, theme, theme.targetEdge);
    }
  }
}

function drawBoxes(
  ctx: CanvasRenderingContext2D,
  view: View,
  world: WorldSpec,
  timeUs: number,
  theme: StageTheme,
) {
  ctx.lineWidth = 1;
  ctx.strokeStyle = theme.boxEdge;
  for (const b of world.boxes) {
    const x = canvasX(view, b.x1);
    const y = canvasY(view, b.y2);
    const w = (b.x2 - b.x1) * view.scale;
    const h = (b.y2 - b.y1) * view.scale;
    // A box that is put down later shows its place as a dashed outline until then.
    if (!boxPresent(b, timeUs)) {
      ctx.setLineDash([4, 3]);
      ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
      ctx.setLineDash([]);
      continue;
    }
    ctx.fillStyle = b.kind === 'wall' ? theme.wall : theme.obstacle;
    ctx.fillRect(x, y, w, h);
    ctx.strokeRect(x + 0.5, y + 0.5, w - 1, h - 1);
  }
}

function drawTrail(
  ctx: CanvasRenderingContext2D,
  view: View,
  trail: readonly Pose[],
  theme: StageTheme,
  fade: boolean,
) {
  if (trail.length < 2) return;
  ctx.strokeStyle = theme.trail;
  ctx.lineWidth = 2;
  // Round caps would overlap where the fading pieces meet and show as dots.
  ctx.lineCap = fade ? 'butt' : 'round';
  ctx.lineJoin = 'round';
  // Fading draws the trail in a few pieces of rising opacity, not one stroke per segment.
  const pieces = fade ? Math.min(TRAIL_FADE_STEPS, trail.length - 1) : 1;
  const perPiece = (trail.length - 1) / pieces;
  for (let piece = 0; piece < pieces; piece++) {
    const from = Math.floor(piece * perPiece);
    const to = piece === pieces - 1 ? trail.length - 1 : Math.floor((piece + 1) * perPiece);
    ctx.globalAlpha = fade ? (piece + 1) / pieces : 1;
    ctx.beginPath();
    ctx.moveTo(canvasX(view, trail[from].x), canvasY(view, trail[from].y));
    for (let i = from + 1; i <= to; i++)
      ctx.lineTo(canvasX(view, trail[i].x), canvasY(view, trail[i].y));
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
}

function drawPreviousTrail(
  ctx: CanvasRenderingContext2D,
  view: View,
  trail: readonly Pose[],
  theme: StageTheme,
) {
  if (trail.length < 2) return;
  ctx.strokeStyle = theme.trail;
  ctx.globalAlpha = 0.4;
  ctx.lineWidth = 2;
  ctx.setLineDash([4, 4]);
  ctx.beginPath();
  ctx.moveTo(canvasX(view, trail[0].x), canvasY(view, trail[0].y));
  for (const pose of trail.slice(1)) ctx.lineTo(canvasX(view, pose.x), canvasY(view, pose.y));
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.globalAlpha = 1;
}

function drawHandle(ctx: CanvasRenderingContext2D, view: View, pose: Pose, theme: StageTheme) {
  const h = rotateHandle(view, pose);
  // The stalk runs back from the knob to the robot's front edge.
  const dir = headingVector(pose.heading);
  const frontX = h.x - dir.x * HANDLE_DISTANCE_PX;
  const frontY = h.y + dir.y * HANDLE_DISTANCE_PX;
  ctx.strokeStyle = theme.handle;
  ctx.fillStyle = theme.handle;
  ctx.lineWidth = 1.5;
  ctx.setLineDash([3, 3]);
  ctx.beginPath();
  ctx.moveTo(frontX, frontY);
  ctx.lineTo(h.x, h.y);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.arc(h.x, h.y, HANDLE_RADIUS_PX, 0, 2 * Math.PI);
  ctx.fill();
  // A round arrow inside the knob says "turn me".
  ctx.strokeStyle = theme.floor;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  ctx.arc(h.x, h.y, HANDLE_RADIUS_PX - 3.5, -0.3 * Math.PI, 1.2 * Math.PI);
  ctx.stroke();
}

function drawScaleBar(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  px: number,
  label: string,
  theme: StageTheme,
) {
  ctx.font = FONT;
  const w = Math.max(px, ctx.measureText(label).width) + 12;
  ctx.fillStyle = theme.labelBackground;
  ctx.beginPath();
  ctx.roundRect(x - 6, y - 24, w, 30, 6);
  ctx.fill();
  ctx.strokeStyle = theme.text;
  ctx.lineWidth = 2;
  ctx.lineCap = 'butt';
  ctx.beginPath();
  ctx.moveTo(x, y - 5);
  ctx.lineTo(x, y);
  ctx.lineTo(x + px, y);
  ctx.lineTo(x + px, y - 5);
  ctx.stroke();
  ctx.fillStyle = theme.text;
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillText(label, x, y - 9);
}
