// The player of one block, wired to the worker engine and the stage. Loaded on the first
// click of "▶ Im Simulator ausprobieren", with the editor, the stage and the engine.
import React, { useEffect, useState, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { planCheck } from '../../../../../simulator/checks/plan.ts';
import { WORLDS, worldByName } from '../../../../../simulator/worlds/index.ts';
import type { PlayerEngine } from '../../client/engine.ts';
import { openInputChannel } from '../../client/input-channel.ts';
import { RUNNABLE_MESSAGES as R } from '../../client/runnableMessages.ts';
import { WorkerEngine } from '../../client/worker-engine.ts';
import Player, { type PlayerProps } from '../Player';
import Stage from '../Stage';
import type { ShareRequest } from '../../client/shareParams.ts';
import type { RunnableCodeProps } from './index';

/** Readers watch longer than the tests run a block: a run ends by itself after 10 minutes. */
const READER_BUDGET_S = 600;

type PlaygroundProps = Omit<RunnableCodeProps, 'children'> & {
  originalCode: string;
  /** The block's title, shown above the editor that replaces it. */
  title: string | null;
  onClose: () => void;
  shared: ShareRequest | null;
};

type Loaded<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };

/** The robot's engine and the remote control's, on one input channel. */
function useEngines(): Loaded<{ robot: PlayerEngine; remote: PlayerEngine }> {
  const { siteConfig } = useDocusaurusContext();
  const [engine, setEngine] = useState<Loaded<{ robot: PlayerEngine; remote: PlayerEngine }>>({
    state: 'loading',
  });
  useEffect(() => {
    let current: WorkerEngine[] = [];
    let cancelled = false;
    const base = siteConfig.baseUrl;
    void openInputChannel(base).then((result) => {
      if (cancelled) return;
      const make = () =>
        new WorkerEngine(
          result.ok ? result.channel : null,
          result.ok ? { ok: true } : { ok: false, reason: result.reason },
        );
      current = [make(), make()];
      setEngine({ state: 'ready', value: { robot: current[0]!, remote: current[1]! } });
    });
    return () => {
      cancelled = true;
      for (const engine of current) engine.stop();
    };
  }, [siteConfig.baseUrl]);
  return engine;
}

function useLibrary(url: string): Loaded<string> {
  const [library, setLibrary] = useState<Loaded<string>>({ state: 'loading' });
  useEffect(() => {
    let cancelled = false;
    fetch(url)
      .then((response) => (response.ok ? response.text() : Promise.reject(response.status)))
      .then(
        (text) => !cancelled && setLibrary({ state: 'ready', value: text }),
        () => !cancelled && setLibrary({ state: 'failed' }),
      );
    return () => {
      cancelled = true;
    };
  }, [url]);
  return library;
}

/** An exercise's setups as its check makes them: the player starts in the first. */
function exerciseOf(props: PlaygroundProps): PlayerProps['exercise'] {
  if (!props.exercise || !props.check) return null;
  const { plan } = planCheck(props.check, props.checkBudgetS);
  if (!plan) return null;
  return {
    id: props.exercise,
    check: props.check,
    timeLimitS: plan.timeLimitS,
    setups: plan.variants.map((variant) => ({
      label: variant.label,
      world: variant.world,
      startPose: variant.startPose ?? variant.world.start,
      ...(variant.drive ? { drive: variant.drive } : {}),
      motorNoise: variant.motorNoise ?? false,
      targets: plan.check.targets?.(plan.params, variant) ?? [],
    })),
  };
}

export default function Playground(props: PlaygroundProps): ReactNode {
  const engine = useEngines();
  const library = useLibrary(props.libraryUrl);
  const world = WORLDS[props.world] ?? worldByName('empty');
  if (library.state === 'failed') {
    return <p role="alert">{translate(R.libraryFailed)}</p>;
  }
  if (engine.state !== 'ready' || library.state !== 'ready') {
    return <p role="status">{translate(R.loading)}</p>;
  }
  return (
    <Player
      exampleId={props.exampleId}
      originalCode={props.originalCode}
      library={library.value}
      libraryUrl={props.libraryUrl}
      world={world}
      budgetS={Math.max(props.budgetS, READER_BUDGET_S)}
      motorNoise={props.motorNoise}
      compassCalibrated={props.compassCalibrated}
      engine={engine.value.robot}
      remoteEngine={engine.value.remote}
      exercise={exerciseOf(props)}
      title={props.title}
      onClose={props.onClose}
      shared={props.shared}
      renderStage={(stage) => <Stage {...stage} />}
    />
  );
}
