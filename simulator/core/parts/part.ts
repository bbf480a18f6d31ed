// What every part of the simulated robot declares (one module per part, listed in index.ts):
// its fields of the robot's state, how it reads them from the running board, what they are
// while no program runs, whether a reader could see two of them differ, and where the
// micro:bit reaches it (pins and I2C, or the HAL's functions). The state schema, the board's
// snapshot, the resting state, the visible-change test, the pin and bus routing and the HAL
// table are built from the list.
import type { Board } from '../board.ts';
import type { Pose } from '../geometry.ts';
import type { WorldSpec } from '../world.ts';
import type { MicrobitHal } from './hal.ts';

/**
 * A part with its fields and the HAL functions it serves (`Hal`, names of `MicrobitHal`): a part
 * that names a function must define it.
 */
export type BoardPart<
  Fields extends object,
  Hal extends keyof MicrobitHal = never,
> = PartBase<Fields> &
  ([Hal] extends [never] ? { hal?: undefined } : { hal: Pick<MicrobitHal, Hal> });

/** Any part of the list, its fields and functions unnamed. */
export type AnyPart = PartBase<object> & { hal?: Partial<MicrobitHal> };

interface PartBase<Fields extends object> {
  /** The part's fields of the state, read from the running board at `atUs` (its physics time). */
  snapshot(board: Board, atUs: number): Fields;
  /**
   * The fields while no program runs: the robot stands at `pose` in `world`; `last` is what
   * the last run left (lights stay as it left them), null before any run. Only the part's own
   * fields: `last` may hold every part's.
   */
  resting(world: WorldSpec, pose: Pose, last: Fields | null): Fields;
  /** Whether a reader could see `a` and `b` differ (below what the stage and live values show is no change). */
  looksDifferent(a: Fields, b: Fields): boolean;
  /** Where the micro:bit reaches the part: its pins, its I2C address, a NeoPixel chain. */
  wiring?: PartWiring;
}

/** What a part does when the program drives or reads one of its pins (micro:bit pin numbers). */
export interface PinWire {
  /** `write_digital`: the pin goes to `level` (0 or 1). */
  write?(board: Board, level: number): void;
  /** `write_analog`: PWM with duty `value` (0…1023) and period `periodUs`. */
  writeAnalog?(board: Board, value: number, periodUs: number): void;
  /** `read_digital`: the level the part drives the pin to. */
  read?(board: Board): number;
  /** `read_analog` (0…1023). */
  readAnalog?(board: Board): number;
  /**
   * `machine.time_pulse_us`: waits for `level` and times it, advancing the board's clock by the
   * time the call takes; −2 when no pulse started within `timeoutUs`, −1 when it outlasted it.
   */
  pulse?(board: Board, level: number, timeoutUs: number): number;
}

/** A device on the I2C bus (the board's clock has already moved on by the bytes' bus time). */
export interface I2cWire {
  address: number;
  write(board: Board, bytes: readonly number[]): void;
  read(board: Board, count: number): number[];
}

export interface PartWiring {
  /** Pins the part owns, by micro:bit pin number. */
  pins?: Readonly<Record<number, PinWire>>;
  i2c?: I2cWire;
  /** A WS2812 chain: the bytes `neopixel` writes to `pin`. */
  ws2812?: { pin: number; write(board: Board, bytes: readonly number[]): void };
}

/** A part with no fields of the state (what it does shows elsewhere: the sound log, the air). */
export const NO_FIELDS: PartBase<Record<never, never>> = {
  snapshot: () => ({}),
  resting: () => ({}),
  looksDifferent: () => false,
};

/** Pose and wheel changes smaller than this (cm, degrees, cm/s) are not seen. */
export const POSE_EPSILON = 0.01;
/** The live values show sensor readings as whole numbers. */
export const READING_EPSILON = 0.5;

export const near = (a: number, b: number, epsilon: number): boolean => Math.abs(a - b) < epsilon;

export function sameNumbers(a: readonly number[], b: readonly number[], epsilon: number): boolean {
  return a.length === b.length && a.every((value, i) => near(value, b[i]!, epsilon));
}
