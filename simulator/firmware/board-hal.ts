// The firmware's HAL on the simulated robot (step 2a of issue 31): every board part the firmware
// asks for goes to the same core module (../core/) the old engine's `_simcore` uses
// (../runtime/sim-api.ts), with the same simulated costs. Host-neutral: no DOM, no Node APIs.
//
// The clock is the core board's: the firmware's sleeps, idles and the VM hook move it through
// `Board.advance`, so the physics, the frames and the host's `onTime` follow as with the old
// engine. Serial output, stops, random numbers, the file system and the radio stay as in
// index.ts; audio, data logging, gesture and microphone events are the next step.
import { CALL_COST_US, type Board } from '../core/board.ts';
import { glyphColumns } from '../core/font.ts';
import type { Vector3 } from '../core/imu.ts';
import type { Gesture } from '../core/surroundings.ts';
import {
  runProgram,
  SimulatedBoard,
  type FirmwareHal,
  type RunOptions,
  type RunResult,
} from './index.ts';

/** The `hal_pin` operations (the enum in hal/hal_microbit.c). */
const PIN = {
  SET_PULL: 0,
  GET_PULL: 1,
  SET_PERIOD: 2,
  GET_PERIOD: 3,
  TOUCH_MODE: 4,
  READ: 5,
  WRITE: 6,
  READ_ANALOG: 7,
  WRITE_ANALOG: 8,
  IS_TOUCHED: 9,
} as const;

/** The `hal_sensor` operations (the enum in hal/hal_microbit.c). */
const SENSOR = {
  GESTURE: 0,
  SET_RANGE: 1,
  COMPASS_IS_CALIBRATED: 2,
  COMPASS_CLEAR: 3,
  COMPASS_CALIBRATE: 4,
  COMPASS_FIELD: 5,
  COMPASS_HEADING: 6,
  MIC_INIT: 7,
  MIC_LOW: 8,
  MIC_HIGH: 9,
  MIC_LEVEL: 10,
} as const;

/** microbithal.h's pin index of the logo (MICROBIT_HAL_PIN_FACE). */
const PIN_LOGO = 19;

/**
 * The micro:bit pin number of a HAL pin index (microbithal.h): 0…16 are pins 0…16, 17 and 18 the
 * I2C pins 19 and 20; the logo, the speaker and the internal pins are none of the robot's (−1).
 */
export function pinNumber(index: number): number {
  if (index >= 0 && index <= 16) return index;
  if (index === 17) return 19;
  if (index === 18) return 20;
  return -1;
}

/** CODAL's gesture events in the HAL's numbering (MICROBIT_HAL_ACCELEROMETER_EVT_*). */
const HAL_GESTURES: readonly Gesture[] = [
  '',
  'up',
  'down',
  'left',
  'right',
  'face up',
  'face down',
  'freefall',
  '3g',
  '6g',
  '8g',
  'shake',
  '2g',
];

/** CODAL's period of a pin once it gives analog output (DEVICE_DEFAULT_PWM_PERIOD). */
const DEFAULT_ANALOG_PERIOD_US = 20_000;

const axes = (v: Vector3): [number, number, number] => [v.x, v.y, v.z];

/**
 * The firmware's host side on a core `Board`: the clock is the board's, and the robot's parts
 * (pins, I2C to the STM8, NeoPixels, display, buttons, IMU, temperature, light, microphone)
 * are the board's modules.
 */
export class CoreBoardHal extends SimulatedBoard {
  /** CODAL's `button_state`: bit 0 "was pressed", the rest the presses not yet asked for. */
  private readonly buttonState = [0, 0];
  /** What CODAL keeps per pin that the core does not model: pull, analog period. */
  private readonly pulls = new Map<number, number>();
  private readonly periods = new Map<number, number>();

  constructor(
    readonly board: Board,
    options: RunOptions = {},
  ) {
    super(options);
  }

  override get timeUs(): number {
    return this.board.nowUs;
  }

  override advance(us: number): void {
    this.board.advance(us);
  }

  override hal(): FirmwareHal {
    const base = super.hal();
    const { board } = this;
    const { surroundings } = board;
    const charge = () => board.advance(CALL_COST_US);
    return {
      ...base,
      temperature: () => {
        charge();
        return surroundings.values.temperature;
      },
      pin: (op, index, value) => this.pin(op, index, value),
      timePulse: (index, level, timeoutUs) => board.timePulse(pinNumber(index), level, timeoutUs),
      ws2812: (index, bytes) => board.ws2812(pinNumber(index), [...bytes]),
      i2c: (op, address, buf) => {
        if (op === 1) return board.i2cWrite(address, [...buf]) === 0 ? 0 : -1;
        const read = board.i2cRead(address, buf.length);
        if (typeof read === 'number') return -1; // the firmware raises OSError(ENODEV)
        buf.set(read);
        return 0;
      },
      // The I2C bus needs no setting up (kind 0); UART and SPI stay stubs.
      busInit: (kind, args) => (kind === 0 ? 0 : base.busInit(kind, args)),
      button: (id, clearWasPressed, clearPresses) => {
        if (id > 1) return 0;
        charge();
        const name = id === 0 ? 'a' : 'b';
        // As CODAL's microbit_hal_button_state: presses since the last ask raise the count and
        // set "was pressed"; each of the two is cleared only by the call that asks for it.
        const fresh = board.buttons.takePresses(name, board.nowUs);
        let state = this.buttonState[id];
        if (fresh > 0) state = (state + (fresh << 1)) | 1;
        const answer = state << 1;
        if (clearWasPressed) state &= ~1;
        if (clearPresses) state &= 1;
        this.buttonState[id] = state;
        return answer | (board.buttons.isPressed(name, board.nowUs) ? 1 : 0);
      },
      displayPixel: (x, y, brightness) => {
        base.displayPixel(x, y, brightness);
        board.display.setPixel(x, y, brightness, board.nowUs);
      },
      lightLevel: () => {
        charge();
        return surroundings.values.light;
      },
      sample: (sensor) => axes(sensor === 0 ? board.accelerometer() : board.magneticField()),
      sensor: (op, value) => this.sensor(op, value),
      // The core's font (the old engine's), left-aligned: row bit 4 is the leftmost column.
      font: (charCode) => {
        const columns = glyphColumns(String.fromCharCode(charCode));
        return [0, 1, 2, 3, 4].map((y) =>
          columns.reduce((row, column, x) => row | (column[y] ? 1 << (4 - x) : 0), 0),
        );
      },
    };
  }

  private pin(op: number, index: number, value: number): number {
    const { board } = this;
    const pin = pinNumber(index);
    switch (op) {
      // Settings the firmware keeps through CODAL; they cost no bus or pin time.
      case PIN.SET_PULL:
        this.pulls.set(index, value);
        return 0;
      case PIN.GET_PULL:
        return this.pulls.get(index) ?? 0; // CODAL's table starts zeroed
      case PIN.SET_PERIOD:
        this.periods.set(index, value);
        return 0;
      case PIN.GET_PERIOD:
        return this.periods.get(index) ?? -1; // not in analog output mode
      case PIN.TOUCH_MODE:
        return 0;
      // As the old engine: a pin is low or high, analog values are 0 or 1023.
      case PIN.READ:
      case PIN.READ_ANALOG: {
        let level = 0;
        if (pin < 0) board.advance(CALL_COST_US);
        else level = board.pinRead(pin);
        return op === PIN.READ ? level : level ? 1023 : 0;
      }
      case PIN.WRITE_ANALOG:
        if (!this.periods.has(index)) this.periods.set(index, DEFAULT_ANALOG_PERIOD_US);
      // falls through: the robot sees the level
      case PIN.WRITE:
        if (pin < 0) board.advance(CALL_COST_US);
        else board.pinWrite(pin, value ? 1 : 0);
        return 0;
      case PIN.IS_TOUCHED:
        // The reader's "Logo berühren"; nobody touches pins 0, 1 and 2 in the simulator.
        board.advance(CALL_COST_US);
        return index === PIN_LOGO && board.surroundings.values.logoTouched ? 1 : 0;
      default:
        this.stub(`pin:${op}`);
        return 0;
    }
  }

  private sensor(op: number, value: number): number {
    const { board } = this;
    const { surroundings } = board;
    const charge = () => board.advance(CALL_COST_US);
    switch (op) {
      case SENSOR.GESTURE:
        charge();
        return Math.max(
          0,
          HAL_GESTURES.indexOf(surroundings.current(board.nowUs, board.acceleration())),
        );
      case SENSOR.SET_RANGE:
        return 0;
      case SENSOR.COMPASS_IS_CALIBRATED:
        charge();
        return board.compass.calibrated ? 1 : 0;
      case SENSOR.COMPASS_CLEAR:
        charge();
        board.compass.clear();
        return 0;
      case SENSOR.COMPASS_CALIBRATE:
        // Blocks while the calibration (the tilt game, if the run started uncalibrated) runs.
        this.advance(board.calibrateCompass());
        return 0;
      case SENSOR.COMPASS_FIELD: {
        const { x, y, z } = board.magneticField();
        return Math.round(Math.hypot(x, y, z));
      }
      case SENSOR.COMPASS_HEADING:
        // As on the device: heading() calibrates first when the board is not calibrated.
        if (!board.compass.calibrated) this.advance(board.calibrateCompass());
        return board.compassHeading();
      case SENSOR.MIC_INIT:
        return 0;
      case SENSOR.MIC_LOW:
      case SENSOR.MIC_HIGH:
        surroundings.setThreshold(op === SENSOR.MIC_LOW ? 'quiet' : 'loud', value);
        return 0;
      case SENSOR.MIC_LEVEL:
        charge();
        return surroundings.values.sound;
      default:
        this.stub(`sensor:${op}`);
        return 0;
    }
  }
}

/**
 * Runs a program on the firmware with the simulated robot `board` (see `runProgram`). Button
 * presses are the board's (`BoardOptions.presses`, `board.buttons.set`); `options.presses` is
 * not used here.
 */
export function runOnBoard(
  wasm: WebAssembly.Module,
  program: string,
  board: Board,
  options: RunOptions = {},
): Promise<RunResult> {
  return runProgram(wasm, program, options, new CoreBoardHal(board, options));
}
