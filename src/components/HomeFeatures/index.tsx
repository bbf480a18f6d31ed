import Heading from '@theme/Heading';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

type Feature = { title: string; text: ReactNode };

const FEATURES: Feature[] = [
  {
    title: 'Der Roboter',
    text: (
      <>
        Der <strong>Maqueen Plus V2</strong> von DFRobot ist ein kleines Roboterauto. Er hat zwei
        Motoren, einen Ultraschallsensor für Abstände, Sensoren, die eine dunkle Linie am Boden
        erkennen, rote Lampen und bunte RGB-Lampen. Gesteuert wird er von einem{' '}
        <strong>BBC micro:bit V2</strong>.
      </>
    ),
  },
  {
    title: 'Die Bibliothek',
    text: (
      <>
        Mit unserer Bibliothek <code>maqueen.py</code> sprichst du all das in{' '}
        <strong>MicroPython</strong> mit kurzen, verständlichen Befehlen an. Jede Version der
        Anleitung zeigt genau die Bibliothek dieser Version, zum Anschauen und Herunterladen.
      </>
    ),
  },
  {
    title: 'Für wen?',
    text: (
      <>
        Für Schülerinnen und Schüler ab etwa 14 Jahren, für alle, die gern basteln, und für
        Lehrpersonen, die den Roboter im Unterricht einsetzen. Jedes Beispiel in der Anleitung wird
        automatisch geprüft, damit es auf deinem Roboter läuft.
      </>
    ),
  },
];

export default function HomeFeatures(): ReactNode {
  return (
    <section className={styles.features} aria-label="Überblick">
      <div className="container">
        <div className="row">
          {FEATURES.map(({ title, text }) => (
            <div key={title} className="col col--4">
              <div className={styles.feature}>
                <Heading as="h2">{title}</Heading>
                <p>{text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
