// The teachers' switch in the start page's "Für Lehrkräfte": hides every exercise's solution
// box in this browser (client/solutions.ts keeps the setting and marks <html>).
import React, { useSyncExternalStore, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import { setSolutionsHidden, solutionsHidden } from '../../client/solutions.ts';
import { browserStore } from '../../client/storage.ts';
import styles from './styles.module.css';

/** Another tab that switches tells this one through the storage event. */
const onStorage = (changed: () => void) => {
  window.addEventListener('storage', changed);
  return () => window.removeEventListener('storage', changed);
};

export default function SolutionsSwitch(): ReactNode {
  const hidden = useSyncExternalStore(
    onStorage,
    () => solutionsHidden(browserStore()),
    () => false,
  );
  const change = (next: boolean) => {
    setSolutionsHidden(browserStore(), next, document.documentElement);
    // useSyncExternalStore reads again on the storage event of other tabs only.
    window.dispatchEvent(new StorageEvent('storage'));
  };
  return (
    <label className={styles.switch}>
      <input type="checkbox" checked={hidden} onChange={(event) => change(event.target.checked)} />{' '}
      {translate(E.hideSolutions)}
    </label>
  );
}
