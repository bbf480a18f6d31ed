/**
 * The navbar's search box as every page first gets it: a stand-in with the markup and classes
 * of DocSearch's button, so it looks the same before and after. The search bar itself (the
 * theme's DocSearch bar, its translations, the search client and our error screen, about a
 * tenth of the main bundle) loads on the reader's first move towards search: pointer over or
 * touching the box, focusing it, clicking it, or the shortcuts DocSearch answers (Ctrl/⌘+K,
 * "/"). A click or a shortcut then opens the modal as soon as the bar is there.
 */
import {
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from 'react';
import { translate } from '@docusaurus/Translate';

import { isSearchShortcut } from '../../client/searchShortcut';
import type { Intent } from './LoadedSearchBar';

type LoadedBar = ComponentType<{ intent: Intent }>;

let loading: Promise<LoadedBar> | undefined;

function loadBar(): Promise<LoadedBar> {
  loading ??= import('./LoadedSearchBar').then(
    (module) => module.default,
    (error: unknown) => {
      // Offline or a failed deploy: the next move towards search tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** DocSearch's magnifier and Ctrl icons, as its button draws them. */
function SearchIcon(): ReactNode {
  return (
    <svg
      width="20"
      height="20"
      className="DocSearch-Search-Icon"
      viewBox="0 0 20 20"
      aria-hidden="true"
    >
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function CtrlIcon(): ReactNode {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

const neverChanges = () => () => undefined;

/** Apple devices show ⌘, the others Ctrl; unknown (the server) shows no keys, as DocSearch. */
function useShortcutKey(): 'apple' | 'ctrl' | null {
  return useSyncExternalStore(
    neverChanges,
    () => (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? 'apple' : 'ctrl'),
    () => null,
  );
}

const STRENGTH: Record<Intent, number> = { prefetch: 0, focus: 1, open: 2 };

export default function SearchBar(): ReactNode {
  const [Bar, setBar] = useState<LoadedBar | null>(null);
  // The strongest wish while the code downloads: a click after the hover that started the
  // download still opens the modal.
  const [intent, setIntent] = useState<Intent | null>(null);
  const key = useShortcutKey();
  const label = translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });

  const ask = (next: Intent) => {
    setIntent((current) => (current && STRENGTH[current] >= STRENGTH[next] ? current : next));
    loadBar().then(
      // A function component: hand it over as the new state, not as an updater.
      (loadedBar) => setBar(() => loadedBar),
      () => undefined,
    );
  };

  useEffect(() => {
    if (Bar) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      // Ctrl+K would otherwise focus the browser's address bar.
      event.preventDefault();
      ask('open');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  });

  if (Bar) return <Bar intent={intent ?? 'prefetch'} />;
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${key === 'ctrl' ? 'Ctrl' : 'Command'}+K)`}
      onPointerEnter={() => ask('prefetch')}
      onTouchStart={() => ask('prefetch')}
      onFocus={() => ask('focus')}
      // A mouse press already means "open": if the bar arrives between press and release, the
      // stand-in is gone and its click never fires, but the loaded bar opens on this intent.
      onPointerDown={(event) => {
        if (event.pointerType === 'mouse' && event.button === 0) ask('open');
      }}
      onClick={() => ask('open')}
    >
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {key !== null && (
          <>
            <kbd className="DocSearch-Button-Key">{key === 'ctrl' ? <CtrlIcon /> : '⌘'}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
