// What the page must sound beside the music channel's tone: the sound expressions and audio
// frames of the board's sound log, told once each, when their simulated start is reached.
import type { ExpressionPlay, FramesPlay, SoundLog } from '../../../../simulator/core/sound-log.ts';
import type { ClipStop, SoundClip } from '../shared/protocol.ts';

export class ClipWatcher {
  private expression: ExpressionPlay | null = null;
  /** The expression's end as it was told: a smaller end later means it was cut short. */
  private expressionEndUs = 0;
  private frames: FramesPlay | null = null;
  private framesSent = 0;
  private audible = true;

  constructor(private readonly log: SoundLog) {}

  /** The clips that start by `atUs`, and a stop where what sounds stopped early. */
  at(atUs: number): (SoundClip | ClipStop)[] {
    const out: (SoundClip | ClipStop)[] = [];
    const audible = this.log.audibleAt(atUs);
    if (this.audible && !audible) out.push({ kind: 'stop', what: 'all' });
    this.audible = audible;

    const expression = this.log.expressions[this.log.expressions.length - 1];
    if (expression && expression !== this.expression && expression.startUs <= atUs) {
      this.expression = expression;
      this.expressionEndUs = expression.endUs;
      if (audible && expression.endUs > expression.startUs) {
        out.push({ kind: 'expression', effects: [...expression.effects] });
      }
    } else if (
      this.expression &&
      this.expression.endUs < this.expressionEndUs &&
      atUs >= this.expression.endUs
    ) {
      this.expressionEndUs = this.expression.endUs;
      out.push({ kind: 'stop', what: 'expression' });
    }

    // Frames with a gap between them are entries of their own: every entry since the last told.
    const list = this.log.frames;
    const told = this.frames;
    let next = told ? list.findIndex((entry) => entry.startUs > told.startUs) : 0;
    if (next < 0) next = list.length;
    if (told && list[next - 1] === told) this.tellFrames(told, audible, out);
    for (; next < list.length && list[next]!.startUs <= atUs; next++) {
      this.frames = list[next]!;
      this.framesSent = 0;
      this.tellFrames(this.frames, audible, out);
    }
    return out;
  }

  /** The samples of `frames` not told yet, or a stop where it was cut below what was told. */
  private tellFrames(frames: FramesPlay, audible: boolean, out: (SoundClip | ClipStop)[]): void {
    if (frames.samples.length < this.framesSent) {
      this.framesSent = frames.samples.length;
      out.push({ kind: 'stop', what: 'frames' });
    } else if (frames.samples.length > this.framesSent) {
      const samples = frames.samples.slice(this.framesSent);
      this.framesSent = frames.samples.length;
      if (audible) out.push({ kind: 'frames', samples, sampleRate: frames.sampleRate });
    }
  }
}
