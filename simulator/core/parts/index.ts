// The list of the robot's parts: the one place a part is registered. The robot's state
// (`SimState`), the board's snapshot, the state while no program runs and the test whether a
// reader could see a change are all built from it, and the live values beside the stage need an
// entry for every name (src/plugins/playground/client/liveValues.ts), so a part added here and
// forgotten elsewhere does not compile. The board's pins and I2C bus reach the parts through
// the routing built from the list as well (`WIRING`), and so do the firmware's HAL functions
// (`MICROBIT_HAL`): a function of `MicrobitHal` that no part declares does not compile.
import type { Board } from '../board.ts';
import type { Pose } from '../geometry.ts';
import type { WorldSpec } from '../world.ts';
import { body } from './body.ts';
import { buttons } from './buttons.ts';
import { display } from './display.ts';
import type { MicrobitHal } from './hal.ts';
import { imu } from './imu.ts';
import { lineSensors } from './line-sensors.ts';
import { microphone } from './microphone.ts';
import { motors } from './motors.ts';
import { neopixels } from './neopixels.ts';
import type { AnyPart } from './part.ts';
import { radio } from './radio.ts';
import { redLeds } from './red-leds.ts';
import { speaker } from './speaker.ts';
import { thermometer } from './thermometer.ts';
import { ultrasonic } from './ultrasonic.ts';
import { halOf, wiringOf } from './wiring.ts';

/** Every part, in the order the live values and the controls "Am micro:bit" show them. */
export const BOARD_PARTS = {
  ultrasonic,
  body,
  lineSensors,
  motors,
  redLeds,
  neopixels,
  imu,
  buttons,
  thermometer,
  display,
  microphone,
  speaker,
  radio,
} as const;

export type PartName = keyof typeof BOARD_PARTS;

type Parts = typeof BOARD_PARTS;
type FieldsOf<P> = P extends { snapshot(board: Board, atUs: number): infer F } ? F : never;
/** The names of the HAL functions a part declares. */
type HalNames<P> = P extends { hal: infer H } ? keyof H : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * The one state schema of the simulated robot: what a renderer draws and what tests inspect,
 * every part's fields and the simulated time. Plain data only, so it can be posted between threads.
 */
export type SimState = { timeUs: number } & Intersection<FieldsOf<Parts[PartName]>>;

export const PART_NAMES = Object.keys(BOARD_PARTS) as PartName[];

/** Which part each pin, I2C address and NeoPixel chain of the board reaches. */
export const WIRING = wiringOf(BOARD_PARTS);

/** Every HAL function the parts declare, together (checked complete below). */
type DeclaredHal = Pick<MicrobitHal, HalNames<Parts[PartName]> & keyof MicrobitHal>;
/**
 * The firmware's HAL functions, each from the part that declares it. Typed from the parts'
 * declarations (halOf refuses a function two parts declare); the assignment to `MicrobitHal`
 * is what fails to compile when no part declares one.
 */
const declaredHal = halOf(BOARD_PARTS) as DeclaredHal;
export const MICROBIT_HAL: MicrobitHal = declaredHal;

/**
 * Every part's fields merged into one state. The parts are held as the list's union type here;
 * their fields together are the intersection `SimState` names.
 */
function merged(timeUs: number, fields: (part: AnyPart) => object): SimState {
  const parts: AnyPart[] = Object.values(BOARD_PARTS);
  // Each part returns exactly its declared fields, so together they are SimState.
  return Object.assign({ timeUs }, ...parts.map(fields)) as SimState;
}

/** The running board's state at `atUs`, its physics time. */
export function snapshotOf(board: Board, atUs: number): SimState {
  return merged(atUs, (part) => part.snapshot(board, atUs));
}

/**
 * The state while no program runs: the robot standing at `pose` in `world`, its sensors reading
 * the world there, its lights as the last run (`last`) left them.
 */
export function restingState(world: WorldSpec, pose: Pose, last: SimState | null): SimState {
  return merged(0, (part) => part.resting(world, pose, last));
}

/**
 * Whether a reader could see a difference between two states: the board flags the frames that
 * differ from the last one flagged, so a host draws only those. The time is left out (it always
 * moves on), and so are changes below what the stage or the live values show.
 */
export function looksDifferent(a: SimState, b: SimState): boolean {
  return PART_NAMES.some((name) => (BOARD_PARTS[name] as AnyPart).looksDifferent(a, b));
}
