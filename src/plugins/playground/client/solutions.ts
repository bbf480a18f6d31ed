// A teacher's switch: the exercises' solution boxes hidden in this browser. Kept in
// localStorage and shown as `data-solutions="hidden"` on <html>, which the exercise styles read.
// On every load a head script follows `?loesungen=` and marks <html> (shared/solutions.ts); the
// switch on the start page (theme/SolutionsSwitch) uses these functions.
import { SOLUTIONS_KEY } from '../shared/solutions.ts';
import type { KeyValueStore } from './storage.ts';

export function solutionsHidden(store: KeyValueStore | null): boolean {
  try {
    return store?.getItem(SOLUTIONS_KEY) === '1';
  } catch {
    return false;
  }
}

/** Keeps the choice (where storage works) and marks `root` at once. */
export function setSolutionsHidden(
  store: KeyValueStore | null,
  hidden: boolean,
  root?: HTMLElement,
): void {
  try {
    if (hidden) store?.setItem(SOLUTIONS_KEY, '1');
    else store?.removeItem(SOLUTIONS_KEY);
  } catch {
    // Storage blocked: the switch holds for this page only.
  }
  if (!root) return;
  if (hidden) root.dataset.solutions = 'hidden';
  else delete root.dataset.solutions;
}
