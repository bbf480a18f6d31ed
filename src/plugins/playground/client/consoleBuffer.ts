// What the console shows: the newest printed lines, capped, so that a print flood costs the
// page a fixed amount of memory and DOM however long it runs.

/** The console keeps this many lines; the cap is said on screen. */
export const CONSOLE_CAP = 500;

export interface ConsoleContent {
  /** Oldest first, at most the cap. */
  readonly lines: readonly string[];
  /** The simulated µs each line was printed at. */
  readonly times: readonly number[];
  /** Lines the worker cut before sending them (printed faster than the page could take). */
  readonly skipped: number;
  /** Older lines pushed out by the cap. */
  readonly scrolledOut: number;
}

export const EMPTY_CONSOLE: ConsoleContent = { lines: [], times: [], skipped: 0, scrolledOut: 0 };

/** `base` followed by `more` (both capped), keeping only the newest `cap` lines. */
export function appendConsole(
  base: ConsoleContent,
  more: ConsoleContent,
  cap: number = CONSOLE_CAP,
): ConsoleContent {
  if (more.lines.length === 0 && more.skipped === 0 && more.scrolledOut === 0) return base;
  const total = base.lines.length + more.lines.length;
  const cut = Math.max(0, total - cap);
  // Slice before joining, so a huge batch never builds a huge intermediate array.
  const join = <T>(a: readonly T[], b: readonly T[]) =>
    cut >= a.length ? b.slice(cut - a.length) : [...a.slice(cut), ...b];
  return {
    lines: join(base.lines, more.lines),
    times: join(base.times, more.times),
    skipped: base.skipped + more.skipped,
    scrolledOut: base.scrolledOut + more.scrolledOut + cut,
  };
}

/** One `lines` message of the worker as console content (capped on the way in). */
export function printed(
  lines: readonly string[],
  skipped: number,
  cap: number = CONSOLE_CAP,
  times: readonly number[] = lines.map(() => 0),
) {
  return appendConsole(EMPTY_CONSOLE, { lines, times, skipped, scrolledOut: 0 }, cap);
}

/** What the console showed at the simulated moment `timeUs` (the timeline's): the lines printed by then. */
export function consoleAt(content: ConsoleContent, timeUs: number): ConsoleContent {
  let shown = content.times.length;
  while (shown > 0 && content.times[shown - 1]! > timeUs) shown--;
  if (shown === content.lines.length) return content;
  return { ...content, lines: content.lines.slice(0, shown), times: content.times.slice(0, shown) };
}
