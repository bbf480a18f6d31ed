// The board's speaker in the page: one square-wave oscillator (the micro:bit drives its
// speaker with a square wave) that follows the music channel's tone the run reports, and clips:
// sound expressions rendered as CODAL synthesises them, and audio frames. It only exists once the
// reader turns sound on, from that click: browsers allow audio to start from a reader's gesture.
import {
  CODAL_SAMPLE_RATE,
  renderAudioFrames,
  renderExpression,
} from '../../../../simulator/core/sound-synth.ts';
import type { ClipStop, SoundClip } from '../shared/protocol.ts';

/** A played buffer, as far as the player handles it. */
export interface SourceLike {
  buffer: unknown;
  connect(node: unknown): unknown;
  start(when: number): void;
  stop(): void;
}

/** The parts of the Web Audio API used here (a fake stands in for it in the unit tests). */
export interface AudioLike {
  readonly currentTime: number;
  readonly destination: unknown;
  createBuffer(
    channels: number,
    length: number,
    sampleRate: number,
  ): { copyToChannel(samples: Float32Array, channel: number): void };
  createBufferSource(): SourceLike;
  createOscillator(): {
    type: string;
    frequency: { setValueAtTime(value: number, time: number): void };
    connect(node: unknown): unknown;
    start(): void;
  };
  createGain(): {
    gain: { setTargetAtTime(value: number, time: number, constant: number): void };
    connect(node: unknown): unknown;
  };
  resume(): Promise<void>;
  close(): Promise<void>;
}

/** Loud enough to hear, soft enough for a classroom with 15 players. */
const VOLUME = 0.06;
/** Fade in and out over a few ms, so a note's start and end do not click. */
const FADE_S = 0.004;

export class TonePlayer {
  private readonly gain: ReturnType<AudioLike['createGain']>;
  private readonly oscillator: ReturnType<AudioLike['createOscillator']>;
  private readonly clipGain: ReturnType<AudioLike['createGain']>;
  private expression: SourceLike | null = null;
  private frames: { source: SourceLike; end: number }[] = [];
  /** Where the last frames end in the context's time: the next follow on from there. */
  private framesEnd = 0;
  /** What sounds now, for the page and the tests: Hz, or null. */
  playing: number | null = null;

  constructor(private readonly audio: AudioLike) {
    this.oscillator = audio.createOscillator();
    this.oscillator.type = 'square';
    this.gain = audio.createGain();
    this.gain.gain.setTargetAtTime(0, audio.currentTime, FADE_S);
    this.oscillator.connect(this.gain);
    this.gain.connect(audio.destination);
    this.oscillator.start();
    this.clipGain = audio.createGain();
    this.clipGain.gain.setTargetAtTime(VOLUME, audio.currentTime, FADE_S);
    this.clipGain.connect(audio.destination);
    // A context made during the click may still be suspended in some browsers.
    void audio.resume().catch(() => {});
  }

  /** Plays `hz`, or falls silent for null (or a frequency nobody can hear). */
  set(hz: number | null): void {
    const audible = hz !== null && Number.isFinite(hz) && hz >= 20 && hz <= 20_000 ? hz : null;
    const now = this.audio.currentTime;
    if (audible !== null) this.oscillator.frequency.setValueAtTime(audible, now);
    this.gain.gain.setTargetAtTime(audible === null ? 0 : VOLUME, now, FADE_S);
    this.playing = audible;
  }

  /**
   * Sounds a clip from now: an expression replaces the one sounding, frames follow the frames
   * before without a gap; a stop ends what it names.
   */
  playClip(clip: SoundClip | ClipStop | null): void {
    if (clip === null) return;
    if (clip.kind === 'stop') {
      this.stopClips(clip.what);
      return;
    }
    // Every clip at CODAL's rate, which every browser takes for a buffer (the board's 7812 Hz of
    // audio frames not everywhere); the context resamples to its own.
    const rate = CODAL_SAMPLE_RATE;
    const samples =
      clip.kind === 'expression'
        ? renderExpression(clip.effects, rate)
        : resample(renderAudioFrames(clip.samples), clip.sampleRate, rate);
    if (samples.length === 0) return;
    const buffer = this.audio.createBuffer(1, samples.length, rate);
    buffer.copyToChannel(samples, 0);
    const source = this.audio.createBufferSource();
    source.buffer = buffer;
    source.connect(this.clipGain);
    const now = this.audio.currentTime;
    if (clip.kind === 'expression') {
      this.expression?.stop();
      this.expression = source;
      source.start(now);
      return;
    }
    const at = Math.max(now, this.framesEnd);
    source.start(at);
    this.framesEnd = at + samples.length / rate;
    // Only what has yet to end is kept, so a long stream of frames holds a few sources.
    this.frames = [...this.frames.filter((f) => f.end > now), { source, end: this.framesEnd }];
  }

  stopClips(what: ClipStop['what'] = 'all'): void {
    const sources = [
      ...(what === 'frames' ? [] : [this.expression]),
      ...(what === 'expression' ? [] : this.frames.map((f) => f.source)),
    ];
    for (const source of sources) {
      try {
        source?.stop();
      } catch {
        // A source that never started or already ended cannot be stopped again.
      }
    }
    if (what !== 'frames') this.expression = null;
    if (what !== 'expression') {
      this.frames = [];
      this.framesEnd = 0;
    }
  }

  close(): void {
    this.stopClips();
    this.playing = null;
    void this.audio.close().catch(() => {});
  }
}

/** `samples` at `from` Hz as samples at `to` Hz, interpolated linearly. */
export function resample(samples: Float32Array, from: number, to: number): Float32Array {
  if (from === to || samples.length === 0) return samples;
  const out = new Float32Array(Math.max(1, Math.round((samples.length * to) / from)));
  for (let i = 0; i < out.length; i++) {
    const at = (i * from) / to;
    const left = Math.min(samples.length - 1, Math.floor(at));
    const right = Math.min(samples.length - 1, left + 1);
    out[i] = samples[left]! + (samples[right]! - samples[left]!) * (at - left);
  }
  return out;
}

/** A player on the browser's Web Audio, or null where the browser has none. */
export function browserTonePlayer(): TonePlayer | null {
  const Context =
    typeof window === 'undefined'
      ? undefined
      : (window.AudioContext ??
        (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext);
  if (!Context) return null;
  try {
    return new TonePlayer(new Context() as unknown as AudioLike);
  } catch {
    return null;
  }
}
