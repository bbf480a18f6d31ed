// Small painting helpers the stage's layers share: the label font, round parts in the robot's
// frame, an LED with its glow, a label on a rounded background.
import type { Mount, PartRect } from './robot-parts.ts';
import type { StageTheme } from './theme.ts';

export const FONT = '600 12px system-ui, -apple-system, "Segoe UI", sans-serif';
/** Tiny parts stay visible on a small screen: at least this radius in CSS px. */
export const MIN_DOT_PX = 2;

export function partPath(ctx: CanvasRenderingContext2D, r: PartRect, radius: number) {
  ctx.beginPath();
  ctx.roundRect(r.left, r.back, r.width, r.length, radius);
}

export function dot(ctx: CanvasRenderingContext2D, m: Mount, radius: number) {
  ctx.beginPath();
  ctx.arc(m.right, m.forward, radius, 0, 2 * Math.PI);
}

export function drawLed(
  ctx: CanvasRenderingContext2D,
  mount: Mount,
  radius: number,
  colour: string,
  lit: boolean,
  theme: StageTheme,
  px: number,
) {
  if (lit) {
    ctx.globalAlpha = 0.35;
    ctx.fillStyle = colour;
    dot(ctx, mount, radius * 2);
    ctx.fill();
    ctx.globalAlpha = 1;
  }
  dot(ctx, mount, radius);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = px;
  ctx.strokeStyle = theme.bodyEdge;
  ctx.stroke();
}

export function drawLabel(
  ctx: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  theme: StageTheme,
  colour = theme.text,
) {
  ctx.font = FONT;
  const w = ctx.measureText(text).width + 10;
  ctx.fillStyle = theme.labelBackground;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - 9, w, 18, 9);
  ctx.fill();
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + 0.5);
}
