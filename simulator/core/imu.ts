import { DEG, type Pose } from './geometry.ts';

/**
 * The micro:bit's accelerometer and magnetometer as mounted on the Maqueen Plus V2: the board
 * stands upright on its edge connector with the LED side facing backwards. The firmware's axes
 * (CODAL "simple cartesian": flat and face up reads z = -1024, logo up reads y = +1024, right
 * edge down reads x = +1024) are x towards the left edge seen from the LED side, y towards
 * the logo, z out of the back. On the robot that is x = left, y = up, z = forward.
 * The accelerometer reports the reaction to gravity (at rest y = +1024 mg), the magnetometer
 * the earth's field in nT, both in these axes.
 */
export interface Vector3 {
  x: number;
  y: number;
  z: number;
}

/** Earth's field in central Europe: horizontal part points north, vertical part points down. */
export const FIELD_HORIZONTAL_NT = 19_000;
export const FIELD_VERTICAL_NT = 45_000;
const G_CM_S2 = 981;

export interface ImuInputs {
  pose: Pose;
  /** Forward acceleration in cm/s². */
  acceleration: number;
  /** Sideways (centripetal) acceleration towards the robot's right in cm/s². */
  lateral: number;
  /** Motor PWM 0..255 of both motors, for the magnetic disturbance. */
  pwmLeft: number;
  pwmRight: number;
}

export function accelerometer(inputs: ImuInputs): Vector3 {
  return {
    // `+ 0` turns -0 into 0 at rest.
    x: Math.round((-inputs.lateral / G_CM_S2) * 1024) + 0,
    y: 1024,
    z: Math.round((inputs.acceleration / G_CM_S2) * 1024),
  };
}

/** Small repeatable pseudo-random numbers (mulberry32) for the motor noise option. */
function noiseSource(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

export class Magnetometer {
  private readonly noise: (() => number) | null;

  /** With `motorNoise`, running motors disturb the field as they do on the real robot. */
  constructor(motorNoise: boolean, seed = 1) {
    this.noise = motorNoise ? noiseSource(seed) : null;
  }

  read(inputs: ImuInputs): Vector3 {
    const h = inputs.pose.heading * DEG;
    // Field (north, down) projected on the board axes left / up / forward.
    let x = FIELD_HORIZONTAL_NT * Math.sin(h);
    let y = -FIELD_VERTICAL_NT;
    let z = FIELD_HORIZONTAL_NT * Math.cos(h);
    if (this.noise) {
      const load = (inputs.pwmLeft + inputs.pwmRight) / 510;
      // At full load the heading error reaches roughly 10 to 20 degrees.
      x += load * (4000 + 3000 * this.noise());
      y += load * (2000 + 3000 * this.noise());
      z += load * (2500 + 3000 * this.noise());
    }
    return { x: Math.round(x), y: Math.round(y), z: Math.round(z) };
  }
}

/**
 * `compass.heading()` of the micro:bit firmware assumes the board lies flat (LED side up),
 * which is why it is wrong on the Maqueen where the board stands upright.
 */
export function flatCompassHeading(field: Vector3): number {
  // Flat with the logo ahead, x points west of the heading and y along it.
  const deg = (Math.atan2(field.x, field.y) * 180) / Math.PI;
  return Math.round((deg + 360) % 360) % 360;
}
