import { translate } from '@docusaurus/Translate';
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

import type { TargetMark } from '../../../../../simulator/checks/types.ts';
import type { Pose } from '../../../../../simulator/core/geometry.ts';
import { restingState } from '../../../../../simulator/core/parts/index.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import type { WorldSpec } from '../../../../../simulator/core/world.ts';
import type { Translate } from '../../client/messages.ts';
import {
  aheadOf,
  cameraView,
  START_CAMERA,
  toggleFollow,
  ZOOM_STEP,
  zoomCamera,
  type Camera,
} from '../../client/stage/camera.ts';
import { drawStage } from '../../client/stage/draw.ts';
import { createDrawScheduler, type DrawScheduler } from '../../client/stage/draw-scheduler.ts';
import { BUTTON_TARGET_PX, stageLayout, type StageLayout } from '../../client/stage/layout.ts';
import {
  dragBody,
  headingTowards,
  hitTest,
  poseForKey,
  type Grab,
} from '../../client/stage/placing.ts';
import { readStageTheme, type StageTheme } from '../../client/stage/theme.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { canvasToWorld, extentWithPoses, worldExtent, type View } from '../../client/stage/view.ts';
import { holdHandlers } from '../holdHandlers.ts';
import MessageText from '../MessageText.tsx';
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
  /** The run before's trail, drawn faded to compare. */
  previousTrail: readonly Pose[];
  /** Where the next run starts; shown (and draggable) while `placing`. */
  startPose: Pose;
  onStartPoseChange(pose: Pose): void;
  /** Before and between runs: the robot can be dragged, turned and moved by keys. */
  placing: boolean;
  onButton(button: Button, down: boolean): void;
  /** An exercise setup's goal (none for a plain example). */
  targets: readonly TargetMark[];
}

/** Everything one frame needs, handed from render to the animation frame. */
interface FrameInput {
  world: WorldSpec;
  targets: readonly TargetMark[];
  view: View;
  shown: SimState;
  trail: readonly Pose[];
  previousTrail: readonly Pose[];
  layout: StageLayout;
  dpr: number;
  placing: boolean;
  pressed: Record<Button, boolean>;
  fadeTrail: boolean;
  colourMode: string;
}

/** The keys the hints show, as they are printed on the keys. */
const KEYS = {
  left: '←',
  up: '↑',
  right: '→',
  down: '↓',
  q: 'Q',
  e: 'E',
  a: 'A',
  b: 'B',
} as const;
const t: Translate = translate;
/** A wheel notch (deltaY 100) zooms by one step; trackpads send many smaller deltas. */
const WHEEL_NOTCH = 100;

/**
 * The simulator's stage: the world and the robot from above, to scale, with the micro:bit's
 * display and buttons. It draws on a canvas only when something changed.
 */
export default function Stage({
  world,
  state,
  trail,
  previousTrail,
  startPose,
  onStartPoseChange,
  placing,
  onButton,
  targets,
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
    () => state ?? restingState(world, startPose, null),
    [state, world, startPose],
  );

  const [camera, setCamera] = useState<Camera>(START_CAMERA);
  /** The view while the reader drags the robot: a following camera would move under the finger. */
  const [heldView, setHeldView] = useState<View | null>(null);
  // The view grows to keep the robot, its trail, the way ahead and the goal in sight.
  const viewExtent = useMemo(
    () =>
      extentWithPoses(extentWithPoses(extent, trail), [
        shown.pose,
        { ...aheadOf(shown.pose), heading: 0 },
        ...targets.flatMap((target) =>
          target.kind === 'area' ? target.corners.map((c) => ({ ...c, heading: 0 })) : [],
        ),
      ]),
    [extent, trail, shown.pose, targets],
  );
  const viewOf = (c: Camera) => cameraView(viewExtent, layout.world, dpr, c, shown.pose);
  const view = useMemo(
    () => heldView ?? cameraView(viewExtent, layout.world, dpr, camera, shown.pose),
    [heldView, viewExtent, layout.world, dpr, camera, shown.pose],
  );
  const zoomBy = (factor: number, at?: { x: number; y: number }) => {
    setCamera((c) => {
      // Several zooms between two renders each start from the one before.
      const current = viewOf(c);
      const vp = current.viewport;
      const point = at ?? { x: vp.x + vp.width / 2, y: vp.y + vp.height / 2 };
      return zoomCamera(c, current, viewExtent, factor, point);
    });
  };
  /** The newest `zoomBy`, for the wheel listener added once. */
  const zoomByRef = useRef(zoomBy);
  useEffect(() => {
    zoomByRef.current = zoomBy;
  });

  const inputRef = useRef<FrameInput | null>(null);
  const viewRef = useRef<View | null>(null);
  const themeRef = useRef<{ mode: string; theme: StageTheme } | null>(null);
  const schedulerRef = useRef<DrawScheduler | null>(null);

  useEffect(() => {
    const scheduler = createDrawScheduler({
      draw: () => {
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
        paint(canvas, input, themeRef.current.theme);
        viewRef.current = input.view;
      },
      schedule: (run) => {
        const id = requestAnimationFrame(run);
        return () => cancelAnimationFrame(id);
      },
      visible: () => document.visibilityState === 'visible',
    });
    schedulerRef.current = scheduler;
    const onVisibility = () => scheduler.visibilityChanged();
    document.addEventListener('visibilitychange', onVisibility);
    // Mounted again (StrictMode, Activity), the stage must show what it shows now.
    if (inputRef.current) scheduler.request();
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      scheduler.dispose();
      schedulerRef.current = null;
    };
  }, []);

  useEffect(() => {
    inputRef.current = {
      world,
      targets,
      view,
      shown,
      trail,
      previousTrail,
      layout,
      dpr,
      placing,
      pressed,
      fadeTrail: !reducedMotion,
      colourMode,
    };
    if (width > 0) schedulerRef.current?.request();
  }, [
    world,
    targets,
    view,
    shown,
    trail,
    previousTrail,
    layout,
    dpr,
    placing,
    pressed,
    reducedMotion,
    colourMode,
    width,
  ]);

  // Wheel zoom needs preventDefault, which React's passive wheel listener cannot do. It zooms
  // while the stage has the focus or with Ctrl (a trackpad's pinch); otherwise the page scrolls.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const onWheel = (e: WheelEvent) => {
      const focused = wrapperRef.current?.contains(document.activeElement) ?? false;
      if (!focused && !e.ctrlKey) return;
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      zoomByRef.current(ZOOM_STEP ** (-e.deltaY / WHEEL_NOTCH), {
        x: e.clientX - rect.left,
        y: e.clientY - rect.top,
      });
    };
    canvas.addEventListener('wheel', onWheel, { passive: false });
    return () => canvas.removeEventListener('wheel', onWheel);
  }, []);

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
  /** Pointers on the canvas; two of them pinch-zoom, with the distance they had last. */
  const pointersRef = useRef(new Map<number, { x: number; y: number }>());
  const pinchRef = useRef<number | null>(null);
  const pinchSpan = () => {
    const [a, b] = [...pointersRef.current.values()];
    return {
      span: Math.hypot(a.x - b.x, a.y - b.y),
      mid: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 },
    };
  };
  function endDrag(canvas: HTMLCanvasElement) {
    dragRef.current = null;
    setHeldView(null);
    canvas.style.cursor = '';
  }
  function onCanvasPointerDown(e: PointerEvent<HTMLCanvasElement>) {
    wrapperRef.current?.focus({ preventScroll: true });
    pointersRef.current.set(e.pointerId, pointerOnCanvas(e));
    if (pointersRef.current.size === 2) {
      // A second finger: the two pinch, and no robot is dragged meanwhile.
      e.currentTarget.setPointerCapture(e.pointerId);
      endDrag(e.currentTarget);
      pinchRef.current = pinchSpan().span;
      return;
    }
    const view = viewRef.current;
    if (!placing || !view) return;
    // The first touch after a run brings the robot back to its start, ready to be placed.
    if (state) onStartPoseChange(startPose);
    const p = pointerOnCanvas(e);
    const grab = hitTest(view, startPose, p.x, p.y);
    if (!grab) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    dragRef.current = { grab, from: startPose, grabbed: canvasToWorld(view, p.x, p.y) };
    setHeldView(view);
    e.currentTarget.style.cursor = grab === 'body' ? 'grabbing' : 'alias';
  }
  function onCanvasPointerMove(e: PointerEvent<HTMLCanvasElement>) {
    const view = viewRef.current;
    if (!view) return;
    const p = pointerOnCanvas(e);
    if (pointersRef.current.has(e.pointerId)) pointersRef.current.set(e.pointerId, p);
    if (pinchRef.current !== null && pointersRef.current.size >= 2) {
      const { span, mid } = pinchSpan();
      if (pinchRef.current > 0 && span > 0) zoomBy(span / pinchRef.current, mid);
      pinchRef.current = span;
      return;
    }
    // A run that starts mid-drag ends the drag: the start pose is fixed while it runs.
    if (!placing && dragRef.current) endDrag(e.currentTarget);
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
    pointersRef.current.delete(e.pointerId);
    if (pointersRef.current.size < 2) pinchRef.current = null;
    if (dragRef.current) endDrag(e.currentTarget);
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.ctrlKey || e.metaKey || e.altKey) return;
    const key = e.key.toLowerCase();
    if (key === 'a' || key === 'b') {
      e.preventDefault();
      if (!e.repeat) press(key, true);
      return;
    }
    if (e.key === '+' || e.key === '-') {
      e.preventDefault();
      zoomBy(e.key === '+' ? ZOOM_STEP : 1 / ZOOM_STEP);
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
        aria-label={t(UI.stage)}
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
          // Before the stage is measured there is no view to report.
          data-scale={width > 0 ? view.scale.toFixed(3) : undefined}
          role="img"
          aria-label={[
            t(UI.world, { name: world.name, description: world.description }),
            ...(targets.length > 0
              ? [t(UI.goal, { labels: targets.map((target) => target.label).join('; ') })]
              : []),
          ].join(' ')}
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
      <div className={styles.cameraBar}>
        <button
          type="button"
          className={styles.cameraToggle}
          aria-pressed={camera.follow}
          onClick={() => setCamera((c) => toggleFollow(c, viewOf(c)))}
        >
          {t(UI.cameraFollows)}
        </button>
        <span className={`${styles.hint} ${styles.forKeys}`}>{t(UI.zoomHint)}</span>
      </div>
      {/* Hints follow the input: fingers on touch screens, keys where a mouse and keyboard are. */}
      <p className={`${styles.hint} ${styles.forTouch}`}>
        {placing && `${t(UI.placeTouchHint)} `}
        {t(UI.touchHint)}
      </p>
      <p id={hintId} className={`${styles.hint} ${styles.forKeys}`}>
        {placing ? (
          <>
            <MessageText
              message={UI.placeKeysHint}
              values={{
                left: <kbd>{KEYS.left}</kbd>,
                up: <kbd>{KEYS.up}</kbd>,
                right: <kbd>{KEYS.right}</kbd>,
                down: <kbd>{KEYS.down}</kbd>,
                shift: <kbd>{t(UI.shiftKey)}</kbd>,
                q: <kbd>{KEYS.q}</kbd>,
                e: <kbd>{KEYS.e}</kbd>,
              }}
            />{' '}
          </>
        ) : null}
        <MessageText
          message={UI.buttonKeysHint}
          values={{ a: <kbd>{KEYS.a}</kbd>, b: <kbd>{KEYS.b}</kbd> }}
        />
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
  return (
    <button
      type="button"
      className={styles.button}
      style={{ left: cx - BUTTON_TARGET_PX / 2, top: cy - BUTTON_TARGET_PX / 2 }}
      {...holdHandlers(onPress)}
    >
      <span className={styles.visuallyHidden}>{t(UI.stageButton, { button: KEYS[button] })}</span>
    </button>
  );
}

/** Sizes the canvas for the device's pixels and draws one frame. */
function paint(canvas: HTMLCanvasElement, input: FrameInput, theme: StageTheme): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const { layout, dpr } = input;
  const pixelWidth = Math.round(layout.width * dpr);
  const pixelHeight = Math.round(layout.height * dpr);
  if (canvas.width !== pixelWidth) canvas.width = pixelWidth;
  if (canvas.height !== pixelHeight) canvas.height = pixelHeight;
  drawStage(ctx, input.view, {
    world: input.world,
    targets: input.targets,
    state: input.shown,
    trail: input.trail,
    previousTrail: input.previousTrail,
    theme,
    layout,
    placing: input.placing,
    pressed: input.pressed,
    fadeTrail: input.fadeTrail,
    t,
  });
}
