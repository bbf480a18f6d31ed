// The teachers' re-check of a class's hand-ins in a version's "Für Lehrkräfte", loaded after the
// page: its code (the file format, the checks' queue) costs nothing on the page's first load.
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import { lazy, Suspense, type ReactNode } from 'react';

import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import type { ExercisePage } from '../../shared/exercises.ts';

const ClassCheckPanel = lazy(() => import('./ClassCheckPanel.tsx'));

/** Filled by the remark plugin (exercise-sections.ts, `fillOverviews`); absent outside the guide. */
export interface ClassCheckProps {
  pages?: ExercisePage[];
  version?: string;
  versionLabel?: string;
  libraryUrl?: string;
}

export default function ClassCheck({
  pages = [],
  version = '',
  versionLabel = '',
  libraryUrl = '',
}: ClassCheckProps): ReactNode {
  const loading = <p role="status">{translate(C.loading)}</p>;
  if (pages.length === 0 || !libraryUrl) return null;
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        <ErrorBoundary fallback={() => <p role="alert">{translate(C.notLoaded)}</p>}>
          <Suspense fallback={loading}>
            <ClassCheckPanel
              pages={pages}
              version={version}
              versionLabel={versionLabel}
              libraryUrl={libraryUrl}
            />
          </Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
