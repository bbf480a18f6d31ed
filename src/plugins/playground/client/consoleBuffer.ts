// What the console shows: the newest printed lines, capped, so that a print flood costs the
// page a fixed amount of memory and DOM however long it runs.

/** The console keeps this many lines; the cap is said on screen. */
export const CONSOLE_CAP = 500;

export interface ConsoleContent {
  /** Oldest first, at most the cap. */
  readonly lines: readonly string[];
  /** Lines the worker cut before sending them (printed faster than the page could take). */
  readonly skipped: number;
  /** Older lines pushed out by the cap. */
  readonly scrolledOut: number;
}

export const EMPTY_CONSOLE: ConsoleContent = { lines: [], skipped: 0, scrolledOut: 0 };

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
  const lines =
    cut >= base.lines.length
      ? more.lines.slice(cut - base.lines.length)
      : [...base.lines.slice(cut), ...more.lines];
  return {
    lines,
    skipped: base.skipped + more.skipped,
    scrolledOut: base.scrolledOut + more.scrolledOut + cut,
  };
}

/** One `lines` message of the worker as console content (capped on the way in). */
export function printed(lines: readonly string[], skipped: number, cap: number = CONSOLE_CAP) {
  return appendConsole(EMPTY_CONSOLE, { lines, skipped, scrolledOut: 0 }, cap);
}
