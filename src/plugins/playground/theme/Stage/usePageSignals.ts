// What the page says about how to draw: the site's colour mode and the reader's motion setting,
// followed without polling.
import { useSyncExternalStore } from 'react';

import { useMediaQuery } from '../useMediaQuery.ts';

function subscribeColourMode(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/** `light` or `dark` as Docusaurus sets `data-theme` on <html>; the stage re-reads its colours. */
export function useColourMode(): string {
  return useSyncExternalStore(
    subscribeColourMode,
    () => document.documentElement.dataset.theme ?? 'light',
    () => 'light',
  );
}

/** Whether the reader asked for less motion: decorative effects go, the simulation stays. */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)');
