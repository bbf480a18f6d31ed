// The route context is internal to Docusaurus; a page-level Loading renders outside of it,
// yet the Layout needs one (the 404 route supplies the same "native" context).
import { RouteContextProvider } from '@docusaurus/core/lib/client/routeContext';
import { translate } from '@docusaurus/Translate';
import type { WrapperProps } from '@docusaurus/types';
import Layout from '@theme/Layout';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type { ReactNode } from 'react';

import { useIsInsideLayout } from '../Layout/context';

import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

/**
 * The stock spinner, but a failed chunk gets a German error box with a retry button. When the
 * failed chunk is a whole page (not a part inside the docs layout), the box gets the site's
 * layout around it so navbar, search and toggles stay usable.
 */
export default function LoadingWrapper(props: Props): ReactNode {
  const insideLayout = useIsInsideLayout();
  if (!props.error) return <Loading {...props} />;
  const box = <ChunkErrorBox error={props.error} retry={props.retry} />;
  if (insideLayout) return box;
  return (
    <RouteContextProvider value={PAGE_ROUTE_CONTEXT}>
      <Layout>{box}</Layout>
    </RouteContextProvider>
  );
}

const PAGE_ROUTE_CONTEXT = { plugin: { name: 'native', id: 'default' } };

function ChunkErrorBox({ error, retry }: Pick<Props, 'error' | 'retry'>): ReactNode {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.title}>
        {translate({
          id: 'site.chunkError.title',
          message: 'Dieser Teil der Seite konnte nicht geladen werden.',
          description: 'Heading of the box shown when a page chunk fails to load',
        })}
      </p>
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {translate({
          id: 'site.chunkError.retry',
          message: 'Erneut versuchen',
          description: 'Button that loads a failed page chunk again',
        })}
      </button>
    </div>
  );
}
