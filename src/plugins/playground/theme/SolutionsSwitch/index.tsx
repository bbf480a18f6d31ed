// The teachers' switch in the start page's "Für Lehrkräfte": hides every exercise's solution
// box in this browser (client/solutions.ts keeps the setting and marks <html>).
import React, { useSyncExternalStore, type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import { EXERCISE_MESSAGES as E } from '../../client/exerciseMessages.ts';
import { setSolutionsHidden, solutionsHidden } from '../../client/solutions.ts';
import { browserStore, onStorageChange } from '../../client/storage.ts';
import styles from './styles.module.css';

export default function SolutionsSwitch(): ReactNode {
  const hidden = useSyncExternalStore(
    onStorageChange,
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
