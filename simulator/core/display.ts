import { glyphColumns, glyphImage } from './font.ts';

/** A timed sequence of display contents (scrolling text, `show` of a string or images). */
interface Animation {
  startUs: number;
  stepUs: number;
  frames: number[][];
  loop: boolean;
  /** Contents after the last frame (a scroll ends blank). */
  after: number[];
}

const BLANK = (): number[] => new Array<number>(25).fill(0);

/**
 * The micro:bit's 5×5 LED matrix, brightness 0..9 per LED. Animations depend only on
 * simulated time, so a reader's browser and CI see the same frames.
 */
export class Display {
  private pixels = BLANK();
  private animation: Animation | null = null;

  /** Current contents, 25 values row by row. */
  read(nowUs: number): number[] {
    const a = this.animation;
    if (!a) return this.pixels;
    const index = Math.floor((nowUs - a.startUs) / a.stepUs);
    if (index < 0) return this.pixels;
    if (index < a.frames.length) return a.frames[index];
    if (a.loop) return a.frames[index % a.frames.length];
    this.pixels = a.after;
    this.animation = null;
    return this.pixels;
  }

  show(pixels: readonly number[]): void {
    this.animation = null;
    this.pixels = pixels.map((v) => Math.max(0, Math.min(9, Math.round(v))));
  }

  setPixel(x: number, y: number, value: number, nowUs: number): void {
    const current = [...this.read(nowUs)];
    current[y * 5 + x] = Math.max(0, Math.min(9, Math.round(value)));
    this.show(current);
  }

  clear(): void {
    this.show(BLANK());
  }

  /** Starts an animation; returns its duration in µs (what a blocking call waits). */
  animate(
    frames: number[][],
    stepUs: number,
    nowUs: number,
    loop = false,
    after?: number[],
  ): number {
    if (frames.length === 0) return 0;
    this.animation = {
      startUs: nowUs,
      stepUs,
      frames,
      loop,
      after: after ?? frames[frames.length - 1],
    };
    return frames.length * stepUs;
  }

  /** `display.scroll(text)`: the text enters from the right and leaves on the left. */
  scroll(text: string, delayMs: number, nowUs: number, loop = false): number {
    return this.animate(scrollFrames(text), delayMs * 1000, nowUs, loop, BLANK());
  }

  /** `display.show(text)`: one character after the other, each for `delayMs`. */
  showText(text: string, delayMs: number, nowUs: number, clear: boolean, loop = false): number {
    const frames = [...text].map((char) => glyphImage(char));
    if (frames.length === 1 && !clear && !loop) {
      this.show(frames[0]);
      return 0;
    }
    return this.animate(frames, delayMs * 1000, nowUs, loop, clear ? BLANK() : undefined);
  }
}

/** The frames of scrolling text, one per column step. */
export function scrollFrames(text: string): number[][] {
  const strip: number[][] = [];
  for (const char of text) strip.push(...glyphColumns(char), [0, 0, 0, 0, 0]);
  const padded = [...Array.from({ length: 5 }, () => [0, 0, 0, 0, 0]), ...strip];
  padded.push(...Array.from({ length: 4 }, () => [0, 0, 0, 0, 0]));
  const frames: number[][] = [];
  for (let offset = 1; offset + 5 <= padded.length; offset++) {
    const visible = padded.slice(offset, offset + 5);
    const frame = BLANK();
    visible.forEach((column, x) => column.forEach((v, y) => (frame[y * 5 + x] = v)));
    frames.push(frame);
  }
  return frames;
}
