import { scrollFrames, type Display } from './display.ts';

const GAME_TEXT = 'TILT TO FILL SCREEN';
/** CODAL's default scroll speed; the virtual hands also light one more LED per step. */
const GAME_STEP_US = 120_000;

/**
 * The compass calibration as the device handles it: `compass.heading()` and
 * `compass.calibrate()` start it when the board is not calibrated, the raw axes never do.
 * A board that starts calibrated finishes any later calibration at once in simulated time;
 * one that starts uncalibrated plays the "TILT TO FILL SCREEN" game on the display first.
 */
export class CompassCalibration {
  calibrated: boolean;
  /** How often a calibration ran (tests, the player's live values). */
  runs = 0;
  private readonly playsGame: boolean;

  constructor(startCalibrated: boolean) {
    this.calibrated = startCalibrated;
    this.playsGame = !startCalibrated;
  }

  /** Calibrates; returns how long the calling program is blocked, in µs. */
  run(display: Display, nowUs: number): number {
    this.runs++;
    this.calibrated = true;
    if (!this.playsGame) return 0;
    const fill = Array.from({ length: 25 }, (_, lit) =>
      Array.from({ length: 25 }, (_, i) => (i <= lit ? 9 : 0)),
    );
    const blank = new Array<number>(25).fill(0);
    return display.animate(
      [...scrollFrames(GAME_TEXT), ...fill],
      GAME_STEP_US,
      nowUs,
      false,
      blank,
    );
  }

  clear(): void {
    this.calibrated = false;
  }
}
