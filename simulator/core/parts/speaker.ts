// The micro:bit V2's speaker (and the edge connector's audio pin): what plays goes to the sound
// log (`soundLogOf(board)`), from which the page's synthesiser plays and the checks read.
import type { Board } from '../board.ts';
import { perBoard } from '../per-board.ts';
import { expressionPlan } from '../sound-expressions.ts';
import { soundLogOf } from '../sound-log.ts';
import { NO_FIELDS, type BoardPart } from './part.ts';

/** The music channel as modmusic.c last set it: period (µs) and amplitude. */
const musicOf = perBoard<{ periodUs: number; amplitude: number }, Board>(() => ({
  periodUs: 0,
  amplitude: 0,
}));

/** The frequency the music channel sounds at, or null while it is silent. */
function tone(board: Board): number | null {
  const { periodUs, amplitude } = musicOf(board);
  return amplitude > 0 && periodUs > 0 ? 1e6 / periodUs : null;
}

/** Sets the music channel; the sound log keeps each tone from the moment both make it sound. */
function setMusic(board: Board, change: { periodUs?: number; amplitude?: number }): void {
  const before = tone(board);
  Object.assign(musicOf(board), change);
  const after = tone(board);
  if (after === before) return;
  const sound = soundLogOf(board);
  if (after === null) sound.stopMusic(board.nowUs);
  else sound.playTone(after, board.nowUs);
}

export const speaker: BoardPart<
  Record<never, never>,
  | 'audioSelectSpeaker'
  | 'audioSetVolume'
  | 'audioPlaySamples'
  | 'soundExpressionPlay'
  | 'soundExpressionStop'
  | 'soundExpressionIsPlaying'
  | 'musicSetPeriod'
  | 'musicPeriod'
  | 'musicSetAmplitude'
> = {
  ...NO_FIELDS,
  hal: {
    audioSelectSpeaker: (board, on) => soundLogOf(board).setting(board.nowUs, { speaker: on }),
    audioSetVolume: (board, volume) => soundLogOf(board).setting(board.nowUs, { volume }),
    audioPlaySamples: (board, samples, rate, startUs, endUs) =>
      soundLogOf(board).playFrames(samples, rate, startUs, endUs),
    soundExpressionPlay: (board, expression) => {
      const plan = expressionPlan(expression);
      if (!plan) return;
      const startUs = board.nowUs;
      const endUs = startUs + plan.durationMs * 1000;
      soundLogOf(board).playExpression({ name: plan.name, effects: plan.effects, startUs, endUs });
    },
    soundExpressionStop: (board) => soundLogOf(board).stopExpression(board.nowUs),
    soundExpressionIsPlaying: (board) => soundLogOf(board).expressionPlaying(board.nowUs),
    // Internal to the firmware and CODAL: the music channel costs no pin time.
    musicSetPeriod: (board, periodUs) => setMusic(board, { periodUs }),
    musicPeriod: (board) => musicOf(board).periodUs,
    musicSetAmplitude: (board, amplitude) => setMusic(board, { amplitude }),
  },
};
