// A teacher's switch: the exercises' solution boxes hidden in this browser. Kept in
// localStorage and shown as `data-solutions="hidden"` on <html>, which the exercise styles read,
// so the boxes never flash up before hydration. `?loesungen=aus` (or `=an`) in any address sets
// it, so a class can be set up from one link.
import type { KeyValueStore } from './storage.ts';

export const SOLUTIONS_KEY = 'maqueen-solutions:hidden';
export const SOLUTIONS_PARAM = 'loesungen';
/** The values a teacher types after `?loesungen=`. */
export const SOLUTIONS_VALUES = { hide: 'aus', show: 'an' } as const;

export function solutionsHidden(store: KeyValueStore | null): boolean {
  try {
    return store?.getItem(SOLUTIONS_KEY) === '1';
  } catch {
    return false;
  }
}

export function setSolutionsHidden(store: KeyValueStore | null, hidden: boolean): void {
  try {
    if (hidden) store?.setItem(SOLUTIONS_KEY, '1');
    else store?.removeItem(SOLUTIONS_KEY);
  } catch {
    // Storage blocked: the switch holds for this page only.
  }
}

/** What an address's `?loesungen=` asks for: hide, show, or nothing (any other value). */
export function solutionsWish(search: string): boolean | null {
  const value = new URLSearchParams(search).get(SOLUTIONS_PARAM)?.toLowerCase();
  if (value === SOLUTIONS_VALUES.hide) return true;
  if (value === SOLUTIONS_VALUES.show) return false;
  return null;
}

/** Follows the address and the stored setting on <html>. */
export function applySolutions(
  store: KeyValueStore | null,
  search: string,
  root: HTMLElement,
): void {
  const wish = solutionsWish(search);
  if (wish !== null) setSolutionsHidden(store, wish);
  if (solutionsHidden(store)) root.dataset.solutions = 'hidden';
  else delete root.dataset.solutions;
}
