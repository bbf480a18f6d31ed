// The teachers' re-check of a class's hand-ins in a version's "Für Lehrkräfte", loaded after the
// page (../onDemand.tsx): its code (the file format, the checks' queue) costs nothing on the
// page's first load.
import { lazy, type ReactNode } from 'react';

import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import type { ExercisePage } from '../../shared/exercises.ts';
import OnDemand from '../onDemand.tsx';

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
  if (pages.length === 0 || !libraryUrl) return null;
  return (
    <OnDemand loading={C.loading} notLoaded={C.notLoaded}>
      {() => (
        <ClassCheckPanel
          pages={pages}
          version={version}
          versionLabel={versionLabel}
          libraryUrl={libraryUrl}
        />
      )}
    </OnDemand>
  );
}
