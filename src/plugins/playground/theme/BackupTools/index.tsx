// The backup tools on the API overview, loaded after the page: their code (the stores, the file
// format) costs nothing on the page's first load, and before it arrives the place says so.
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import { lazy, Suspense, type ReactNode } from 'react';

import { BACKUP_MESSAGES as B } from '../../client/backupMessages.ts';

const BackupPanel = lazy(() => import('./BackupPanel.tsx'));

export default function BackupTools(): ReactNode {
  const loading = <p role="status">{translate(B.loading)}</p>;
  // In the browser only: the tools read this browser's storage.
  return (
    <BrowserOnly fallback={loading}>
      {() => (
        // No network when the code is fetched: a sentence, never the site's crash page.
        <ErrorBoundary fallback={() => <p role="alert">{translate(B.notLoaded)}</p>}>
          <Suspense fallback={loading}>
            <BackupPanel />
          </Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
