// The player's few browser-only helpers, kept apart from the components.
import type { Timer } from '../../client/checkController.ts';
import type { RunSchedules } from '../../client/runController.ts';

/** Frames on the next animation frame; printed lines at most every 100 ms. */
export const browserSchedules: RunSchedules = {
  frame: (run) => {
    const id = requestAnimationFrame(run);
    return () => cancelAnimationFrame(id);
  },
  lines: (run) => {
    const id = setTimeout(run, 100);
    return () => clearTimeout(id);
  },
};

export const browserTimer: Timer = (run, ms) => {
  const id = setTimeout(run, ms);
  return () => clearTimeout(id);
};

/** Saves text as a file through a Blob and an object URL (no server involved). */
export function downloadText(
  fileName: string,
  text: string,
  type = 'text/x-python;charset=utf-8',
): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
