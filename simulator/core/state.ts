import type { Pose } from './geometry.ts';

/** The robot's state, built from its parts (parts/index.ts). */
export type { SimState } from './parts/index.ts';

/** One bus or pin transfer, for the I2C trace that tests assert on. */
export interface TraceEntry {
  timeUs: number;
  kind: 'i2c-write' | 'i2c-read' | 'ws2812';
  /** I2C address or pin number. */
  target: number;
  bytes: number[];
}

export interface PathPoint extends Pose {
  timeUs: number;
}

export interface Contact {
  timeUs: number;
  /** Index of the box in the world's `boxes`. */
  box: number;
  pose: Pose;
}
