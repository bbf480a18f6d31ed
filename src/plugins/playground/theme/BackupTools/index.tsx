// The backup tools on the API overview, loaded after the page (../onDemand.tsx): their code (the
// stores, the file format) costs nothing on the page's first load.
import { lazy, type ReactNode } from 'react';

import { BACKUP_MESSAGES as B } from '../../client/backupMessages.ts';
import OnDemand from '../onDemand.tsx';

const BackupPanel = lazy(() => import('./BackupPanel.tsx'));

export default function BackupTools(): ReactNode {
  return (
    <OnDemand loading={B.loading} notLoaded={B.notLoaded}>
      {() => <BackupPanel />}
    </OnDemand>
  );
}
