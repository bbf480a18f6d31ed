import { DEG, headingVector, rayBoxDistance, robotToWorld, type Pose } from './geometry.ts';
import { ULTRASONIC_MOUNT } from './robot-geometry.ts';
import { boxPresent, type WorldSpec } from './world.ts';

/** Echo time per cm of distance (there and back), as the library converts it. */
export const US_PER_CM = 58;
/** Beyond this the sensor hears no echo. */
export const MAX_RANGE_CM = 400;
/** Half-angle of the sound cone; the closest hit inside it wins. */
export const CONE_HALF_DEG = 12;
const CONE_RAYS = 7;
/** Without an echo the sensor holds its echo pin high for this long. */
export const NO_ECHO_PULSE_US = 38_000;
/** Delay between the trigger's falling edge and the echo pin going high. */
export const ECHO_DELAY_US = 250;

/**
 * What the sensor reads for a gap of `cm`: the echo pulse in whole µs divided by 58, as the
 * library's `ultrasonic()` computes it, rounded as MicroPython's `round()` rounds a float (half to
 * even). The live values, the stage and the checks show and judge this one number.
 */
export function sensorReadingCm(cm: number): number {
  const quotient = Math.fround(Math.round(cm * US_PER_CM) / US_PER_CM);
  const whole = Math.floor(quotient);
  const rest = quotient - whole;
  return rest > 0.5 || (rest === 0.5 && whole % 2 === 1) ? whole + 1 : whole;
}

/** Distance in cm from the sensor face to the nearest box inside the cone at `timeUs`, or null. */
export function measureDistance(world: WorldSpec, pose: Pose, timeUs: number): number | null {
  const boxes = world.boxes.filter((box) => boxPresent(box, timeUs));
  const origin = robotToWorld(pose, ULTRASONIC_MOUNT.right, ULTRASONIC_MOUNT.forward);
  let best = Infinity;
  for (let i = 0; i < CONE_RAYS; i++) {
    const offset = -CONE_HALF_DEG + (2 * CONE_HALF_DEG * i) / (CONE_RAYS - 1);
    const dir = headingVector(pose.heading + offset);
    for (const box of boxes) {
      // Off-axis rays see a face at a slant; the sensor reports the perpendicular range.
      const d = rayBoxDistance(origin, dir, box) * Math.cos(offset * DEG);
      if (d < best) best = d;
    }
  }
  return best <= MAX_RANGE_CM ? best : null;
}

/**
 * The sensor on trig pin13 / echo pin14: a falling edge on trig starts a measurement;
 * the echo pin then goes high for the sound's round trip.
 */
export class Ultrasonic {
  private echoStartUs = -1;
  private echoLengthUs = 0;
  private trigLevel = 0;

  constructor(private readonly measure: () => number | null) {}

  writeTrig(level: number, nowUs: number): void {
    if (this.trigLevel === 1 && level === 0) {
      const cm = this.measure();
      this.echoStartUs = nowUs + ECHO_DELAY_US;
      this.echoLengthUs = cm === null ? NO_ECHO_PULSE_US : Math.round(cm * US_PER_CM);
    }
    this.trigLevel = level;
  }

  echoLevel(nowUs: number): number {
    return this.echoStartUs >= 0 &&
      nowUs >= this.echoStartUs &&
      nowUs < this.echoStartUs + this.echoLengthUs
      ? 1
      : 0;
  }

  /**
   * `machine.time_pulse_us(echo, level, timeout)` as MicroPython defines it: wait for the level,
   * then time it. Returns the result and how long the call took: -2 when no pulse started
   * within the timeout, -1 when the pulse outlasted it.
   */
  pulse(level: number, timeoutUs: number, nowUs: number): { result: number; elapsedUs: number } {
    const end = this.echoStartUs + this.echoLengthUs;
    if (level !== 1 || this.echoStartUs < 0 || nowUs >= end) {
      return { result: -2, elapsedUs: timeoutUs };
    }
    const wait = Math.max(0, this.echoStartUs - nowUs);
    if (wait > timeoutUs) return { result: -2, elapsedUs: timeoutUs };
    const length = end - Math.max(nowUs, this.echoStartUs);
    this.echoStartUs = -1;
    if (length > timeoutUs) return { result: -1, elapsedUs: wait + timeoutUs };
    return { result: length, elapsedUs: wait + length };
  }
}
