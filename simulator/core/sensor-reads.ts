/** Sensors whose reading a check may ask about. */
export type ReadSensor = 'compass' | 'accelerometer' | 'sonar' | 'line';

/** Most read times kept per sensor: a busy loop reads thousands of times a second. */
const KEEP = 20_000;

/** When the program read each sensor, newest last (the oldest are dropped beyond `KEEP`). */
export class SensorReads {
  readonly times: Record<ReadSensor, number[]> = {
    compass: [],
    accelerometer: [],
    sonar: [],
    line: [],
  };

  note(sensor: ReadSensor, timeUs: number): void {
    const times = this.times[sensor];
    times.push(timeUs);
    if (times.length > 2 * KEEP) times.splice(0, times.length - KEEP);
  }

  /** How often `sensor` was read from `fromUs` to `toUs` (both included). */
  count(sensor: ReadSensor, fromUs: number, toUs: number): number {
    return this.times[sensor].filter((t) => t >= fromUs && t <= toUs).length;
  }
}
