import type { Vector3 } from './imu.ts';

/**
 * What the reader does to the micro:bit by hand, and what it senses around it: shaking, holding
 * the robot tilted, touching the logo, temperature, light and sound. A reader's input arrives as
 * `SurroundingsInput`; the program reads the result through the firmware's HAL.
 */
export type SurroundingsInput =
  | { kind: 'shake' }
  /** The robot held tilted by hand: nose up by `pitch`, right side down by `roll` (degrees). */
  | { kind: 'tilt'; pitch: number; roll: number }
  | { kind: 'logo'; touched: boolean }
  | { kind: 'temperature'; celsius: number }
  | { kind: 'light'; level: number }
  | { kind: 'sound'; level: number };

/** The values a run starts with (the reader may have set them before Start). */
export interface SurroundingsValues {
  pitch: number;
  roll: number;
  logoTouched: boolean;
  temperature: number;
  light: number;
  sound: number;
}

/** Ranges of the reader's controls, and of what the HAL hands the firmware. */
export const SURROUNDINGS_RANGES = {
  tilt: { min: -90, max: 90 },
  temperature: { min: -10, max: 45 },
  light: { min: 0, max: 255 },
  sound: { min: 0, max: 255 },
} as const;

export const DEFAULT_SURROUNDINGS: SurroundingsValues = {
  pitch: 0,
  roll: 0,
  logoTouched: false,
  // A classroom; the board reports its processor's temperature, a little above the room's.
  temperature: 21,
  // Daylight indoors on the display's light sensing (0 dark … 255 bright).
  light: 120,
  sound: 0,
};

/**
 * The gesture names of the micro:bit V2's MicroPython, in the firmware's order
 * (microbit_accelerometer: index 0 is "no gesture").
 */
export const GESTURES = [
  '',
  'up',
  'down',
  'left',
  'right',
  'face up',
  'face down',
  'freefall',
  '2g',
  '3g',
  '6g',
  '8g',
  'shake',
] as const;
export type Gesture = (typeof GESTURES)[number];

/** How long a shake by the reader jolts the board: several swings, as a hand does. */
export const SHAKE_US = 600_000;
/** One swing of a shake: the accelerometer's sign flips this often (CODAL samples every 20 ms). */
const SWING_US = 40_000;
/** Size of a swing on the x axis in mg: well above CODAL's shake tolerance of 400 mg. */
const SWING_MG = 1_500;
/** The firmware keeps at most this many gestures for `get_gestures()`. */
const GESTURE_LIST_SIZE = 8;
/** CODAL's tilt tolerance: a posture needs an axis beyond ±(1000 − 200) mg. */
const TILT_LIMIT_MG = 800;

/** CODAL's posture rule for one accelerometer sample (codal-core Accelerometer). */
export function postureOf({ x, y, z }: Vector3): Gesture {
  if (x * x + y * y + z * z < 400 * 400) return 'freefall';
  if (x < -TILT_LIMIT_MG) return 'left';
  if (x > TILT_LIMIT_MG) return 'right';
  if (y < -TILT_LIMIT_MG) return 'down';
  if (y > TILT_LIMIT_MG) return 'up';
  if (z < -TILT_LIMIT_MG) return 'face up';
  if (z > TILT_LIMIT_MG) return 'face down';
  return '';
}

/** Microphone events as the firmware names them (microbit.SoundEvent). */
export type SoundEventName = 'loud' | 'quiet';

/**
 * The 8-bit thresholds of CODAL's sound level detector, which the firmware sets in dB: high
 * 75 dB, low 60 dB on its 52 … 120 dB scale, about 86 and 30 of 255.
 */
export const SOUND_THRESHOLDS = { loud: 86, quiet: 30 } as const;

/** The reader's hand and the room around the board, with the events the firmware keeps. */
export class Surroundings {
  values: SurroundingsValues;
  private shakeStartUs = -Infinity;
  /** Gestures since the program last asked (`was_gesture` bits, `get_gestures` list). */
  private seen = new Set<Gesture>();
  private list: Gesture[] = [];
  private posture: Gesture = 'up';
  private soundSeen = new Set<SoundEventName>();
  private soundList: SoundEventName[] = [];
  private soundState: SoundEventName = 'quiet';
  readonly thresholds: Record<SoundEventName, number> = { ...SOUND_THRESHOLDS };

  constructor(initial: Partial<SurroundingsValues> = {}) {
    this.values = { ...DEFAULT_SURROUNDINGS, ...initial };
  }

  /** Whether a shake jolts the board at `nowUs`. */
  shaking(nowUs: number): boolean {
    return nowUs >= this.shakeStartUs && nowUs < this.shakeStartUs + SHAKE_US;
  }

  /** The jolt a shake adds to the accelerometer at `nowUs` (0 outside a shake). */
  joltMg(nowUs: number): number {
    if (!this.shaking(nowUs)) return 0;
    const swing = Math.floor((nowUs - this.shakeStartUs) / SWING_US);
    return swing % 2 === 0 ? SWING_MG : -SWING_MG;
  }

  /**
   * Takes the reader's input at `nowUs`. `sample` reads the accelerometer as it now is, so a
   * change of posture becomes a gesture event, as CODAL raises one.
   */
  apply(input: SurroundingsInput, nowUs: number, sample: () => Vector3): void {
    const v = this.values;
    switch (input.kind) {
      case 'shake':
        if (!this.shaking(nowUs)) this.shakeStartUs = nowUs;
        // As CODAL: the shake becomes the last gesture, so the posture after it is raised anew.
        this.posture = 'shake';
        this.note('shake');
        return;
      case 'tilt':
        // The posture held until now first (after a shake CODAL raises it anew), then the new.
        this.follow(sample(), nowUs);
        v.pitch = clamp(input.pitch, SURROUNDINGS_RANGES.tilt);
        v.roll = clamp(input.roll, SURROUNDINGS_RANGES.tilt);
        this.follow(sample(), nowUs);
        return;
      case 'logo':
        v.logoTouched = input.touched === true;
        return;
      case 'temperature':
        v.temperature = Math.round(clamp(input.celsius, SURROUNDINGS_RANGES.temperature));
        return;
      case 'light':
        v.light = Math.round(clamp(input.level, SURROUNDINGS_RANGES.light));
        return;
      case 'sound':
        v.sound = Math.round(clamp(input.level, SURROUNDINGS_RANGES.sound));
        this.followSound();
        return;
    }
  }

  /** The gesture the firmware reports now: a shake while it lasts, else the posture. */
  current(nowUs: number, sample: Vector3): Gesture {
    if (this.shaking(nowUs)) return 'shake';
    this.follow(sample, nowUs);
    return this.posture;
  }

  /** `was_gesture(name)`: whether it happened since the last call; clears it and the list. */
  takeWas(name: Gesture, sample: Vector3, nowUs: number): boolean {
    this.follow(sample, nowUs);
    const was = this.seen.has(name);
    this.seen.delete(name);
    this.list = [];
    return was;
  }

  /** `get_gestures()`: the gestures since the last call, oldest first; clears the list. */
  takeList(sample: Vector3, nowUs: number): Gesture[] {
    this.follow(sample, nowUs);
    const list = this.list;
    this.list = [];
    return list;
  }

  /** Sets a microphone threshold (`microphone.set_threshold`), 0 … 255. */
  setThreshold(event: SoundEventName, value: number): void {
    this.thresholds[event] = Math.round(clamp(value, SURROUNDINGS_RANGES.sound));
    this.followSound();
  }

  soundCurrent(): SoundEventName {
    return this.soundState;
  }

  /** `microphone.was_event(event)`: whether it happened since the last call; clears it. */
  takeSoundWas(event: SoundEventName): boolean {
    const was = this.soundSeen.has(event);
    this.soundSeen.delete(event);
    this.soundList = [];
    return was;
  }

  /** `microphone.get_events()`: the events since the last call, oldest first. */
  takeSoundList(): SoundEventName[] {
    const list = this.soundList;
    this.soundList = [];
    return list;
  }

  /** Notes a change of posture; a shake's jolts are no posture (CODAL skips them too). */
  private follow(sample: Vector3, nowUs: number): void {
    if (this.shaking(nowUs)) return;
    const posture = postureOf(sample);
    if (posture === this.posture) return;
    this.posture = posture;
    if (posture) this.note(posture);
  }

  private note(gesture: Gesture): void {
    this.seen.add(gesture);
    if (this.list.length < GESTURE_LIST_SIZE) this.list.push(gesture);
  }

  /** A level crossing a threshold raises the event once, as CODAL's level detector does. */
  private followSound(): void {
    const { sound } = this.values;
    const next: SoundEventName =
      this.soundState === 'quiet'
        ? sound >= this.thresholds.loud
          ? 'loud'
          : 'quiet'
        : sound < this.thresholds.quiet
          ? 'quiet'
          : 'loud';
    if (next === this.soundState) return;
    this.soundState = next;
    this.soundSeen.add(next);
    if (this.soundList.length < GESTURE_LIST_SIZE) this.soundList.push(next);
  }
}

function clamp(value: number, range: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return range.min;
  return Math.min(range.max, Math.max(range.min, value));
}

/** Whether an untrusted value (from the page's input channel) is a valid input. */
export function isSurroundingsInput(value: unknown): value is SurroundingsInput {
  if (typeof value !== 'object' || value === null) return false;
  const input = value as Record<string, unknown>;
  const finite = (key: string) => typeof input[key] === 'number' && Number.isFinite(input[key]);
  switch (input.kind) {
    case 'shake':
      return true;
    case 'tilt':
      return finite('pitch') && finite('roll');
    case 'logo':
      return typeof input.touched === 'boolean';
    case 'temperature':
      return finite('celsius');
    case 'light':
    case 'sound':
      return finite('level');
    default:
      return false;
  }
}
