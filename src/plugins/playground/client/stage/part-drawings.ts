// How each part of the robot shows on the stage, keyed by the parts' list
// (simulator/core/parts/index.ts), so a part added there and not here does not compile. A part
// paints in up to four layers: `under` the robot in the world (the sonar's cone), on the `robot`
// (in its frame: one unit is one cm, right and forward), `over` everything in the world (the
// sonar's label), and on the `board` (the micro:bit panel beside the world). A part with nothing
// to show says why.
import type { PartName } from '../../../../../simulator/core/parts/index.ts';
import {
  LINE_SENSOR_MOUNTS,
  LINE_SENSOR_NAMES,
  LINE_SENSOR_SPOT,
} from '../../../../../simulator/core/robot-geometry.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import type { Translate } from '../messages.ts';
import { displayAlpha, pixelColour, pixelIsLit, sensorShade } from './colours.ts';
import type { StageLayout } from './layout.ts';
import { dot, drawLabel, drawLed, FONT, MIN_DOT_PX, partPath } from './paint.ts';
import {
  BODY_RECT,
  LED_RADIUS,
  MICROBIT_EDGE,
  RED_LED_MOUNTS,
  RGB_LED_MOUNTS,
  ULTRASONIC,
  WHEELS,
  lineSensorLit,
} from './robot-parts.ts';
import { sonarCone } from './sonar.ts';
import type { StageTheme } from './theme.ts';
import type { View } from './view.ts';

/** What every layer gets: the canvas, the state to show and the colours. */
export interface Paint {
  ctx: CanvasRenderingContext2D;
  state: SimState;
  theme: StageTheme;
}

/** The world around the robot, in canvas px. */
export interface WorldPaint extends Paint {
  view: View;
  t: Translate;
}

/** The robot's own frame: `px` is one CSS px in cm. */
export interface RobotPaint extends Paint {
  px: number;
}

/** The micro:bit panel; `pressed` are the buttons held on screen or by key. */
export interface BoardPaint extends Paint {
  layout: StageLayout;
  pressed: { a: boolean; b: boolean };
}

export interface PartDrawing {
  under?(paint: WorldPaint): void;
  robot?(paint: RobotPaint): void;
  over?(paint: WorldPaint): void;
  board?(paint: BoardPaint): void;
}

/** In the order they are painted: the body first, the lights on top of it. */
export const PART_DRAWINGS: { [Name in PartName]: PartDrawing } = {
  body: { robot: drawBody },
  ultrasonic: {
    under: ({ ctx, view, state, theme, t }) => {
      const cone = sonarCone(view, state.pose, state.sonarCm, t);
      ctx.beginPath();
      ctx.moveTo(cone.x, cone.y);
      ctx.arc(cone.x, cone.y, cone.radiusPx, cone.startAngle, cone.endAngle);
      ctx.closePath();
      ctx.fillStyle = theme.cone;
      ctx.fill();
      ctx.strokeStyle = theme.coneEdge;
      ctx.lineWidth = 1;
      ctx.setLineDash(cone.hit ? [] : [4, 4]);
      ctx.stroke();
      ctx.setLineDash([]);
    },
    robot: ({ ctx, theme }) => {
      ctx.fillStyle = theme.ultrasonic;
      partPath(ctx, ULTRASONIC.board, 0.2);
      ctx.fill();
      for (const t of ULTRASONIC.transducers) {
        partPath(ctx, t, 0.3);
        ctx.fill();
      }
    },
    over: ({ ctx, view, state, theme, t }) => {
      const cone = sonarCone(view, state.pose, state.sonarCm, t);
      drawLabel(ctx, cone.label, cone.labelX, cone.labelY, theme);
    },
  },
  neopixels: {
    robot: ({ ctx, state, theme, px }) => {
      const radius = Math.max(LED_RADIUS, MIN_DOT_PX * px);
      RGB_LED_MOUNTS.forEach((mount, i) => {
        const pixel = state.pixels[i] ?? { r: 0, g: 0, b: 0 };
        const colour = pixelColour(pixel, theme.ledUnlit);
        drawLed(ctx, mount, radius, colour, pixelIsLit(pixel), theme, px);
      });
    },
  },
  redLeds: {
    robot: ({ ctx, state, theme, px }) => {
      const radius = Math.max(LED_RADIUS, MIN_DOT_PX * px);
      for (const side of ['left', 'right'] as const) {
        const on = state.redLeds[side];
        const colour = on ? theme.redLedOn : theme.redLedOff;
        drawLed(ctx, RED_LED_MOUNTS[side], radius, colour, on, theme, px);
      }
    },
  },
  lineSensors: { robot: drawLineSensors },
  // The motors show as the robot moving and in the live values.
  motors: {},
  display: { board: drawDisplay },
  buttons: { board: drawButtons },
  // The heading is the robot's own; the tilt game shows on the display while uncalibrated.
  imu: {},
  // Set "Am micro:bit" (temperature, sound level), heard (speaker) or sent (radio): nothing to draw.
  thermometer: {},
  microphone: {},
  speaker: {},
  radio: {},
};

function drawBody({ ctx, state, theme, px }: RobotPaint) {
  ctx.fillStyle = theme.wheel;
  for (const wheel of [WHEELS.left, WHEELS.right]) {
    partPath(ctx, wheel, 0.4);
    ctx.fill();
  }

  partPath(ctx, BODY_RECT, 1.2);
  ctx.fillStyle = theme.body;
  ctx.fill();
  ctx.lineWidth = (state.touching ? 3 : 1) * px;
  ctx.strokeStyle = state.touching ? theme.touching : theme.bodyEdge;
  ctx.stroke();

  ctx.fillStyle = theme.microbit;
  partPath(ctx, MICROBIT_EDGE, 0.2);
  ctx.fill();

  // Forward arrow in the middle of the body.
  ctx.beginPath();
  ctx.moveTo(-1.6, -0.6);
  ctx.lineTo(0, 1.6);
  ctx.lineTo(1.6, -0.6);
  ctx.strokeStyle = theme.arrow;
  ctx.lineWidth = Math.max(0.5, 2 * px);
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

function drawLineSensors({ ctx, state, theme, px }: RobotPaint) {
  const sensorRadius = Math.max(LINE_SENSOR_SPOT, MIN_DOT_PX * px);
  LINE_SENSOR_NAMES.forEach((name, i) => {
    const mount = LINE_SENSOR_MOUNTS[name];
    const lit = lineSensorLit(state.lineState, i);
    if (lit) {
      // A halo, like the sensor's indicator LED, so a lit sensor stands out at any scale.
      ctx.globalAlpha = 0.45;
      ctx.fillStyle = theme.sensorLit;
      dot(ctx, mount, sensorRadius * 2);
      ctx.fill();
      ctx.globalAlpha = 1;
    }
    dot(ctx, mount, sensorRadius);
    ctx.fillStyle = sensorShade(state.lineAnalog[i] ?? 900, theme.line, theme.floor);
    ctx.fill();
    ctx.lineWidth = (lit ? 2 : 1) * px;
    ctx.strokeStyle = lit ? theme.sensorLit : theme.sensorEdge;
    ctx.stroke();
  });
}

function drawDisplay({ ctx, state, theme, layout }: BoardPaint) {
  const { display } = layout;
  for (let i = 0; i < 25; i++) {
    const x = display.x + (i % 5) * display.pitch;
    const y = display.y + Math.floor(i / 5) * display.pitch;
    ctx.fillStyle = theme.displayOff;
    ctx.fillRect(x, y, display.led, display.led);
    const alpha = displayAlpha(state.display[i] ?? 0);
    if (alpha > 0) {
      ctx.globalAlpha = alpha;
      ctx.fillStyle = theme.displayOn;
      ctx.fillRect(x, y, display.led, display.led);
      ctx.globalAlpha = 1;
    }
  }
}

function drawButtons({ ctx, state, theme, layout, pressed }: BoardPaint) {
  ctx.font = FONT;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (const key of ['a', 'b'] as const) {
    const button = layout.buttons[key];
    const down = pressed[key] || state.buttons[key];
    ctx.beginPath();
    ctx.arc(button.cx, button.cy, button.r, 0, 2 * Math.PI);
    ctx.fillStyle = down ? theme.buttonPressed : theme.button;
    ctx.fill();
    ctx.fillStyle = theme.buttonLabel;
    ctx.fillText(key.toUpperCase(), button.cx, button.cy + 0.5);
  }
}

/** Every part's drawing in one layer, in the list's order. */
export function paintLayer<Layer extends keyof PartDrawing>(
  layer: Layer,
  paint: Parameters<NonNullable<PartDrawing[Layer]>>[0],
): void {
  for (const drawing of Object.values(PART_DRAWINGS) as PartDrawing[]) {
    // Each layer's painter takes that layer's paint.
    (drawing[layer] as ((p: typeof paint) => void) | undefined)?.(paint);
  }
}
