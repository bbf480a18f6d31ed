// The in-page playground: an editable copy of an example, run on the simulated robot by an
// engine (a Web Worker in the site), with controls, the stage, live values, console and German
// errors. Loaded on the first click only; it knows the engine and the stage by their props.
import { translate } from '@docusaurus/Translate';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

import type { Pose } from '../../../../../simulator/core/geometry.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import { WORLDS } from '../../../../../simulator/worlds/index.ts';
import { CheckController, checkText } from '../../client/checkController.ts';
import type { PlayerEngine } from '../../client/engine.ts';
import { explainFailure } from '../../client/errors.ts';
import { liveSummary } from '../../client/liveValues.ts';
import type { Translate } from '../../client/messages.ts';
import { statusText } from '../../client/outcome.ts';
import { browserProgress, exerciseKey, versionOfExample } from '../../client/progress.ts';
import { controlsFor, RunController } from '../../client/runController.ts';
import {
  browserStore,
  clearCode,
  loadCode,
  loadSpeed,
  saveCode,
  saveSpeed,
} from '../../client/storage.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { RUN_END_EVENT } from '../../shared/events.ts';
import type { CheckJob } from '../../shared/protocol.ts';
import { browserSchedules, browserTimer, downloadText } from './browser.ts';
import CodeEditor, { type CodeEditorHandle } from './CodeEditor.tsx';
import ConsoleView from './ConsoleView.tsx';
import Controls from './Controls.tsx';
import ErrorBox from './ErrorBox.tsx';
import LiveValues from './LiveValues.tsx';
import styles from './styles.module.css';

export interface StageProps {
  /** The newest frame, or null before a run (draw the robot at `startPose`). */
  state: SimState | null;
  trail: readonly Pose[];
  startPose: Pose;
  onStartPoseChange(pose: Pose): void;
  /** Whether the reader may drag and turn the robot now (no run under way). */
  placing: boolean;
  onButton(button: 'a' | 'b', down: boolean): void;
}

export interface PlayerProps {
  /** Stable per example (version + page + block), the key of the saved edit. */
  exampleId: string;
  originalCode: string;
  /** The version's `maqueen.py`. */
  library: string;
  world: string;
  budgetS: number;
  motorNoise: boolean;
  compassCalibrated: boolean;
  engine: PlayerEngine;
  /** The exercise this block starts or solves, or null: "Prüfen" runs its check. */
  exercise: { id: string; check: CheckJob['check']; budgetS?: number } | null;
  renderStage: (props: StageProps) => ReactNode;
}

/** Simulated time one Einzelschritt runs. */
const STEP_MS = 100;
/** The `aria-live` summary changes at most this often. */
const SUMMARY_INTERVAL_MS = 1000;

const t: Translate = translate;

function worldStart(world: string): Pose {
  return { ...(WORLDS[world]?.start ?? { x: 0, y: 0, heading: 0 }) };
}

export default function Player(props: PlayerProps): ReactNode {
  const { exampleId, originalCode, engine, exercise } = props;
  const [store] = useState(browserStore);
  const [code, setCode] = useState(() => loadCode(store, exampleId, originalCode).code);
  const [speed, setSpeed] = useState(() => loadSpeed(store));
  const [startPose, setStartPose] = useState(() => worldStart(props.world));
  const controller = useMemo(() => new RunController(engine, browserSchedules), [engine]);
  useEffect(() => () => controller.dispose(), [controller]);
  const run = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  const exerciseId = exercise?.id;
  const checker = useMemo(
    () =>
      new CheckController(engine, browserTimer, () => {
        if (exerciseId) {
          browserProgress().markDone(exerciseKey(versionOfExample(exampleId), exerciseId));
        }
      }),
    [engine, exampleId, exerciseId],
  );
  useEffect(() => () => checker.dispose(), [checker]);
  const check = useSyncExternalStore(checker.subscribe, checker.getSnapshot, checker.getSnapshot);
  const checking = check.status === 'checking';
  const summary = useLiveSummary(controller);
  const editor = useRef<CodeEditorHandle>(null);
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (run.end?.kind !== 'ended') return;
    root.current?.dispatchEvent(new CustomEvent(RUN_END_EVENT, { bubbles: true, detail: run.end }));
  }, [run.end]);

  const failure = run.status === 'error' && run.end?.kind === 'ended' ? run.end.error : null;
  const error = failure && explainFailure(failure, t);
  const runControls = controlsFor(run.status, engine.liveInput.ok);
  // A check and a run share the engine: one at a time, and Stopp ends either.
  const enabled = {
    ...runControls,
    start: runControls.start && !checking,
    stop: runControls.stop || checking,
  };
  const running = run.status === 'starting' || run.status === 'running' || run.status === 'paused';

  const onChange = useCallback(
    (text: string) => {
      setCode(text);
      saveCode(store, exampleId, originalCode, text);
    },
    [store, exampleId, originalCode],
  );

  const start = () => {
    checker.cancel();
    controller.start({
      code,
      library: props.library,
      world: props.world,
      startPose,
      motorNoise: props.motorNoise,
      compassCalibrated: props.compassCalibrated,
      budgetS: props.budgetS,
      speed,
    });
  };

  const stop = () => {
    checker.cancel();
    controller.stop();
  };

  const startCheck = exercise
    ? () => {
        controller.stop();
        checker.start({
          code,
          library: props.library,
          check: exercise.check,
          ...(exercise.budgetS === undefined ? {} : { budgetS: exercise.budgetS }),
        });
      }
    : null;

  const changeSpeed = (next: number) => {
    setSpeed(next);
    saveSpeed(store, next);
    controller.setSpeed(next);
  };

  const reset = () => {
    clearCode(store, exampleId);
    setCode(originalCode);
  };

  const placeRobot = useCallback(
    (pose: Pose) => {
      setStartPose(pose);
      controller.clearStage();
    },
    [controller],
  );

  return (
    <section ref={root} className={styles.player} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.visuallyHidden}>
        {t(UI.player)}
      </h2>
      <div className={styles.layout}>
        <div className={styles.top}>
          <Controls
            status={run.status}
            enabled={enabled}
            speed={speed}
            onStart={start}
            onStop={stop}
            onCheck={startCheck && !checking ? startCheck : null}
            checkable={startCheck !== null}
            onPause={(paused) => controller.setPaused(paused)}
            onStep={() => controller.step(STEP_MS)}
            onSpeed={changeSpeed}
            onReset={reset}
            onDownload={() => downloadText('main.py', code)}
            t={t}
          />
          <p role="status" className={styles.status} data-status={run.status}>
            {statusText(run, props.budgetS, t)}
          </p>
          {exercise && (
            <p role="status" className={styles.check} data-check={check.status}>
              {checkText(check, t)}
            </p>
          )}
          {!engine.liveInput.ok && (
            <p className={styles.warning}>
              {t(UI.liveInputMissing, { reason: engine.liveInput.reason })}
            </p>
          )}
        </div>
        <div className={styles.codeColumn}>
          <div className={styles.editor}>
            <CodeEditor
              ref={editor}
              code={code}
              onChange={onChange}
              errorLine={error?.line ?? null}
              label={t(UI.editor)}
              hint={
                code === originalCode ? t(UI.editorHint) : `${t(UI.editorHint)} ${t(UI.edited)}`
              }
            />
          </div>
          {error && failure && (
            <div className={styles.errorSlot}>
              <ErrorBox
                error={error}
                traceback={failure.traceback}
                onShowLine={(line) => editor.current?.focusLine(line)}
                t={t}
              />
            </div>
          )}
          <div className={styles.consoleSlot}>
            <ConsoleView content={run.console} t={t} />
          </div>
        </div>
        <div className={styles.stageColumn}>
          <div className={styles.stage}>
            {props.renderStage({
              state: run.state,
              trail: run.trail,
              startPose,
              onStartPoseChange: placeRobot,
              placing: !running,
              onButton: (button, down) => controller.button(button, down),
            })}
          </div>
          <div className={styles.valuesSlot}>
            <LiveValues state={run.state} summary={summary} t={t} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** The live values as one sentence, refreshed at most once a second while frames arrive. */
function useLiveSummary(controller: RunController): string {
  const [summary, setSummary] = useState('');
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let last = -Infinity;
    const announce = () => {
      timer = null;
      last = Date.now();
      const { state } = controller.getSnapshot();
      setSummary(state ? liveSummary(state, t) : '');
    };
    const unsubscribe = controller.subscribe(() => {
      timer ??= setTimeout(announce, Math.max(0, last + SUMMARY_INTERVAL_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [controller]);
  return summary;
}
