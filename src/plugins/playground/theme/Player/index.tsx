// The in-page playground: an editable copy of an example, run on the simulated robot by an
// engine (a Web Worker in the site), with controls, the stage, live values, console and German
// errors. Loaded on the first click only; it knows the engine and the stage by their props.
import { translate } from '@docusaurus/Translate';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';

import { formatNumber } from '../../../../../simulator/checks/params.ts';
import { setupSeed } from '../../../../../simulator/checks/plan.ts';
import type { TargetMark } from '../../../../../simulator/checks/types.ts';
import type { DriveParams } from '../../../../../simulator/core/drive.ts';
import type { Pose } from '../../../../../simulator/core/geometry.ts';
import type { SimState } from '../../../../../simulator/core/state.ts';
import {
  DEFAULT_SURROUNDINGS,
  type SurroundingsValues,
} from '../../../../../simulator/core/surroundings.ts';
import type { WorldSpec } from '../../../../../simulator/core/world.ts';
import { worldByName } from '../../../../../simulator/worlds/index.ts';
import {
  CHECK_MESSAGES as CHECK,
  CheckController,
  checkText,
} from '../../client/checkController.ts';
import type { PlayerEngine } from '../../client/engine.ts';
import { explainFailure } from '../../client/errors.ts';
import { liveSummary } from '../../client/liveValues.ts';
import type { Translate } from '../../client/messages.ts';
import { statusText } from '../../client/outcome.ts';
import { browserProgress, exerciseKey, versionOfExample } from '../../client/progress.ts';
import { PlayerJobs } from '../../client/playerJobs.ts';
import { RunController, type RunSnapshot } from '../../client/runController.ts';
import { consoleAt } from '../../client/consoleBuffer.ts';
import { plotAt } from '../../client/plot.ts';
import { namesBoundBy } from '../../client/programNames.ts';
import { extendTrail } from '../../client/trail.ts';
import { browserTonePlayer, type TonePlayer } from '../../client/tone.ts';
import {
  browserStore,
  clearCode,
  forgetStale,
  loadCode,
  loadSpeed,
  saveCode,
  saveSpeed,
} from '../../client/storage.ts';
import { UI_MESSAGES as UI } from '../../client/uiMessages.ts';
import { DamagedLink, unpackProgram } from '../../client/shareLink.ts';
import { SHARE_MESSAGES as SHARE } from '../../client/shareMessages.ts';
import { blockOf, type ShareRequest } from '../../client/shareParams.ts';
import { RUN_END_EVENT } from '../../shared/events.ts';
import type { CheckJob } from '../../shared/protocol.ts';
import { browserSchedules, browserTimer, downloadText } from './browser.ts';
import BoardLink from '../../../board-link/theme/BoardLink/index.tsx';
import { useMediaQuery } from '../useMediaQuery.ts';
import { useCopy } from './useCopy.ts';
import BoardControls from './BoardControls.tsx';
import Remote, { DEFAULT_REMOTE_CODE } from './Remote.tsx';
import CodeEditor, { type CodeEditorHandle } from './CodeEditor.tsx';
import ConsoleView from './ConsoleView.tsx';
import DataLogView from './DataLogView.tsx';
import PlotView from './PlotView.tsx';
import Controls from './Controls.tsx';
import ErrorBox from './ErrorBox.tsx';
import LiveValues from './LiveValues.tsx';
import TimelineBar from './TimelineBar.tsx';
import VariablesView from './VariablesView.tsx';
import styles from './styles.module.css';

export interface StageProps {
  /** The world on the stage: the block's, or the exercise setup the reader picked. */
  world: WorldSpec;
  /** The newest frame, or null before a run (draw the robot at `startPose`). */
  state: SimState | null;
  trail: readonly Pose[];
  /** The run before's trail, drawn faded to compare. */
  previousTrail: readonly Pose[];
  startPose: Pose;
  onStartPoseChange(pose: Pose): void;
  /** Whether the reader may drag and turn the robot now (no run under way). */
  placing: boolean;
  onButton(button: 'a' | 'b', down: boolean): void;
  targets: readonly TargetMark[];
}

/** One setup of an exercise's check, as the player runs and shows it. */
export interface ExerciseSetup {
  label: string;
  world: WorldSpec;
  startPose: Pose;
  drive?: Partial<DriveParams>;
  motorNoise: boolean;
  /** What the check asks for, drawn on the stage. */
  targets: readonly TargetMark[];
}

export interface PlayerProps {
  /** Stable per example (version + page + block), the key of the saved edit. */
  exampleId: string;
  originalCode: string;
  /** The version's `maqueen.py`, and where its file is served (for "maqueen.py herunterladen"). */
  library: string;
  libraryUrl: string;
  /** The block's world (`world=` in its fence meta). */
  world: WorldSpec;
  budgetS: number;
  motorNoise: boolean;
  compassCalibrated: boolean;
  engine: PlayerEngine;
  /** Runs the second micro:bit, the remote control ("Fernbedienung"), beside the robot's. */
  remoteEngine: PlayerEngine;
  /**
   * The exercise this block starts or solves, or null. Its player runs in the check's setups
   * (the first at the start), each for the check's time limit, and "Prüfen" runs the check.
   */
  exercise: {
    id: string;
    check: CheckJob['check'];
    timeLimitS: number;
    setups: ExerciseSetup[];
  } | null;
  renderStage: (props: StageProps) => ReactNode;
  /** The block's title (its file name), shown above the editor that replaced the block. */
  title: string | null;
  /** Closes the player: the block comes back. */
  onClose: () => void;
  /** A program shared by link for this block (the page's address carried it), or null. */
  shared: ShareRequest | null;
}

/**
 * A replay stops this long after the moment Prüfen names, so what changed at that moment (an
 * LED, a touch) is on the stage: one frame.
 */
const REPLAY_AFTER_US = 20_000;

/** The setup a failed check's replay shows, and the moment it stops at (null: the whole run). */
interface Replay {
  setup: number;
  atUs: number | null;
}

/** "Teilen" loads its QR encoder only when a reader shares. */
const SharePanel = lazy(() => import('./SharePanel.tsx'));

/** What became of a shared program: put in the editor, offered beside saved code, or unreadable. */
type SharedState = { kind: 'loaded' } | { kind: 'offer'; code: string } | { kind: 'damaged' };

/** A plain example's stage has no goal (one array, so the stage sees no change). */
const NO_TARGETS: readonly TargetMark[] = [];

/** Simulated time one Einzelschritt runs. */
const STEP_MS = 100;
/** The `aria-live` summary changes at most this often. */
const SUMMARY_INTERVAL_MS = 1000;

const t: Translate = translate;

export default function Player(props: PlayerProps): ReactNode {
  const { exampleId, originalCode, engine, exercise } = props;
  const [store] = useState(browserStore);
  const [loaded] = useState(() => loadCode(store, exampleId, originalCode));
  const [code, setCode] = useState(loaded.code);
  /** The reader's edit of an older version of this example, offered until they choose. */
  const [stale, setStale] = useState(loaded.stale);
  const [speed, setSpeed] = useState(() => loadSpeed(store));
  const setups = exercise?.setups ?? [];
  const [setup, setSetup] = useState(0);
  const picked = setups[setup];
  const world = picked?.world ?? props.world;
  const [startPose, setStartPose] = useState<Pose>(() => ({
    ...(picked?.startPose ?? props.world.start),
  }));
  const [surroundings, setSurroundings] = useState<SurroundingsValues>(DEFAULT_SURROUNDINGS);
  const tones = useRef<TonePlayer | null>(null);
  const [soundOn, setSoundOn] = useState(false);
  const controller = useMemo(() => new RunController(engine, browserSchedules), [engine]);
  useEffect(() => () => controller.dispose(), [controller]);
  const remoteEngine = props.remoteEngine;
  const remote = useMemo(() => new RunController(remoteEngine, browserSchedules), [remoteEngine]);
  useEffect(() => () => remote.dispose(), [remote]);
  const remoteRun = useSyncExternalStore(remote.subscribe, remote.getSnapshot, remote.getSnapshot);
  const [remoteOpen, setRemoteOpen] = useState(false);
  const remoteId = `${exampleId}#fernbedienung`;
  const [remoteCode, setRemoteCode] = useState(
    () => loadCode(store, remoteId, DEFAULT_REMOTE_CODE).code,
  );
  // What one board sends by radio, the other receives.
  useEffect(() => controller.linkRadio(remote), [controller, remote]);
  const run = useSyncExternalStore(
    controller.subscribe,
    controller.getSnapshot,
    controller.getSnapshot,
  );
  // The oscillator plays the music channel; sound expressions and frames come as clips.
  const tone = soundOn && run.toneIsMusic ? run.tone : null;
  useEffect(() => tones.current?.set(tone), [tone]);
  /** The clip last handed on, so each sounds once (and none again when sound is turned on). */
  const clipSeq = useRef(run.clip.seq);
  useEffect(() => {
    if (run.clip.seq === clipSeq.current) return;
    clipSeq.current = run.clip.seq;
    if (soundOn) tones.current?.playClip(run.clip.clip);
  }, [run.clip, soundOn]);
  useEffect(() => () => tones.current?.close(), []);
  /** The Web Audio context is made in the reader's click: browsers only allow sound from one. */
  const changeSound = (on: boolean) => {
    if (on) tones.current ??= browserTonePlayer();
    else tones.current?.stopClips();
    setSoundOn(on && tones.current !== null);
  };
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
  // A run and a check share the engine: one at a time, and Stopp ends either (playerJobs.ts).
  const jobs = useMemo(() => new PlayerJobs(controller, checker), [controller, checker]);
  const checking = check.status === 'checking';
  const summary = useLiveSummary(controller);
  const editor = useRef<CodeEditorHandle>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const stopButton = useRef<HTMLButtonElement>(null);
  /** Where the focus goes once the controls caught up with the run. */
  const focusNext = useRef<'stop' | 'start' | 'stage' | null>(null);
  const titleId = useId();
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (run.end?.kind !== 'ended') return;
    root.current?.dispatchEvent(new CustomEvent(RUN_END_EVENT, { bubbles: true, detail: run.end }));
  }, [run.end]);

  const failure = run.status === 'error' && run.end?.kind === 'ended' ? run.end.error : null;
  const error = failure && explainFailure(failure, t, code, props.library);
  /** The line of the real micro:bit's last error (BoardLink), marked like the simulator's. */
  const [boardErrorLine, setBoardErrorLine] = useState<number | null>(null);
  const enabled = jobs.controls(engine.liveInput.ok);
  const running = jobs.mode() === 'running';
  // The remote runs as long as the robot's program does.
  useEffect(() => {
    if (!running) remote.stop();
  }, [running, remote]);

  const onChange = useCallback(
    (text: string) => {
      setCode(text);
      saveCode(store, exampleId, originalCode, text);
    },
    [store, exampleId, originalCode],
  );

  /** How long a run may last: an exercise's setup as long as Prüfen lets it. */
  const budgetS = exercise ? exercise.timeLimitS : props.budgetS;
  const [replay, setReplay] = useState<Replay | null>(null);
  /**
   * The moment of the run the reader chose on the timeline; null: the newest; undefined: none
   * chosen since Start, so a replay of Prüfen's failing setup opens, once over, at the moment
   * its verdict names.
   */
  const [chosenUs, setViewUs] = useState<number | null | undefined>(undefined);
  const viewUs =
    chosenUs !== undefined
      ? chosenUs
      : run.end?.kind === 'ended' && replay?.atUs != null
        ? replay.atUs
        : null;
  /** The code the last run ran: its lines are marked only while the editor still shows it. */
  const [ranCode, setRanCode] = useState<string | null>(null);
  const moment = useShownMoment(run, viewUs, speed, code === ranCode);
  /** The names the program binds itself, read once per pause (the variables shown are those). */
  const boundNames = useMemo(() => (run.paused ? namesBoundBy(code) : null), [run.paused, code]);

  /**
   * Runs the code; a replay in an exercise's setup from its start, with Prüfen's random numbers,
   * up to the moment the check named.
   */
  const start = (shown: Replay | null = null) => {
    setReplay(shown);
    setViewUs(undefined);
    setRanCode(code);
    const index = shown?.setup ?? null;
    if (remoteOpen) {
      remote.start({
        code: remoteCode,
        library: props.library,
        world: worldByName('empty'),
        motorNoise: false,
        compassCalibrated: true,
        budgetS,
        speed,
      });
    }
    const chosen = index === null ? picked : setups[index];
    jobs.startRun({
      code,
      library: props.library,
      world: chosen?.world ?? props.world,
      ...(chosen?.drive ? { drive: chosen.drive } : {}),
      startPose: index === null ? startPose : { ...chosen!.startPose },
      motorNoise: chosen?.motorNoise ?? props.motorNoise,
      compassCalibrated: props.compassCalibrated,
      budgetS:
        shown?.atUs != null ? Math.min(budgetS, (shown.atUs + REPLAY_AFTER_US) / 1e6) : budgetS,
      speed,
      surroundings,
      ...(index === null ? {} : { seed: setupSeed(index) }),
    });
  };

  /** Shows setup `index` on the stage, the robot at its start. */
  const pickSetup = (index: number) => {
    controller.stop();
    setSetup(index);
    setStartPose({ ...setups[index]!.startPose });
    controller.clearStage();
  };

  const showStage = () =>
    root.current?.querySelector(`.${styles.stage}`)?.scrollIntoView({ block: 'nearest' });

  /**
   * A setup run on the stage with the same code as Prüfen ran it, up to `atUs` when given; the
   * stage comes into view (on a phone it lies below the controls).
   */
  const watchSetup = (index: number, atUs: number | null = null) => {
    pickSetup(index);
    start({ setup: index, atUs });
    showStage();
  };

  // A phone turned while the robot drives: the page reflows under the reader, who would lose
  // the robot; the stage is brought back into view.
  const turned = useMediaQuery('(orientation: portrait)');
  const lastTurn = useRef(turned);
  useEffect(() => {
    if (turned === lastTurn.current) return;
    lastTurn.current = turned;
    if (running) showStage();
  });

  // After a passing check the stage plays the passing run in the chosen setup, so what it shows
  // is what "Geschafft!" judged, not the last run before the check.
  useEffect(() => checker.onPass(() => (setups.length > 0 ? watchSetup(setup) : start())));

  const stop = () => {
    jobs.stop();
    remote.stop();
    focusNext.current = 'start';
  };

  const startCheck = () => {
    if (!exercise) return;
    focusNext.current = 'stop';
    jobs.startCheck({
      code,
      library: props.library,
      check: exercise.check,
      timeLimitS: exercise.timeLimitS,
    });
  };

  const changeSpeed = (next: number) => {
    setSpeed(next);
    saveSpeed(store, next);
    controller.setSpeed(next);
    remote.setSpeed(next);
  };

  const chooseStale = (take: boolean) => {
    if (take && stale !== null) onChange(stale);
    forgetStale(store, exampleId);
    setStale(null);
  };

  const reset = () => {
    clearCode(store, exampleId);
    setCode(originalCode);
  };

  /** A shared link's replay, played once its program is in the editor (`start` reads `code`). */
  const [pendingReplay, setPendingReplay] = useState<{ setup: number; code: string } | null>(null);
  useEffect(() => {
    if (pendingReplay === null || code !== pendingReplay.code) return;
    // Taken once: the replay is a hand-over from the link, not state the player keeps.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPendingReplay(null);
    if (setups.length > 0) watchSetup(Math.min(pendingReplay.setup, setups.length - 1));
    else start();
    // Only when the program arrived; the functions are this render's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code, pendingReplay]);

  const [sharing, setSharing] = useState(false);
  const [shared, setShared] = useState<SharedState | null>(null);
  const sharedRequest = props.shared;
  useEffect(() => {
    if (!sharedRequest) return;
    let live = true;
    unpackProgram(sharedRequest.packed).then(
      (program) => {
        if (!live) return;
        if (sharedRequest.setup !== null && sharedRequest.setup <= setups.length) {
          pickSetup(sharedRequest.setup - 1);
        }
        // The reader's saved edit is never replaced unasked.
        if (loaded.edited && program !== loaded.code) {
          setShared({ kind: 'offer', code: program });
          return;
        }
        onChange(program);
        setShared({ kind: 'loaded' });
        if (sharedRequest.replay) {
          setPendingReplay({ setup: Math.max(0, (sharedRequest.setup ?? 1) - 1), code: program });
        }
      },
      (error: unknown) => {
        if (live && error instanceof DamagedLink) setShared({ kind: 'damaged' });
      },
    );
    return () => {
      live = false;
    };
    // Once per opening: the link is read when the player opens, later edits are the reader's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sharedRequest]);
  const chooseShared = (take: boolean) => {
    if (take && shared?.kind === 'offer') onChange(shared.code);
    setShared(take ? { kind: 'loaded' } : null);
  };

  const { copied, copy: copyText } = useCopy();
  const copy = () => copyText(code);
  const fullscreen = useFullscreen(root);

  // Focus follows the run: Start hands it to Stopp (or the stage), Stopp hands it back, and a
  // run that ends by itself while Stopp has it returns it to Start. Checked after each render,
  // once the buttons are enabled.
  useEffect(() => {
    const want = focusNext.current;
    const stageElement = () =>
      root.current?.querySelector<HTMLElement>(`.${styles.stage} [tabindex="0"]`) ?? null;
    if (want === 'stop' && enabled.stop) {
      stopButton.current?.focus();
      focusNext.current = null;
    } else if (want === 'stage' && running) {
      (stageElement() ?? stopButton.current)?.focus();
      focusNext.current = null;
    } else if (want === 'start' && enabled.start) {
      startButton.current?.focus();
      focusNext.current = null;
    } else if (!enabled.stop && document.activeElement === stopButton.current) {
      startButton.current?.focus();
    }
  });

  // Opening the player: its controls and stage come into view and the editor gets the focus.
  useEffect(() => {
    editor.current?.focusLine(1);
    root.current?.scrollIntoView({ block: 'start' });
  }, []);

  const placeRobot = useCallback(
    (pose: Pose) => {
      setStartPose(pose);
      controller.clearStage();
    },
    [controller],
  );

  return (
    <section ref={root} className={styles.player} aria-labelledby={titleId} data-player="">
      <h2 id={titleId} className={styles.visuallyHidden}>
        {t(UI.player)}
      </h2>
      <div className={styles.layout} data-busy={running || checking ? '' : undefined}>
        <div className={styles.top}>
          <Controls
            startButton={startButton}
            stopButton={stopButton}
            onCopy={copy}
            copied={copied}
            onFullscreen={fullscreen.available ? fullscreen.toggle : null}
            fullscreen={fullscreen.active}
            onClose={props.onClose}
            status={run.status}
            enabled={enabled}
            speed={speed}
            onStart={() => {
              // A program that reads the buttons gets the stage (A and B keys); else Stopp.
              focusNext.current = /\bbutton_[ab]\b/.test(code) ? 'stage' : 'stop';
              start();
            }}
            onStop={stop}
            onCheck={exercise && enabled.check ? startCheck : null}
            checkable={exercise !== null}
            onPause={(paused) => controller.setPaused(paused)}
            onStep={() => controller.step(STEP_MS)}
            onStepLine={() => controller.stepLine()}
            onSpeed={changeSpeed}
            sound={soundOn}
            onSound={changeSound}
            onReset={reset}
            onDownload={() => downloadText('main.py', code)}
            onShare={() => setSharing(!sharing)}
            sharing={sharing}
            t={t}
          />
        </div>
        <div className={styles.codeColumn}>
          <div className={styles.info}>
            <p role="status" className={styles.status} data-status={run.status}>
              {replay?.atUs != null &&
              run.end?.kind === 'ended' &&
              run.end.stop !== 'error' &&
              run.end.simTimeUs >= replay.atUs
                ? t(CHECK.replayStopped, { time: formatNumber(replay.atUs / 1e6, 1) })
                : statusText(run, budgetS, t)}
            </p>
            {exercise && (
              <div className={styles.exercise}>
                <p className={styles.limit}>
                  {t(CHECK.timeLimit, { seconds: exercise.timeLimitS })}
                </p>
                {setups.length > 1 && (
                  <label className={styles.setupPicker}>
                    {t(CHECK.setup)}{' '}
                    <select
                      className={styles.select}
                      value={setup}
                      disabled={running}
                      onChange={(event) => pickSetup(Number(event.target.value))}
                    >
                      {setups.map((s, index) => {
                        const option = t(CHECK.setupOption, {
                          index: index + 1,
                          count: setups.length,
                          label: s.label,
                        });
                        return (
                          <option key={s.label} value={index}>
                            {check.status === 'failed' && check.failed.includes(index)
                              ? t(CHECK.setupFailed, { option })
                              : option}
                          </option>
                        );
                      })}
                    </select>
                  </label>
                )}
                <p role="status" className={styles.check} data-check={check.status}>
                  {checkText(check, t)}
                </p>
                {check.status === 'failed' && (
                  <button
                    type="button"
                    className="button button--sm button--secondary"
                    onClick={() => watchSetup(check.setup, check.atUs ?? null)}
                  >
                    {t(CHECK.watch, { index: check.setup + 1 })}
                  </button>
                )}
              </div>
            )}
            {!engine.liveInput.ok && (
              <p className={styles.warning}>
                {t(UI.liveInputMissing, { reason: t(engine.liveInput.reason) })}
              </p>
            )}
          </div>
          <div className={styles.editor}>
            {sharing && (
              <Suspense fallback={<p role="status">{t(SHARE.making)}</p>}>
                <SharePanel
                  code={code}
                  block={blockOf(exampleId)}
                  setup={exercise ? setup + 1 : null}
                  onClose={() => setSharing(false)}
                  t={t}
                />
              </Suspense>
            )}
            {shared?.kind === 'loaded' && (
              <p className={styles.sharedNote} role="note">
                {t(SHARE.loaded)}
              </p>
            )}
            {shared?.kind === 'damaged' && (
              <p className={styles.warning} role="alert">
                {t(SHARE.damaged)}
              </p>
            )}
            {shared?.kind === 'offer' && (
              <Choice
                text={t(SHARE.offer)}
                take={t(SHARE.take)}
                drop={t(SHARE.keep)}
                onChoose={chooseShared}
              />
            )}
            {stale !== null && (
              <Choice
                text={t(UI.staleEdit)}
                take={t(UI.staleTake)}
                drop={t(UI.staleDrop)}
                onChoose={chooseStale}
              />
            )}
            {props.title && <p className={styles.blockTitle}>{props.title}</p>}
            <CodeEditor
              ref={editor}
              code={code}
              onChange={onChange}
              errorLine={error?.line ?? boardErrorLine}
              runningLine={moment.line}
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
            <ConsoleView
              content={moment.console}
              prompt={run.prompt}
              onLine={(text) => controller.typeLine(text)}
              t={t}
            />
            {run.plot.points.length > 0 && <PlotView plot={moment.plot} t={t} />}
            {run.dataLog && <DataLogView log={run.dataLog} t={t} />}
          </div>
          <div className={styles.boardSlot}>
            <BoardLink
              owner={exampleId}
              code={code}
              library={props.library}
              libraryUrl={props.libraryUrl}
              onErrorLine={setBoardErrorLine}
              onShowLine={(line) => editor.current?.focusLine(line)}
              t={t}
            />
          </div>
        </div>
        <div className={styles.stageColumn}>
          <div className={styles.stage}>
            {picked && (
              <p className={styles.setupName}>
                {t(CHECK.setupOption, {
                  index: setup + 1,
                  count: setups.length,
                  label: picked.label,
                })}
                {replay?.atUs != null &&
                  replay.setup === setup &&
                  ` · ${t(CHECK.replayUntil, { time: formatNumber(replay.atUs / 1e6, 1) })}`}
              </p>
            )}
            {props.renderStage({
              world,
              state: moment.state,
              trail: moment.trail,
              previousTrail: run.previousTrail,
              startPose,
              onStartPoseChange: placeRobot,
              placing: !running,
              onButton: (button, down) => controller.button(button, down),
              targets: picked?.targets ?? NO_TARGETS,
            })}
            {run.samples > 1 && (
              <TimelineBar
                endUs={run.timeline.endUs}
                viewUs={viewUs}
                line={moment.timelineLine}
                programEndUs={run.end?.kind === 'ended' ? run.end.simTimeUs : null}
                running={running}
                onView={setViewUs}
                t={t}
              />
            )}
            {run.previousTrail.length > 1 && <p className={styles.muted}>{t(UI.previousRun)}</p>}
          </div>
          <div className={styles.valuesSlot}>
            <BoardControls
              values={surroundings}
              onChange={(values, input) => {
                setSurroundings(values);
                controller.surroundings(input);
              }}
              t={t}
            />
            <Remote
              open={remoteOpen}
              onOpen={setRemoteOpen}
              code={remoteCode}
              onCodeChange={(text) => {
                setRemoteCode(text);
                saveCode(store, remoteId, DEFAULT_REMOTE_CODE, text);
              }}
              run={remoteRun}
              onButtons={({ a, b }) => {
                remote.button('a', a);
                remote.button('b', b);
              }}
              onShake={() => remote.surroundings({ kind: 'shake' })}
              onDownload={() => downloadText('main.py', remoteCode)}
              t={t}
            />
            {run.paused && viewUs === null && (
              <VariablesView
                line={run.paused.line}
                variables={run.paused.variables.filter(
                  (v) => v.scope === 'local' || boundNames?.has(v.name),
                )}
                t={t}
              />
            )}
            <LiveValues state={moment.state} tone={run.tone} summary={summary} t={t} />
          </div>
        </div>
      </div>
    </section>
  );
}

/** Another version of the code waits beside the editor until the reader takes or drops it. */
function Choice(props: {
  text: string;
  take: string;
  drop: string;
  onChoose: (take: boolean) => void;
}): ReactNode {
  return (
    <div className={styles.warning} role="note">
      <p className={styles.staleText}>{props.text}</p>
      <button
        type="button"
        className="button button--sm button--primary"
        onClick={() => props.onChoose(true)}
      >
        {props.take}
      </button>{' '}
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => props.onChoose(false)}
      >
        {props.drop}
      </button>
    </div>
  );
}

/** Tempos at which the editor marks the line the board runs (slower than this, it is readable). */
const MARK_LINE_AT_SPEED = 0.5;

/**
 * What the player shows: the newest frame, or the moment chosen on the timeline (the robot, its
 * path up to then, the console and the plot so far and the line that ran). The editor marks the
 * running line at a moment chosen, while paused, and at slow tempos, as long as it shows the code
 * that ran.
 */
function useShownMoment(run: RunSnapshot, viewUs: number | null, speed: number, sameCode: boolean) {
  const sample = viewUs === null ? null : run.timeline.at(viewUs);
  const timeUs = sample?.state.timeUs ?? null;
  const trail = useMemo(() => {
    if (timeUs === null) return null;
    let path: RunSnapshot['trail'] = [];
    for (const { state } of run.timeline.samples) {
      if (state.timeUs > timeUs) break;
      path = extendTrail(path, state.pose);
    }
    return path;
    // `samples` counts what the timeline holds: a new sample may change the path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run.timeline, run.samples, timeUs]);
  const running = run.status === 'running' || run.status === 'paused';
  const timelineLine = sample ? sample.line : run.line;
  const markNow = run.status === 'paused' || (running && speed <= MARK_LINE_AT_SPEED);
  const line = sample ? sample.line : run.paused ? run.paused.line : markNow ? run.line : 0;
  return {
    state: sample?.state ?? run.state,
    trail: trail ?? run.trail,
    console: viewUs === null ? run.console : consoleAt(run.console, viewUs),
    plot: viewUs === null ? run.plot : plotAt(run.plot, viewUs),
    line: line > 0 && sameCode ? line : null,
    timelineLine,
  };
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
      // At a standstill (ended, paused, stopped) the sentence must match the values shown now.
      const { status } = controller.getSnapshot();
      if (status !== 'running' && status !== 'starting') {
        if (timer !== null) clearTimeout(timer);
        announce();
        return;
      }
      timer ??= setTimeout(announce, Math.max(0, last + SUMMARY_INTERVAL_MS - Date.now()));
    });
    return () => {
      unsubscribe();
      if (timer !== null) clearTimeout(timer);
    };
  }, [controller]);
  return summary;
}

/** The player in the browser's fullscreen (projectors in class); Esc leaves, as everywhere. */
function useFullscreen(root: RefObject<HTMLElement | null>): {
  available: boolean;
  active: boolean;
  toggle: () => void;
} {
  const [active, setActive] = useState(false);
  // The player renders in the browser only (it loads on a click), so `document` is there.
  const [available] = useState(() => document.fullscreenEnabled === true);
  useEffect(() => {
    const follow = () => setActive(document.fullscreenElement === root.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, [root]);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.current?.requestFullscreen().catch(() => {});
  };
  return { available, active, toggle };
}
