// What the board played, with simulated times, for a player that sounds it later (Web Audio).
// Nothing here makes sound. Three sources, as in the firmware's mixer: the music channel (the
// tone its pin plays: one at a time, a new one replaces the old), sound expressions
// (microbit.Sound, audio.SoundEffect: one at a time) and samples (audio frames, speech).
import { expressionPitchAt } from './sound-expressions.ts';
import { perBoard } from './per-board.ts';

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

/** Most entries kept per list: a program that plays in a tight loop makes many. */
const KEEP = 20_000;

export class SoundLog {
  private readonly music: Tone[] = [];
  readonly expressions: ExpressionPlay[] = [];
  readonly frames: FramesPlay[] = [];
  readonly settings: SoundSetting[] = [];

  /** The music channel starts a tone at `atUs`; the one sounding stops there. */
  playTone(frequencyHz: number, atUs: number): void {
    this.stopMusic(atUs);
    keep(this.music, { frequencyHz, startUs: atUs, endUs: Infinity });
  }

  /** The music channel falls silent at `atUs`. */
  stopMusic(atUs: number): void {
    const last = this.music[this.music.length - 1];
    if (last && last.endUs > atUs) last.endUs = Math.max(last.startUs, atUs);
  }

  /** The music channel's tones that sound between `fromUs` and `toUs`. */
  tones(fromUs = 0, toUs = Infinity): Tone[] {
    return this.music.filter(
      (tone) => tone.startUs < tone.endUs && tone.endUs > fromUs && tone.startUs < toUs,
    );
  }

  /**
   * The frequency the board's speaker has at `atUs`, as the page shows it: the music channel's,
   * else the sound expression's pitch, or null for silence (between notes, a pause of an
   * expression, the speaker off or the volume at 0).
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
    for (let i = this.music.length - 1; i >= 0; i--) {
      const tone = this.music[i]!;
      if (tone.startUs <= atUs) return atUs < tone.endUs ? tone.frequencyHz : null;
    }
    return null;
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

function keep<T>(list: T[], entry: T): void {
  list.push(entry);
  if (list.length > 2 * KEEP) list.splice(0, list.length - KEEP);
}

/**
 * The sound log of a board (made on first use). It hangs off the board without being one of
 * its fields, so the board's module stays as it is; hosts reach it as `soundLogOf(session.board)`.
 */
export const soundLogOf = perBoard(() => new SoundLog());
