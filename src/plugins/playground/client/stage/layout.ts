// Where things go on the stage canvas (CSS px): the world's viewport and, beside it on wide
// screens or below it on narrow ones, the micro:bit panel with its display and buttons A and B.
// The React component places its real <button>s over the drawn ones from the same numbers.
import type { Extent, Rect } from './view.ts';

export interface Circle {
  cx: number;
  cy: number;
  r: number;
}

export interface StageLayout {
  width: number;
  height: number;
  world: Rect;
  board: Rect;
  /** Top left of the 5×5 display, distance between LED centres, and one LED's size. */
  display: { x: number; y: number; pitch: number; led: number };
  buttons: Record<'a' | 'b', Circle>;
}

/** The micro:bit as seen from the front: A left of the display, B right of it. */
const BOARD = { width: 196, height: 112 };
const PAD = 12;
const LED_PITCH = 15;
const LED_SIZE = 9;
const BUTTON_RADIUS = 14;
/** Side by side from this width on; below it the panel goes under the world. */
export const SIDE_PANEL_MIN_WIDTH = 600;
const WORLD_HEIGHT = { min: 240, max: 520 };
/** Size of the real buttons laid over the drawn ones: a comfortable touch target. */
export const BUTTON_TARGET_PX = 44;

export function stageLayout(width: number, extent: Extent): StageLayout {
  const aspect = (extent.maxY - extent.minY) / (extent.maxX - extent.minX);
  const side = width >= SIDE_PANEL_MIN_WIDTH;
  const worldWidth = side ? width - BOARD.width - 2 * PAD : width;
  const worldHeight = Math.round(
    Math.max(WORLD_HEIGHT.min, Math.min(WORLD_HEIGHT.max, worldWidth * aspect)),
  );
  const board: Rect = side
    ? { x: worldWidth + PAD, y: PAD, width: BOARD.width, height: BOARD.height }
    : { x: (width - BOARD.width) / 2, y: worldHeight + PAD, ...BOARD };
  const grid = 4 * LED_PITCH + LED_SIZE;
  const display = {
    x: board.x + (board.width - grid) / 2,
    y: board.y + (board.height - grid) / 2 - 6,
    pitch: LED_PITCH,
    led: LED_SIZE,
  };
  const buttonY = display.y + grid / 2;
  const buttonInset = BUTTON_TARGET_PX / 2 + 4;
  return {
    width,
    height: side
      ? Math.max(worldHeight, board.height + 2 * PAD)
      : worldHeight + BOARD.height + 2 * PAD,
    world: { x: 0, y: 0, width: worldWidth, height: worldHeight },
    board,
    display,
    buttons: {
      a: { cx: board.x + buttonInset, cy: buttonY, r: BUTTON_RADIUS },
      b: { cx: board.x + board.width - buttonInset, cy: buttonY, r: BUTTON_RADIUS },
    },
  };
}
