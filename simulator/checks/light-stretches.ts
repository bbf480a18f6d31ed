// The lights' change log as stretches of time in one state: how long something shone is
// measured exactly, however fast the program switched.
export interface Stretch<S> {
  state: S;
  fromUs: number;
  toUs: number;
}

/** Turns a change log into stretches that end where the next change (or the run) ends. */
export function stretchesOf<C extends { timeUs: number }, S>(
  changes: readonly C[],
  endUs: number,
  stateOf: (change: C) => S,
  same: (a: S, b: S) => boolean,
): Stretch<S>[] {
  const stretches: Stretch<S>[] = [];
  changes.forEach((change, i) => {
    const toUs = Math.max(change.timeUs, changes[i + 1]?.timeUs ?? endUs);
    const state = stateOf(change);
    const last = stretches[stretches.length - 1];
    if (last && same(last.state, state)) last.toUs = toUs;
    else stretches.push({ state, fromUs: change.timeUs, toUs });
  });
  return stretches.filter(({ fromUs, toUs }) => toUs > fromUs);
}
