import { translate } from '@docusaurus/Translate';
import type { WrapperProps } from '@docusaurus/types';
import Loading from '@theme-original/Loading';
import type LoadingType from '@theme/Loading';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

type Props = WrapperProps<typeof LoadingType>;

/** The stock spinner, but a failed chunk gets a German error box with a retry button. */
export default function LoadingWrapper(props: Props): ReactNode {
  const { error, retry } = props;
  if (!error) return <Loading {...props} />;
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
