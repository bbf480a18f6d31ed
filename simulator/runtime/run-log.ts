// A compact log of one run in simulated time: where the robot was, what its sensors measured
// and what its motors and red LEDs did, every `RUN_LOG_INTERVAL_US`. The player keeps it with
// the run's end, so a test judges how the robot drove from the simulation itself, however
// few frames the page managed to draw.
import type { SimState } from '../core/state.ts';

export const RUN_LOG_INTERVAL_US = 100_000;
/** Ten minutes of simulated time: the longest run a reader starts. */
export const RUN_LOG_MAX_ENTRIES = 6000;

export interface RunLogEntry {
  /** Simulated time in ms. */
  t: number;
  x: number;
  y: number;
  heading: number;
  /** What the ultrasonic sensor would measure in cm, null without an echo. */
  sonarCm: number | null;
  /** Motor commands, negative = backwards (-255 … 255). */
  left: number;
  right: number;
  redLeft: boolean;
  redRight: boolean;
  /** The line sensors' digital state byte (0x10 = L2 … 0x01 = R2). */
  lineState: number;
}

export function logEntryOf(state: SimState): RunLogEntry {
  const signed = ({ direction, speed }: { direction: number; speed: number }) =>
    direction === 1 ? -speed : speed;
  return {
    t: state.timeUs / 1000,
    x: state.pose.x,
    y: state.pose.y,
    heading: state.pose.heading,
    sonarCm: state.sonarCm,
    left: signed(state.motors.left),
    right: signed(state.motors.right),
    redLeft: state.redLeds.left,
    redRight: state.redLeds.right,
    lineState: state.lineState,
  };
}

export class RunLog {
  readonly entries: RunLogEntry[] = [];
  private nextUs = 0;

  /** Keeps the state if its interval is due (or `always`, for the state at the end). */
  add(state: SimState, always = false): void {
    if (this.entries.length >= RUN_LOG_MAX_ENTRIES) return;
    if (!always && state.timeUs < this.nextUs) return;
    this.entries.push(logEntryOf(state));
    // On a fixed grid, so frames that arrive late do not stretch the interval.
    this.nextUs = (Math.floor(state.timeUs / RUN_LOG_INTERVAL_US) + 1) * RUN_LOG_INTERVAL_US;
  }
}
