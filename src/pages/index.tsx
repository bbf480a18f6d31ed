import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import HomeFeatures from '@site/src/components/HomeFeatures';
import RobotIllustration from '@site/src/components/RobotIllustration';
import Heading from '@theme/Heading';
import Layout from '@theme/Layout';
import type { ReactNode } from 'react';

import styles from './index.module.css';

export default function Home(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  return (
    <Layout
      title="Start"
      description="Lerne, den Roboter Maqueen Plus V2 mit dem BBC micro:bit und MicroPython zu programmieren: Anleitung, API und geprüfte Beispiele."
    >
      <main>
        <header className={styles.hero}>
          <div className="container">
            <div className="row">
              <div className="col col--7">
                <Heading as="h1" className={styles.title}>
                  Maqueen Plus V2 mit MicroPython programmieren
                </Heading>
                <p className={styles.tagline}>{siteConfig.tagline}</p>
                <p>
                  Schritt für Schritt lernst du, die Motoren zu steuern, Lampen leuchten zu lassen,
                  einer Linie zu folgen und Hindernissen auszuweichen.
                </p>
                <div className={styles.actions}>
                  <Link className="button button--primary button--lg" to="/docs">
                    Zur Anleitung
                  </Link>
                  <Link className="button button--secondary button--lg" to="/docs/api">
                    API ansehen
                  </Link>
                </div>
              </div>
              <div className="col col--5">
                <RobotIllustration className={styles.illustration} />
              </div>
            </div>
          </div>
        </header>
        <HomeFeatures />
      </main>
    </Layout>
  );
}
