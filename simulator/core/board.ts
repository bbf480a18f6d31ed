import { Buttons, type ButtonPress } from './buttons.ts';
import { SimClock } from './clock.ts';
import { pointBoxDistance, polygonIntersectsBox, robotToWorld, type Pose } from './geometry.ts';
import { CompassCalibration } from './compass-calibration.ts';
import { Display } from './display.ts';
import { Drive, MAQUEEN_DRIVE, motorsDrive, type DriveParams } from './drive.ts';
import {
  accelerometer,
  flatCompassHeading,
  Magnetometer,
  type ImuInputs,
  type Vector3,
} from './imu.ts';
import { analogReading, digitalState } from './line-sensors.ts';
import { ws2812DurationUs } from './neopixel.ts';
import { BODY_CENTRE, BODY_RADIUS, bodyCorners } from './robot-geometry.ts';
import { looksDifferent, snapshotOf, WIRING, type SimState } from './parts/index.ts';
import type { Contact, PathPoint, TraceEntry } from './state.ts';
import { Stm8 } from './stm8.ts';
import { LightLog } from './light-log.ts';
import { SensorReads } from './sensor-reads.ts';
import { Surroundings, type SurroundingsInput, type SurroundingsValues } from './surroundings.ts';
import { boxPresent, type WorldSpec } from './world.ts';

/** Largest physics step; smaller steps happen when a call advances time by less. */
const PHYSICS_STEP_US = 5_000;
const PATH_INTERVAL_US = 100_000;
/** Wheels slower than this (cm/s) count as standing. */
const STANDING_CM_S = 0.01;
/** Blocked steps against the same box closer together than this are one contact. */
const CONTACT_MERGE_US = 200_000;
/** I2C at 100 kHz: 9 bit times per byte including the address byte. */
const I2C_US_PER_BYTE = 90;
/** What any other call into the simulator costs, so busy loops still move time forward. */
export const CALL_COST_US = 20;
/** micro:bit error number for a device that does not answer on the bus (ENODEV). */
export const ENODEV = 19;
/** A free pin reads 0 (nothing pulls it up) until the program writes it. */
const FREE_PIN_LEVEL = 0;

export interface BoardOptions {
  world: WorldSpec;
  /** The clock to advance; a new one starting at 0 by default. */
  clock?: SimClock;
  presses?: readonly ButtonPress[];
  /** Running motors disturb the magnetometer. */
  motorNoise?: boolean;
  /** The compass starts calibrated (default); otherwise calibrating plays the tilt game. */
  compassCalibrated?: boolean;
  drive?: DriveParams;
  /** Called after every advance of the clock; the runtime enforces its time budget here. */
  onTime?: (nowUs: number) => void;
  /**
   * Called with a state snapshot every `frameIntervalUs` of simulated time (samples, renderers);
   * `changed` says whether a reader would see it differ from the last snapshot so flagged, so a
   * renderer can skip the rest while samplers still take every one.
   */
  onFrame?: (state: SimState, changed: boolean) => void;
  frameIntervalUs?: number;
  /** Keep the I2C trace (tests); off saves memory in long browser runs. */
  trace?: boolean;
  /** Tilt by hand, logo, temperature, light and sound at the start (the reader's settings). */
  surroundings?: Partial<SurroundingsValues>;
}

/**
 * The simulated micro:bit V2 on a Maqueen Plus V2 in a world. Its pins and I2C bus reach the
 * robot's parts through the routing built from the parts' list (`WIRING`, parts/wiring.ts); the
 * STM8, the drive and the micro:bit's own peripherals (display, buttons, IMU) are its fields.
 */
export class Board {
  readonly clock: SimClock;
  readonly world: WorldSpec;
  readonly drive: Drive;
  readonly stm8: Stm8;
  readonly display = new Display();
  readonly buttons: Buttons;
  readonly magnetometer: Magnetometer;
  readonly compass: CompassCalibration;
  /** The reader's hand and the room: shaking, tilting, logo, temperature, light, sound. */
  readonly surroundings: Surroundings;
  readonly trace: TraceEntry[] = [];
  readonly path: PathPoint[] = [];
  readonly contacts: Contact[] = [];
  /** When the program read which sensor (checks that ask for "without measuring"). */
  readonly reads = new SensorReads();
  /** Every change of the red and the RGB LEDs, at its exact time. */
  readonly lights = new LightLog();
  private readonly pins = new Map<number, number>();
  private touchingBox = -1;
  private readonly lastContactUs = new Map<number, number>();
  private nextPathUs = 0;
  /** Simulated time up to which the physics has been integrated. */
  private physicsUs = 0;
  private settling = false;
  private nextFrameUs = 0;
  /** The last snapshot flagged as changed: what the renderer shows now. */
  private shown: SimState | null = null;

  constructor(private readonly options: BoardOptions) {
    this.clock = options.clock ?? new SimClock();
    this.world = options.world;
    this.drive = new Drive({ ...options.world.start }, options.drive ?? MAQUEEN_DRIVE);
    this.stm8 = new Stm8({
      lineState: () => {
        this.reads.note('line', this.clock.nowUs);
        return digitalState(this.world, this.pose);
      },
      lineAnalog: (sensor) => {
        this.reads.note('line', this.clock.nowUs);
        return analogReading(this.world, this.pose, sensor);
      },
    });
    this.buttons = new Buttons(options.presses);
    this.magnetometer = new Magnetometer(options.motorNoise ?? false);
    this.compass = new CompassCalibration(options.compassCalibrated ?? true);
    this.surroundings = new Surroundings(options.surroundings);
    this.recordPath();
  }

  get nowUs(): number {
    return this.clock.nowUs;
  }

  get pose(): Pose {
    this.settle();
    return this.drive.pose;
  }

  /**
   * Moves simulated time forward. The physics follows in steps of at most 5 ms: at once when
   * 5 ms have piled up, otherwise lazily when something reads the pose or changes the motors
   * (`settle`), so many tiny call costs do not each cost a physics step.
   */
  advance(us: number): void {
    if (us > 0) this.clock.tick(us);
    if (this.clock.nowUs - this.physicsUs >= PHYSICS_STEP_US) this.settle();
    this.options.onTime?.(this.clock.nowUs);
  }

  /** Integrates the physics up to the current time. */
  settle(): void {
    // A frame callback inside the loop takes a snapshot, which must not settle again.
    if (this.settling) return;
    this.settling = true;
    try {
      const now = this.clock.nowUs;
      while (this.physicsUs < now) {
        const dt = Math.min(now - this.physicsUs, PHYSICS_STEP_US);
        this.physicsUs += dt;
        this.physicsStep(dt / 1e6);
        if (this.physicsUs >= this.nextPathUs) this.recordPath();
        if (this.options.onFrame && this.physicsUs >= this.nextFrameUs) {
          this.nextFrameUs = this.physicsUs + (this.options.frameIntervalUs ?? 33_333);
          const state = this.snapshot();
          const changed = this.shown === null || looksDifferent(this.shown, state);
          if (changed) this.shown = state;
          this.options.onFrame(state, changed);
        }
      }
    } finally {
      this.settling = false;
    }
  }

  private physicsStep(dt: number): void {
    const next = this.drive.step(this.stm8.motor('left'), this.stm8.motor('right'), dt);
    const centre = robotToWorld(next.pose, BODY_CENTRE.right, BODY_CENTRE.forward);
    let hit = -1;
    for (let i = 0; i < this.world.boxes.length && hit < 0; i++) {
      const box = this.world.boxes[i];
      if (
        boxPresent(box, this.physicsUs) &&
        pointBoxDistance(centre, box) <= BODY_RADIUS &&
        polygonIntersectsBox(bodyCorners(next.pose), box)
      ) {
        hit = i;
      }
    }
    if (hit < 0) {
      this.drive.commit(next, dt);
      this.touchingBox = -1;
      return;
    }
    this.drive.stall();
    // Pushing against a box gives many blocked steps; count them as one contact.
    const last = this.lastContactUs.get(hit);
    if (last === undefined || this.physicsUs - last > CONTACT_MERGE_US) {
      this.contacts.push({ timeUs: this.physicsUs, box: hit, pose: { ...this.drive.pose } });
    }
    this.lastContactUs.set(hit, this.physicsUs);
    this.touchingBox = hit;
  }

  private recordPath(): void {
    this.path.push({ timeUs: this.physicsUs, ...this.drive.pose });
    this.nextPathUs = this.physicsUs + PATH_INTERVAL_US;
  }

  private record(kind: TraceEntry['kind'], target: number, bytes: number[]): void {
    if (this.options.trace !== false) {
      this.trace.push({ timeUs: this.clock.nowUs, kind, target, bytes });
    }
  }

  /** Returns 0 or an errno (ENODEV when nothing answers at the address). */
  i2cWrite(address: number, bytes: number[]): number {
    this.advance((bytes.length + 1) * I2C_US_PER_BYTE);
    const device = WIRING.i2c.get(address);
    if (!device) return ENODEV;
    this.record('i2c-write', address, bytes);
    device.write(this, bytes);
    return 0;
  }

  i2cRead(address: number, count: number): number[] | number {
    this.advance((count + 1) * I2C_US_PER_BYTE);
    const device = WIRING.i2c.get(address);
    if (!device) return ENODEV;
    const bytes = device.read(this, count);
    this.record('i2c-read', address, bytes);
    return bytes;
  }

  i2cScan(): number[] {
    this.advance(CALL_COST_US * 10);
    return [...WIRING.i2c.keys()].sort((a, b) => a - b);
  }

  pinWrite(pin: number, level: number): void {
    this.advance(CALL_COST_US);
    const bit = level ? 1 : 0;
    this.pins.set(pin, bit);
    WIRING.pins.get(pin)?.write?.(this, bit);
  }

  /** `write_analog`: a part that takes PWM gets duty and period, others see the pin high or low. */
  pinWriteAnalog(pin: number, value: number, periodUs: number): void {
    const wire = WIRING.pins.get(pin);
    if (!wire?.writeAnalog) {
      this.pinWrite(pin, value);
      return;
    }
    this.advance(CALL_COST_US);
    this.pins.set(pin, value ? 1 : 0);
    wire.writeAnalog(this, value, periodUs);
  }

  pinRead(pin: number): number {
    this.advance(CALL_COST_US);
    const wire = WIRING.pins.get(pin);
    if (wire?.read) return wire.read(this);
    return this.pins.get(pin) ?? FREE_PIN_LEVEL;
  }

  /** `read_analog`: a part's own reading, or the pin's level as 0 or 1023. */
  pinReadAnalog(pin: number): number {
    const wire = WIRING.pins.get(pin);
    if (!wire?.readAnalog) return this.pinRead(pin) ? 1023 : 0;
    this.advance(CALL_COST_US);
    return wire.readAnalog(this);
  }

  timePulse(pin: number, level: number, timeoutUs: number): number {
    this.advance(CALL_COST_US);
    const wire = WIRING.pins.get(pin);
    if (wire?.pulse) return wire.pulse(this, level, timeoutUs);
    // Nothing drives a free pin: no pulse starts.
    this.advance(timeoutUs);
    return -2;
  }

  ws2812(pin: number, bytes: number[]): void {
    this.record('ws2812', pin, bytes);
    this.advance(ws2812DurationUs(bytes.length));
    WIRING.ws2812.get(pin)?.write(this, bytes);
  }

  private imuInputs(): ImuInputs {
    this.settle();
    const left = this.stm8.motor('left');
    const right = this.stm8.motor('right');
    const v = (this.drive.wheelLeft + this.drive.wheelRight) / 2;
    const omega =
      (this.drive.wheelLeft - this.drive.wheelRight) /
      (this.options.drive ?? MAQUEEN_DRIVE).wheelBase;
    const floor = this.world.tilt ?? { pitch: 0, roll: 0 };
    // A robot held tilted by hand: its tilt adds to the floor's.
    const hand = this.surroundings.values;
    return {
      attitude: {
        heading: this.drive.pose.heading,
        pitch: floor.pitch + hand.pitch,
        roll: floor.roll + hand.roll,
      },
      acceleration: this.drive.acceleration,
      lateral: v * omega,
      pwmLeft: left.speed,
      pwmRight: right.speed,
    };
  }

  accelerometer(): Vector3 {
    this.advance(CALL_COST_US);
    this.reads.note('accelerometer', this.clock.nowUs);
    return this.acceleration();
  }

  /** The accelerometer's reading now, with the jolts of a shake; costs no time. */
  acceleration(): Vector3 {
    const v = accelerometer(this.imuInputs());
    return { ...v, x: v.x + this.surroundings.joltMg(this.clock.nowUs) };
  }

  /** The reader shook, tilted, touched or changed the room while the program runs. */
  applySurroundings(input: SurroundingsInput): void {
    this.surroundings.apply(input, this.clock.nowUs, () => this.acceleration());
  }

  magneticField(): Vector3 {
    this.advance(CALL_COST_US);
    this.reads.note('compass', this.clock.nowUs);
    return this.magnetometer.read(this.imuInputs());
  }

  /** What `compass.heading()` computes once the board is calibrated. */
  compassHeading(): number {
    return flatCompassHeading(this.magneticField());
  }

  /** Runs the compass calibration; returns how long it blocks the program, in µs. */
  calibrateCompass(): number {
    this.advance(CALL_COST_US);
    return this.compass.run(this.display, this.clock.nowUs);
  }

  /** Whether a motor is told to turn its wheel (a command below the deadband turns nothing). */
  motorsDriving(): boolean {
    return motorsDrive(
      this.stm8.motor('left'),
      this.stm8.motor('right'),
      this.options.drive ?? MAQUEEN_DRIVE,
    );
  }

  /**
   * Lets the robot coast to a stop once its motors are off (at most `maxUs`), as a real robot
   * does after the program's last `motor_stop()`. With a motor still driving nothing happens:
   * that robot would never come to rest.
   */
  comeToRest(maxUs: number): void {
    const until = this.clock.nowUs + maxUs;
    while (
      !this.motorsDriving() &&
      this.clock.nowUs < until &&
      Math.max(Math.abs(this.drive.wheelLeft), Math.abs(this.drive.wheelRight)) >= STANDING_CM_S
    ) {
      this.clock.tick(PHYSICS_STEP_US);
      this.settle();
    }
  }

  /** Whether the body touches a wall or obstacle now. */
  get touching(): boolean {
    return this.touchingBox >= 0;
  }

  /** Every part's state (parts/index.ts) at the time the physics has reached. */
  snapshot(): SimState {
    this.settle();
    return snapshotOf(this, this.physicsUs);
  }
}
