// When the stage draws: once per animation frame at most, only after something it shows
// changed (a new frame of the run, the view, the theme), and never while the tab is hidden;
// a change made while hidden is drawn when the tab shows again.
import type { Schedule } from '../batcher.ts';

export interface DrawScheduler {
  /** Something the stage shows changed: draw it on the next animation frame. */
  request(): void;
  /** The tab was hidden or shown again. */
  visibilityChanged(): void;
  dispose(): void;
}

export function createDrawScheduler(options: {
  draw: () => void;
  /** The next animation frame (requestAnimationFrame), or a test's. */
  schedule: Schedule;
  /** Whether the page can be seen (document.visibilityState). */
  visible: () => boolean;
}): DrawScheduler {
  let dirty = false;
  let cancel: (() => void) | null = null;
  const plan = () => {
    if (!dirty || cancel || !options.visible()) return;
    cancel = options.schedule(() => {
      cancel = null;
      if (!options.visible()) return;
      dirty = false;
      options.draw();
    });
  };
  return {
    request() {
      dirty = true;
      plan();
    },
    visibilityChanged: plan,
    dispose() {
      cancel?.();
      cancel = null;
    },
  };
}
