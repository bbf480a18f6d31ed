// Own version of the crash page body: the stock one labels each cause in the error chain with
// the English word "Cause", which no translation key reaches.
import Translate, { translate } from '@docusaurus/Translate';
import { ErrorBoundaryTryAgainButton } from '@docusaurus/theme-common';
import type { Props } from '@theme/Error';
import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import { errorChain } from './error-chain';
import styles from './styles.module.css';

export default function ErrorPageContent({ error, tryAgain }: Props): ReactNode {
  const causeLabel = translate({
    id: 'site.errorPage.cause',
    message: 'Ursache:',
    description: 'Label before each underlying cause of a page crash',
  });
  const [first, ...causes] = errorChain(error);
  return (
    <main className="container margin-vert--xl">
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            <Translate
              id="theme.ErrorPageContent.title"
              description="The title of the fallback page when the page crashed"
            >
              This page crashed.
            </Translate>
          </Heading>
          <div className="margin-vert--lg">
            <ErrorBoundaryTryAgainButton
              onClick={tryAgain}
              className="button button--primary shadow--lw"
            />
          </div>
          <hr />
          <div className={styles.chain}>
            <p>{first}</p>
            {causes.map((message, index) => (
              <p key={index}>
                <strong>{causeLabel}</strong> {message}
              </p>
            ))}
          </div>
        </div>
      </div>
    </main>
  );
}
