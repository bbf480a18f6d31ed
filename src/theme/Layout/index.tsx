import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type { WrapperProps } from '@docusaurus/types';
import Layout from '@theme-original/Layout';
import type LayoutType from '@theme/Layout';
import type { ReactNode } from 'react';

import { InsideLayoutProvider } from './context';

type Props = WrapperProps<typeof LayoutType>;

/**
 * Gives pages without a description of their own (404, search) the site's description, and
 * tells nested components that navbar and footer are already there (see @theme/Loading).
 */
export default function LayoutWrapper(props: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const siteDescription = siteConfig.customFields?.description as string | undefined;
  return (
    <InsideLayoutProvider value>
      <Layout {...props} description={props.description ?? siteDescription} />
    </InsideLayoutProvider>
  );
}
