import { MAQUEEN_DRIVE } from './drive.ts';
import { DEG } from './geometry.ts';
import { BOARD_AXES, type RobotVector } from './robot-geometry.ts';

/**
 * The micro:bit's accelerometer and magnetometer as mounted on the Maqueen Plus V2. Both report
 * a vector in the board's axes (`BOARD_AXES`: on the robot x = right, y = up, z = backward):
 * the accelerometer the specific force in mg (at rest the reaction to gravity, pointing up, so
 * a level robot reads y = +1024), the magnetometer the earth's field in nT as MicroPython
 * reports it.
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

/** How the robot stands: heading clockwise from north, nose up by `pitch`, right side down by `roll`. */
export interface Attitude {
  heading: number;
  pitch: number;
  roll: number;
}

export interface ImuInputs {
  attitude: Attitude;
  /** Forward acceleration in cm/s². */
  acceleration: number;
  /** Sideways (centripetal) acceleration towards the robot's right in cm/s². */
  lateral: number;
  /** Motor PWM 0..255 of both motors, for the magnetic disturbance. */
  pwmLeft: number;
  pwmRight: number;
}

type World3 = [east: number, north: number, up: number];

/** The robot's right, forward and up axes in world coordinates (east, north, up). */
function robotFrame({ heading, pitch, roll }: Attitude): Record<keyof RobotVector, World3> {
  const h = heading * DEG;
  const p = pitch * DEG;
  const r = roll * DEG;
  const level = {
    forward: [Math.sin(h), Math.cos(h), 0] as World3,
    right: [Math.cos(h), -Math.sin(h), 0] as World3,
  };
  // Pitch turns forward towards up about the right axis; roll then turns right towards down
  // about the new forward axis.
  const forward = level.forward.map((f, i) => f * Math.cos(p) + (i === 2 ? Math.sin(p) : 0));
  const pitchedUp = level.forward.map((f, i) => (i === 2 ? Math.cos(p) : 0) - f * Math.sin(p));
  const right = level.right.map((v, i) => v * Math.cos(r) - pitchedUp[i] * Math.sin(r));
  const up = pitchedUp.map((v, i) => v * Math.cos(r) + level.right[i] * Math.sin(r));
  return { right: right as World3, forward: forward as World3, up: up as World3 };
}

/** Components of a world vector along the board's x, y and z axes. */
function inBoardAxes(attitude: Attitude, v: World3): Vector3 {
  const frame = robotFrame(attitude);
  const along = (axis: RobotVector) =>
    (['right', 'forward', 'up'] as const).reduce(
      (sum, key) =>
        sum + axis[key] * (frame[key][0] * v[0] + frame[key][1] * v[1] + frame[key][2] * v[2]),
      0,
    );
  return { x: along(BOARD_AXES.x), y: along(BOARD_AXES.y), z: along(BOARD_AXES.z) };
}

export function accelerometer(inputs: ImuInputs): Vector3 {
  const frame = robotFrame(inputs.attitude);
  const a = inputs.acceleration / G_CM_S2;
  const l = inputs.lateral / G_CM_S2;
  // Specific force in g: the reaction to gravity (up) plus the robot's own acceleration.
  const force = [0, 1, 2].map(
    (i) => (i === 2 ? 1 : 0) + a * frame.forward[i] + l * frame.right[i],
  ) as World3;
  const v = inBoardAxes(inputs.attitude, force);
  // `+ 0` turns -0 into 0 at rest.
  return {
    x: Math.round(v.x * 1024) + 0,
    y: Math.round(v.y * 1024) + 0,
    z: Math.round(v.z * 1024) + 0,
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
    const v = inBoardAxes(inputs.attitude, [0, FIELD_HORIZONTAL_NT, -FIELD_VERTICAL_NT]);
    if (this.noise) {
      // A motor that turns its wheel draws current even at a low speed (a turning robot
      // pushes its wheels against the floor): half the full-load disturbance at the least.
      const driving = Math.max(inputs.pwmLeft, inputs.pwmRight) >= MAQUEEN_DRIVE.deadband;
      const load = Math.max((inputs.pwmLeft + inputs.pwmRight) / 510, driving ? 0.5 : 0);
      // The motors sit beside and below the board; at full load the heading error reaches
      // roughly 10 to 20 degrees, at the least about 6.
      v.x += load * (4000 + 3000 * this.noise());
      v.y += load * (2000 + 3000 * this.noise());
      v.z += load * (2500 + 3000 * this.noise());
    }
    return { x: Math.round(v.x) + 0, y: Math.round(v.y) + 0, z: Math.round(v.z) + 0 };
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
