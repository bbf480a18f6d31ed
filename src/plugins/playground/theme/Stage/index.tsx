import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';

import type { Pose } from '../../../../../simulator/core/geometry.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import type { WorldSpec } from '../../../../../simulator/core/world.ts';
import { drawStage } from '../../client/stage/draw.ts';
import { BUTTON_TARGET_PX, stageLayout, type StageLayout } from '../../client/stage/layout.ts';
import {
  dragBody,
  headingTowards,
  hitTest,
  placingState,
  poseForKey,
  type Grab,
} from '../../client/stage/placing.ts';
import { readStageTheme, type StageTheme } from '../../client/stage/theme.ts';
import {
  canvasToWorld,
  extentWithPoses,
  fitView,
  worldExtent,
  type Extent,
  type View,
} from '../../client/stage/view.ts';
import styles from './styles.module.css';
import { useCanvasSize } from './useCanvasSize.ts';
import { useColourMode, useReducedMotion } from './usePageSignals.ts';

export type Button = 'a' | 'b';

export interface StageProps {
  world: WorldSpec;
  /** The latest frame of a run, or null before the first run. */
  state: SimState | null;
  /** Recent poses of the run, oldest first. */
  trail: readonly Pose[];
  /** Where the next run starts; shown (and draggable) while `placing`. */
  startPose: Pose;
  onStartPoseChange(pose: Pose): void;
  /** Before and between runs: the robot can be dragged, turned and moved by keys. */
  placing: boolean;
  onButton(button: Button, down: boolean): void;
}

/** Everything one frame needs, handed from render to the animation frame. */
interface FrameInput {
  world: WorldSpec;
  extent: Extent;
  shown: SimState;
  trail: readonly Pose[];
  layout: StageLayout;
  dpr: number;
  placing: boolean;
  pressed: Record<Button, boolean>;
  fadeTrail: boolean;
  colourMode: string;
}

const BUTTON_LABELS: Record<Button, string> = { a: 'Knopf A', b: 'Knopf B' };

/**
 * The simulator's stage: the world and the robot from above, to scale, with the micro:bit's
 * display and buttons. It draws on a canvas only when something changed.
 */
export default function Stage({
  world,
  state,
  trail,
  startPose,
  onStartPoseChange,
  placing,
  onButton,
}: StageProps): ReactNode {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const { width, dpr } = useCanvasSize(wrapperRef);
  const colourMode = useColourMode();
  const reducedMotion = useReducedMotion();
  const [pressed, setPressed] = useState<Record<Button, boolean>>({ a: false, b: false });

  const extent = useMemo(() => worldExtent(world), [world]);
  const layout = useMemo(() => stageLayout(width, extent), [width, extent]);
  // A run's robot stays where the run left it, until the reader places it anew; otherwise it
  // stands at the chosen start and its sensors read the world there.
  const shown = useMemo(
    () => state ?? placingState(world, startPose, null),
    [state, world, startPose],
  );

  const frameRef = useRef(0);
  const inputRef = useRef<FrameInput | null>(null);
  const viewRef = useRef<View | null>(null);
  const themeRef = useRef<{ mode: string; theme: StageTheme } | null>(null);

  useEffect(() => {
    inputRef.current = {
      world,
      extent,
      shown,
      trail,
      layout,
      dpr,
      placing,
      pressed,
      fadeTrail: !reducedMotion,
      colourMode,
    };
    if (frameRef.current !== 0 || width === 0) return;
    frameRef.current = requestAnimationFrame(() => {
      frameRef.current = 0;
      const input = inputRef.current;
      const canvas = canvasRef.current;
      const wrapper = wrapperRef.current;
      if (!input || !canvas || !wrapper) return;
      if (themeRef.current?.mode !== input.colourMode) {
        const style = getComputedStyle(wrapper);
        themeRef.current = {
          mode: input.colourMode,
          theme: readStageTheme((name) => style.getPropertyValue(name)),
        };
      }
      viewRef.current = paint(canvas, input, themeRef.current.theme);
    });
  }, [
    world,
    extent,
    shown,
    trail,
    layout,
    dpr,
    placing,
    pressed,
    reducedMotion,
    colourMode,
    width,
  ]);
  useEffect(
    () => () => {
      cancelAnimationFrame(frameRef.current);
      // Mounted again (StrictMode, Activity), the next change must be able to schedule a frame.
      frameRef.current = 0;
    },
    [],
  );

  // Discrete events (keys, pointer down/up) re-render in between, so `pressed` is current here.
  function press(button: Button, down: boolean) {
    if (pressed[button] === down) return;
    setPressed((old) => ({ ...old, [button]: down }));
    onButton(button, down);
  }

  const dragRef = useRef<{ grab: Grab; from: Pose; grabbed: { x: number; y: number } } | null>(
    null,
  );
  function pointerOnCanvas(e: PointerEvent<HTMLCanvasElement>) {
    const rect = e.currentTarget.getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  }
  function onCanvasPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    wrapperRef.current?.focus({ preventScroll: true });
    const view = viewRef.current;
    if (!placing || !view) return;
    // The first touch after a run brings the robot back to its start, ready to be placed.
    if (state) onStartPoseChange(startPose);
    const p = pointerOnCanvas(e);
    const grab = hitTest(view, startPose, p.x, p.y);
    if (!grab) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragRef.current = { grab, from: startPose, grabbed: canvasToWorld(view, p.x, p.y) };
    e.currentTarget.style.cursor = grab === 'body' ? 'grabbing' : 'alias';
  }
  function onCanvasPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    const view = viewRef.current;
    if (!view) return;
    const p = pointerOnCanvas(e);
    // A run that starts mid-drag ends the drag: the start pose is fixed while it runs.
    if (!placing) dragRef.current = null;
    const drag = dragRef.current;
    if (!drag) {
      const grab = placing ? hitTest(view, startPose, p.x, p.y) : null;
      e.currentTarget.style.cursor = grab === 'body' ? 'grab' : grab === 'rotate' ? 'alias' : '';
      return;
    }
    const at = canvasToWorld(view, p.x, p.y);
    onStartPoseChange(
      drag.grab === 'body'
        ? dragBody(drag.from, drag.grabbed, at, extent)
        : headingTowards(drag.from, at),
    );
  }
  function onCanvasPointerEnd(e: PointerEvent<HTMLCanvasElement>) {
    dragRef.current = null;
    e.currentTarget.style.cursor = '';
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'a' || key === 'b') {
      e.preventDefault();
      if (!e.repeat) press(key, true);
      return;
    }
    if (!placing) return;
    const next = poseForKey(startPose, e.key, e.shiftKey, extent);
    if (next) {
      e.preventDefault();
      onStartPoseChange(next);
    }
  }
  function onKeyUp(e: KeyboardEvent<HTMLDivElement>) {
    const key = e.key.toLowerCase();
    if (key === 'a' || key === 'b') press(key, false);
  }
  function onBlur(e: FocusEvent<HTMLDivElement>) {
    // Keys held while the focus leaves the stage would never come up again.
    if (e.currentTarget.contains(e.relatedTarget)) return;
    press('a', false);
    press('b', false);
  }

  const hintId = useId();
  return (
    <div>
      <div
        ref={wrapperRef}
        className={styles.stage}
        tabIndex={0}
        role="group"
        aria-label="Simulator: Roboter von oben"
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={onBlur}
      >
        <canvas
          ref={canvasRef}
          className={styles.canvas}
          style={{ height: layout.height }}
          data-sim="stage"
          role="img"
          aria-label={`Welt „${world.name}“: ${world.description}`}
          onPointerDown={onCanvasPointerDown}
          onPointerMove={onCanvasPointerMove}
          onPointerUp={onCanvasPointerEnd}
          onPointerCancel={onCanvasPointerEnd}
        />
        {width > 0 &&
          (['a', 'b'] as const).map((button) => (
            <BoardButton
              key={button}
              button={button}
              layout={layout}
              onPress={(down) => press(button, down)}
            />
          ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {placing ? (
          <>
            Roboter verschieben: ziehen oder <kbd>←</kbd> <kbd>↑</kbd> <kbd>→</kbd> <kbd>↓</kbd>{' '}
            (mit <kbd>Umschalt</kbd> 10 cm) · drehen: am Griff ziehen oder <kbd>Q</kbd> /{' '}
            <kbd>E</kbd> (mit <kbd>Umschalt</kbd> 1°) ·{' '}
          </>
        ) : null}
        Knöpfe: <kbd>A</kbd> und <kbd>B</kbd>, solange die Bühne ausgewählt ist.
      </p>
    </div>
  );
}

/**
 * A real button over button A or B drawn on the board: pointer (mouse, touch, pen) and keyboard
 * (Space, Enter) hold it down for as long as they are held.
 */
function BoardButton({
  button,
  layout,
  onPress,
}: {
  button: Button;
  layout: StageLayout;
  onPress(down: boolean): void;
}): ReactNode {
  const { cx, cy } = layout.buttons[button];
  const isActivationKey = (key: string) => key === ' ' || key === 'Enter';
  return (
    <button
      type="button"
      className={styles.button}
      style={{ left: cx - BUTTON_TARGET_PX / 2, top: cy - BUTTON_TARGET_PX / 2 }}
      onPointerDown={(e) => {
        e.currentTarget.setPointerCapture(e.pointerId);
        onPress(true);
      }}
      onPointerUp={() => onPress(false)}
      onPointerCancel={() => onPress(false)}
      onKeyDown={(e) => {
        if (!isActivationKey(e.key)) return;
        e.preventDefault();
        if (!e.repeat) onPress(true);
      }}
      onKeyUp={(e) => {
        if (isActivationKey(e.key)) onPress(false);
      }}
    >
      <span className={styles.visuallyHidden}>{BUTTON_LABELS[button]}</span>
    </button>
  );
}

/** Sizes the canvas for the device's pixels and draws one frame; returns the view it used. */
function paint(canvas: HTMLCanvasElement, input: FrameInput, theme: StageTheme): View | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const { layout, dpr } = input;
  const pixelWidth = Math.round(layout.width * dpr);
  const pixelHeight = Math.round(layout.height * dpr);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  // The view grows to keep the robot and its trail in sight if it drives off the world.
  const extent = extentWithPoses(extentWithPoses(input.extent, input.trail), [input.shown.pose]);
  const view = fitView(extent, layout.world, dpr);
  drawStage(ctx, view, {
    world: input.world,
    state: input.shown,
    trail: input.trail,
    theme,
    layout,
    placing: input.placing,
    pressed: input.pressed,
    fadeTrail: input.fadeTrail,
  });
  return view;
}
