// What the board played, with simulated times, for a player that sounds it later (Web Audio).
// Nothing here makes sound. Three sources, as in the firmware's mixer: the music channel (tunes
// and pitches: one at a time, a new one replaces the old), sound expressions (microbit.Sound,
// audio.SoundEffect: one at a time) and audio frames (audio.AudioFrame, 32 samples each).
import type { TimedNote, TunePlan } from './music.ts';
import { expressionPitchAt } from './sound-expressions.ts';

/** A tone that sounds from `startUs` to `endUs` (Infinity: until stopped), at `frequencyHz`. */
export interface Tone {
  frequencyHz: number;
  startUs: number;
  endUs: number;
}

/** One sound expression (a list of 72-character effects, CODAL's format) and when it played. */
export interface ExpressionPlay {
  /** The built-in sound's name (`giggle` …) or null for SoundEffects. */
  name: string | null;
  effects: readonly string[];
  startUs: number;
  endUs: number;
}

/** Audio frames played back to back from `startUs`, 8-bit unsigned samples. */
export interface FramesPlay {
  samples: number[];
  sampleRate: number;
  startUs: number;
  endUs: number;
}

/** The speaker and the volume from `timeUs` on (volume null: as the board starts). */
export interface SoundSetting {
  timeUs: number;
  speaker: boolean;
  volume: number | null;
}

interface MusicRun {
  first: TimedNote[];
  firstEndUs: number;
  repeat: TunePlan['repeat'];
  stopUs: number;
}

/** Most entries kept per list: a program that plays in a tight loop makes many. */
const KEEP = 20_000;

export class SoundLog {
  private readonly music: MusicRun[] = [];
  readonly expressions: ExpressionPlay[] = [];
  readonly frames: FramesPlay[] = [];
  readonly settings: SoundSetting[] = [];

  /** A tune or a pitch starts: whatever the music channel played stops at its first tick. */
  playMusic(plan: Pick<TunePlan, 'first' | 'firstEndUs' | 'repeat'>, nowUs: number): void {
    this.stopMusic(nowUs);
    keep(this.music, { ...plan, stopUs: Infinity });
  }

  /** The music channel falls silent at `atUs` (music.stop, a new tune, an interrupted wait). */
  stopMusic(atUs: number): void {
    for (const run of this.music) run.stopUs = Math.min(run.stopUs, atUs);
  }

  /**
   * Whether the music channel is busy at `atUs`: a tune before its last articulation ended,
   * a looping tune, a pitch still sounding (a pitch without duration until it is stopped).
   */
  musicPlaying(atUs: number): boolean {
    const run = this.music[this.music.length - 1];
    if (!run || atUs >= run.stopUs) return false;
    return run.repeat !== null || atUs < run.firstEndUs;
  }

  /** The music channel's tones that sound between `fromUs` and `toUs`, cut where they stopped. */
  tones(fromUs = 0, toUs = Infinity): Tone[] {
    return this.music.flatMap((run) => runTones(run, fromUs, toUs));
  }

  /**
   * The frequency the board's speaker has at `atUs`, as the page shows it: the music channel's,
   * else the sound expression's pitch, or null for silence (between notes, a rest, a pause of an
   * expression, the speaker off or the volume at 0). Only the newest tune and expression can
   * sound (a new one stops the old), so this stays cheap however many played.
   */
  toneAt(atUs: number): number | null {
    if (!this.audibleAt(atUs)) return null;
    return this.musicAt(atUs) ?? this.expressionPitchAt(atUs);
  }

  /** The music channel's frequency at `atUs` (what the page's oscillator plays), or null. */
  musicToneAt(atUs: number): number | null {
    return this.audibleAt(atUs) ? this.musicAt(atUs) : null;
  }

  /** Whether the speaker is on and its volume above 0 at `atUs`. */
  audibleAt(atUs: number): boolean {
    for (let i = this.settings.length - 1; i >= 0; i--) {
      const setting = this.settings[i]!;
      if (setting.timeUs > atUs) continue;
      return setting.speaker && setting.volume !== 0;
    }
    return true;
  }

  private musicAt(atUs: number): number | null {
    const run = this.music[this.music.length - 1];
    return run ? (runTones(run, atUs, atUs + 1)[0]?.frequencyHz ?? null) : null;
  }

  /** The sound expression's pitch at `atUs` (expressionPitchAt), where no music sounds. */
  private expressionPitchAt(atUs: number): number | null {
    const last = this.expressions[this.expressions.length - 1];
    if (!last || atUs < last.startUs || atUs >= last.endUs) return null;
    return expressionPitchAt(last.effects, (atUs - last.startUs) / 1000);
  }

  /** A sound expression starts at `startUs`; the one still playing stops there. */
  playExpression(play: ExpressionPlay): void {
    this.stopExpression(play.startUs);
    keep(this.expressions, play);
  }

  stopExpression(atUs: number): void {
    const last = this.expressions[this.expressions.length - 1];
    if (last && last.endUs > atUs) last.endUs = Math.max(last.startUs, atUs);
  }

  expressionPlaying(atUs: number): boolean {
    const last = this.expressions[this.expressions.length - 1];
    return last !== undefined && atUs < last.endUs;
  }

  /** Frames played back to back; one following on without a gap extends the last entry. */
  playFrames(samples: readonly number[], sampleRate: number, startUs: number, endUs: number): void {
    const last = this.frames[this.frames.length - 1];
    if (last && last.endUs === startUs && last.sampleRate === sampleRate) {
      last.samples.push(...samples);
      last.endUs = endUs;
      return;
    }
    keep(this.frames, { samples: [...samples], sampleRate, startUs, endUs });
  }

  stopFrames(atUs: number): void {
    const last = this.frames[this.frames.length - 1];
    if (!last || last.endUs <= atUs) return;
    const keepSamples = Math.max(0, Math.floor(((atUs - last.startUs) / 1e6) * last.sampleRate));
    last.samples.length = Math.min(last.samples.length, keepSamples);
    last.endUs = Math.max(last.startUs, atUs);
  }

  framesPlaying(atUs: number): boolean {
    const last = this.frames[this.frames.length - 1];
    return last !== undefined && atUs < last.endUs;
  }

  /** The speaker switched on or off, or the volume changed (0..255 as set_volume takes it). */
  setting(timeUs: number, change: Partial<Omit<SoundSetting, 'timeUs'>>): void {
    const last = this.settings[this.settings.length - 1] ?? { speaker: true, volume: null };
    keep(this.settings, {
      timeUs,
      speaker: change.speaker ?? last.speaker,
      volume: change.volume === undefined ? last.volume : change.volume,
    });
  }
}

/** One tune's tones between `fromUs` and `toUs`, its repeats included, cut where it stopped. */
function runTones(run: MusicRun, fromUs: number, toUs: number): Tone[] {
  const out: Tone[] = [];
  const add = (note: TimedNote, offsetUs: number) => {
    const startUs = note.startUs + offsetUs;
    const endUs = Math.min(note.endUs + offsetUs, run.stopUs);
    if (note.frequencyHz === null || startUs >= endUs) return;
    if (endUs <= fromUs || startUs >= toUs) return;
    out.push({ frequencyHz: note.frequencyHz, startUs, endUs });
  };
  for (const note of run.first) add(note, 0);
  const repeat = run.repeat;
  if (!repeat || repeat.lengthUs <= 0) return out;
  const until = Math.min(run.stopUs, toUs);
  if (!Number.isFinite(until)) throw new RangeError('a looping tune needs an end: pass toUs');
  const skip = Math.max(0, Math.floor((fromUs - run.firstEndUs) / repeat.lengthUs) - 1);
  for (let at = run.firstEndUs + skip * repeat.lengthUs; at < until; at += repeat.lengthUs) {
    for (const note of repeat.notes) add(note, at);
  }
  return out;
}

function keep<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > 2 * KEEP) list.splice(0, list.length - KEEP);
}

const logs = new WeakMap<object, SoundLog>();

/**
 * The sound log of a board (made on first use). It hangs off the board without being one of
 * its fields, so the board's module stays as it is; hosts reach it as `soundLogOf(session.board)`.
 */
export function soundLogOf(board: object): SoundLog {
  let log = logs.get(board);
  if (!log) {
    log = new SoundLog();
    logs.set(board, log);
  }
  return log;
}
