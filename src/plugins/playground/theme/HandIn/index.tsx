// The pupil's hand-in under the version's overview of exercises, loaded after the page
// (../onDemand.tsx): its code costs nothing on the page's first load.
import { lazy, type ReactNode } from 'react';

import { CLASS_MESSAGES as C } from '../../client/classMessages.ts';
import OnDemand from '../onDemand.tsx';
import type { HandInPanelProps } from './HandInPanel.tsx';

const HandInPanel = lazy(() => import('./HandInPanel.tsx'));

export default function HandIn(props: HandInPanelProps): ReactNode {
  return (
    <OnDemand loading={C.loading} notLoaded={C.notLoaded}>
      {() => <HandInPanel {...props} />}
    </OnDemand>
  );
}
