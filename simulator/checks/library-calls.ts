// What a check may ask of the library calls a program made, where the task demands a call and
// its effect: the calibrations it set. The pipeline wraps the library's function before the
// program runs (the library file itself stays as it is) and the wrapper reports each call
// that the library accepted.

/** One accepted `motor_calibration(motor, points)`: motor 0 left, 1 right, 2 both. */
export interface CalibrationCall {
  motor: number;
  points: [speed: number, factor: number][];
}

/** The JS module the wrapper reports to, and what it collected. */
export function libraryWatch(): { module: object; calibrations: CalibrationCall[] } {
  const calibrations: CalibrationCall[] = [];
  return {
    calibrations,
    module: {
      // Only scalars cross into JS: the points come as "speed:factor;speed:factor".
      calibration: (motor: number, points: string) =>
        void calibrations.push({
          motor,
          points: points
            ? points.split(';').map((pair) => pair.split(':').map(Number) as [number, number])
            : [],
        }),
    },
  };
}

/** Python run before the program: wraps `motor_calibration` where the version's library has it. */
export const WATCH_LIBRARY = `
import maqueen as _maqueen
import _simcheck
if hasattr(_maqueen, 'motor_calibration'):
    _maqueen_calibration = _maqueen.motor_calibration
    def _watched_calibration(motor, points):
        result = _maqueen_calibration(motor, points)
        _simcheck.calibration(int(motor), ';'.join('%d:%f' % (p[0], p[1]) for p in points))
        return result
    _maqueen.motor_calibration = _watched_calibration
`;

/** The points each motor holds after all the calls: [left, right]. */
export function calibrationAtEnd(calls: readonly CalibrationCall[]): [string, string] {
  const held: [string, string] = ['', ''];
  const key = (points: CalibrationCall['points']) =>
    [...points]
      .sort((a, b) => a[0] - b[0])
      .filter(([, factor]) => Math.abs(factor - 1) > 0.001)
      .map(([speed, factor]) => `${speed}:${factor.toFixed(3)}`)
      .join(';');
  for (const { motor, points } of calls) {
    if (motor !== 1) held[0] = key(points);
    if (motor !== 0) held[1] = key(points);
  }
  return held;
}
