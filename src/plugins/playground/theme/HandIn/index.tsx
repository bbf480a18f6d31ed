// The pupil's hand-in under the version's overview of exercises, loaded after the page: its
// code costs nothing on the page's first load, and before it arrives the place says so.
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import { lazy, Suspense, type ReactNode } from 'react';

import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import type { HandInPanelProps } from './HandInPanel.tsx';

const HandInPanel = lazy(() => import('./HandInPanel.tsx'));

export default function HandIn(props: HandInPanelProps): ReactNode {
  const loading = <p role="status">{translate(C.loading)}</p>;
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <ErrorBoundary fallback={() => <p role="alert">{translate(C.notLoaded)}</p>}>
          <Suspense fallback={loading}>
            <HandInPanel {...props} />
          </Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
