import type { Pose } from './geometry.ts';
import type { Rgb } from './neopixel.ts';

/**
 * The one state schema of the simulated robot: what a renderer draws and what tests inspect.
 * Plain data only, so it can be posted between threads.
 */
export interface SimState {
  timeUs: number;
  pose: Pose;
  /** Wheel speeds in cm/s. */
  wheels: { left: number; right: number };
  motors: {
    left: { direction: number; speed: number };
    right: { direction: number; speed: number };
  };
  redLeds: { left: boolean; right: boolean };
  pixels: Rgb[];
  /** 25 LEDs row by row, brightness 0..9. */
  display: number[];
  buttons: { a: boolean; b: boolean };
  /** Digital line state byte (0x10 = L2 … 0x01 = R2). */
  lineState: number;
  /** Analog line readings in the order L2, L1, M, R1, R2 (10 bit, dark = low). */
  lineAnalog: number[];
  /** What the ultrasonic sensor would measure now in cm, or null without an echo. */
  sonarCm: number | null;
  compassCalibrated: boolean;
  /** Whether the body touches a wall or obstacle right now. */
  touching: boolean;
}

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
