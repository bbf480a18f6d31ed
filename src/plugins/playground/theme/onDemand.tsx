// A panel whose code loads after the page (the hand-in, the class check, the backup tools): it
// costs nothing on the page's first load, says so while it loads, shows only in the browser (it
// reads this browser's storage or runs workers), and when its code cannot be fetched (no
// network) a sentence takes its place, never the site's crash page.
import BrowserOnly from '@docusaurus/BrowserOnly';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { translate } from '@docusaurus/Translate';
import { Suspense, type ReactNode } from 'react';

import type { Message } from '../client/messages.ts';

export interface OnDemandProps {
  loading: Message;
  notLoaded: Message;
  /** The panel, a `lazy` component of the caller's module. */
  children: () => ReactNode;
}

export default function OnDemand({ loading, notLoaded, children }: OnDemandProps): ReactNode {
  const waiting = <p role="status">{translate(loading)}</p>;
  return (
    <BrowserOnly fallback={waiting}>
      {() => (
        <ErrorBoundary fallback={() => <p role="alert">{translate(notLoaded)}</p>}>
          <Suspense fallback={waiting}>{children()}</Suspense>
        </ErrorBoundary>
      )}
    </BrowserOnly>
  );
}
