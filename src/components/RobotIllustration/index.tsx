import clsx from 'clsx';
import type { ReactNode } from 'react';

import styles from './styles.module.css';

type Props = { className?: string };

// Lit pixels of the micro:bit's 5×5 display: a smile.
const SMILE: [column: number, row: number][] = [
  [1, 1],
  [3, 1],
  [0, 3],
  [4, 3],
  [1, 4],
  [2, 4],
  [3, 4],
];

function LedMatrix(): ReactNode {
  const cells: ReactNode[] = [];
  for (let row = 0; row < 5; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const lit = SMILE.some(([c, r]) => c === column && r === row);
      cells.push(
        <rect
          key={`${column}-${row}`}
          x={163 + column * 16}
          y={62 + row * 13}
          width={9}
          height={7}
          rx={1.5}
          className={lit ? styles.ledOn : styles.ledOff}
        />,
      );
    }
  }
  return <g>{cells}</g>;
}

/** Our drawing of the Maqueen Plus V2 with a micro:bit, coloured by the current theme. */
export default function RobotIllustration({ className }: Props): ReactNode {
  return (
    <svg
      className={clsx(styles.robot, className)}
      viewBox="0 0 400 300"
      role="img"
      aria-labelledby="robot-title robot-desc"
    >
      <title id="robot-title">Roboterauto Maqueen Plus V2</title>
      <desc id="robot-desc">
        Ein kleines Roboterauto mit zwei großen Rädern, vorne ein Ultraschallsensor wie zwei Augen
        und oben ein micro:bit, dessen Lichtpunkte ein Lächeln zeigen.
      </desc>
      <ellipse cx="200" cy="272" rx="170" ry="12" className={styles.shadow} />
      <rect x="34" y="142" width="66" height="124" rx="22" className={styles.tire} />
      <rect x="300" y="142" width="66" height="124" rx="22" className={styles.tire} />
      <rect x="52" y="172" width="30" height="64" rx="10" className={styles.hub} />
      <rect x="318" y="172" width="30" height="64" rx="10" className={styles.hub} />
      <rect x="86" y="150" width="228" height="96" rx="18" className={styles.body} />
      <rect x="130" y="30" width="140" height="128" rx="12" className={styles.board} />
      <circle cx="146" cy="94" r="7" className={styles.button} />
      <circle cx="254" cy="94" r="7" className={styles.button} />
      <LedMatrix />
      <rect x="120" y="146" width="160" height="44" rx="8" className={styles.sensorBoard} />
      <circle cx="163" cy="168" r="19" className={styles.transducer} />
      <circle cx="237" cy="168" r="19" className={styles.transducer} />
      <circle cx="163" cy="168" r="11" className={styles.mesh} />
      <circle cx="237" cy="168" r="11" className={styles.mesh} />
      <circle cx="112" cy="222" r="8" className={styles.redLed} />
      <circle cx="288" cy="222" r="8" className={styles.redLed} />
      <rect x="150" y="210" width="100" height="16" rx="8" className={styles.lineSensors} />
      <circle cx="170" cy="218" r="4" className={styles.rgbLed} />
      <circle cx="200" cy="218" r="4" className={styles.rgbLed} />
      <circle cx="230" cy="218" r="4" className={styles.rgbLed} />
    </svg>
  );
}
