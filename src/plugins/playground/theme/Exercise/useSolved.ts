// The solved exercises as React state: every component that shows progress reads the page's
// one store, so a success updates the player, the exercise's tick and the summary together
// (and those of other tabs). The server and the first render show nothing solved, as the
// server cannot know.
import { useSyncExternalStore } from 'react';
import { browserProgress, type DoneSet } from '../../client/progress.ts';

export function useSolved(): DoneSet {
  const progress = browserProgress();
  return useSyncExternalStore(progress.subscribe, progress.getSnapshot, progress.getServerSnapshot);
}
