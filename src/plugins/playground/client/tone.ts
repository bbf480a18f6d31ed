// The board's speaker in the page: one square-wave oscillator (the micro:bit drives its
// speaker with a square wave) that follows the tone the run reports. It only exists once the
// reader turns sound on, from that click: browsers allow audio to start from a reader's gesture.

/** The parts of the Web Audio API used here (a fake stands in for it in the unit tests). */
export interface AudioLike {
  readonly currentTime: number;
  readonly destination: unknown;
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

  close(): void {
    this.playing = null;
    void this.audio.close().catch(() => {});
  }
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
