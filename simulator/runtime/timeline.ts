// A run's timeline: the robot's state and main.py's running line at each moment something a
// reader could see changed, so the player can show any moment of a run again. Bounded: when
// full, every other sample goes and new ones come half as often, so a run of any length keeps
// at most `TIMELINE_CAP` samples spread over all of it.
import type { SimState } from '../core/state.ts';

export interface TimelineSample {
  state: SimState;
  /** The line of main.py running at `state.timeUs` (0: none, e.g. while the library loads). */
  line: number;
}

/** Samples kept at most: a minute of driving at 60 frames a second. */
export const TIMELINE_CAP = 3600;

export class Timeline {
  private kept: TimelineSample[] = [];
  /** Simulated µs a new sample must lie after the last one; doubles whenever the cap is hit. */
  private spacingUs = 0;

  constructor(private readonly cap: number = TIMELINE_CAP) {}

  get samples(): readonly TimelineSample[] {
    return this.kept;
  }

  get endUs(): number {
    return this.kept.at(-1)?.state.timeUs ?? 0;
  }

  /**
   * Adds `sample` as the newest. The newest always stays; it replaces the one before it when
   * that came sooner after its own predecessor than the spacing allows.
   */
  add(sample: TimelineSample): void {
    const n = this.kept.length;
    const last = this.kept[n - 1];
    if (last && sample.state.timeUs < last.state.timeUs) return;
    const beforeLast = this.kept[n - 2];
    if (last && beforeLast && last.state.timeUs - beforeLast.state.timeUs < this.spacingUs) {
      this.kept[n - 1] = sample;
      return;
    }
    this.kept.push(sample);
    if (this.kept.length > this.cap) {
      const newest = this.kept.length - 1;
      this.kept = this.kept.filter((_, index) => index % 2 === 0 || index === newest);
      this.spacingUs = Math.max(1, this.spacingUs * 2, this.averageSpacingUs());
    }
  }

  /** The sample showing the moment `timeUs`: the last one at or before it (the first, before any). */
  at(timeUs: number): TimelineSample | null {
    let low = 0;
    let high = this.kept.length - 1;
    if (high < 0) return null;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.kept[middle]!.state.timeUs <= timeUs) low = middle;
      else high = middle - 1;
    }
    return this.kept[low]!;
  }

  private averageSpacingUs(): number {
    const first = this.kept[0]!.state.timeUs;
    return Math.round((this.endUs - first) / Math.max(1, this.kept.length - 1));
  }
}
