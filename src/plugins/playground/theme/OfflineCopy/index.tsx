// "Offline verfügbar machen" on each version's start page, loaded after the page
// (../onDemand.tsx): its code costs nothing on the page's first load.
import { useDocsVersion } from '@docusaurus/plugin-content-docs/client';
import { lazy, type ReactNode } from 'react';

import { OFFLINE_MESSAGES as O } from '../../client/offlineMessages.ts';
import OnDemand from '../onDemand.tsx';

const OfflinePanel = lazy(() => import('./OfflinePanel.tsx'));

export default function OfflineCopy(): ReactNode {
  const { version, label } = useDocsVersion();
  return (
    <OnDemand loading={O.loading} notLoaded={O.notLoaded}>
      {() => <OfflinePanel version={version} label={label} />}
    </OnDemand>
  );
}
