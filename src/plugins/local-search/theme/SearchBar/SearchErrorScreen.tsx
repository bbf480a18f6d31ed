/**
 * DocSearch's error screen, drawn into the open modal while the latest search failed.
 * It uses DocSearch's own classes, so it looks like the stock screen would.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import translations from '@theme/SearchTranslations';

import type { FailureStore } from '../../client/searchFailures';

function ErrorIcon(): ReactNode {
  return (
    <svg
      width="40"
      height="40"
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
    >
      <path
        d="M2.5 7.5a11 11 0 0 1 15 0M5 10.5a7 7 0 0 1 10 0M7.5 13.5a3.2 3.2 0 0 1 5 0"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path d="M3 3l14 14" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchErrorScreen({ failures }: { failures: FailureStore }): ReactNode {
  const failed = useSyncExternalStore(failures.subscribe, failures.failed, () => false);

  useEffect(() => {
    const modal = failed ? document.querySelector('.DocSearch-Modal') : null;
    if (!modal) return undefined;
    const input = modal.querySelector<HTMLInputElement>('.DocSearch-Input');
    // The error belongs to the query that failed: forget it once the modal closes or the
    // query is cleared (the start screen shows again).
    const check = () => {
      if (!modal.isConnected || !input?.value) failures.report(false);
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true, subtree: true });
    input?.addEventListener('input', check);
    return () => {
      observer.disconnect();
      input?.removeEventListener('input', check);
    };
  }, [failed, failures]);

  // A failure is only ever reported from the open modal, so its dropdown exists by now.
  const dropdown = failed ? document.querySelector('.DocSearch-Modal .DocSearch-Dropdown') : null;
  if (!failed || !dropdown) return null;
  const texts = translations.modal?.errorScreen;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-error-screen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">{texts?.titleText}</p>
      <p className="DocSearch-Help">{texts?.helpText}</p>
    </div>,
    dropdown,
  );
}
