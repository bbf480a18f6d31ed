// How the wall checks judge where the robot came to rest: by what its ultrasonic sensor reads
// there, the whole centimetres ultrasonic() returns and the player's live values show.
import { sensorReadingCm } from '../core/ultrasonic.ts';
import { formatNumber as n } from './params.ts';
import type { CheckRun, Verdict } from './types.ts';

/** Passes when the reading at rest lies in `low` … `high`; limits shown with `decimals`. */
export function judgeRestingReading(
  run: CheckRun,
  low: number,
  high: number,
  decimals = 0,
): Verdict {
  if (run.rest.sonarCm === null) {
    return { passed: false, message: 'Am Ende sieht der Sensor keine Wand mehr vor dem Roboter.' };
  }
  const reading = sensorReadingCm(run.rest.sonarCm);
  if (reading >= low && reading <= high) return { passed: true };
  return {
    passed: false,
    message: `Am Ende misst der Ultraschallsensor ${n(reading)} cm bis zur Wand, erlaubt sind ${n(low, decimals)} bis ${n(high, decimals)} cm.`,
  };
}
