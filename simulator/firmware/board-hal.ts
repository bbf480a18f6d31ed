// The firmware's HAL on the simulated robot: this file decodes the firmware's calls (the
// operation codes of hal/hal_microbit.c and hal_radio.c) and passes each to the board part
// that declares it: the micro:bit's own peripherals through the HAL table built from the parts
// list (`MICROBIT_HAL`, core/parts/hal.ts), pins, I2C and NeoPixels through the board's wiring
// (core/parts/wiring.ts). Host-neutral: no DOM, no Node APIs.
//
// The clock is the core board's: the firmware's sleeps, idles and the VM hook move it through
// `Board.advance`, so the physics, the frames and the host's `onTime` follow. Serial output,
// stops, random numbers, the audio streams' pacing and the file system stay as in index.ts; the
// data log (`dataLogOf(board)`) is the core board's.
import { CALL_COST_US, type Board } from '../core/board.ts';
import type { Vector3 } from '../core/imu.ts';
import { MICROBIT_HAL as PARTS } from '../core/parts/index.ts';
import type { RadioConfig as CoreRadioConfig } from '../core/radio.ts';
import type { Gesture } from '../core/surroundings.ts';
import {
  AUDIO_OP,
  EVENT,
  runProgram,
  SimulatedBoard,
  type FirmwareHal,
  type RadioConfig,
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
 * microbithal.h's MICROBIT_HAL_PIN_MIXER: the music channel's input of CODAL's mixer, which
 * modmusic.c drives with a period (the tone) and an amplitude (sound or silence).
 */
const PIN_MIXER = 33;

/** drv_radio.c's transmit powers in dBm, by the `power` step 0…7 of `radio.config`. */
const POWER_DBM = [-30, -20, -16, -12, -8, -4, 0, 4];
/**
 * Packets the core's radio keeps for the firmware between two looks at its queue: the
 * firmware's own queue (hal/hal_radio.c) takes them when the program looks and drops what does
 * not fit, as the board's does at arrival.
 */
const HOST_QUEUE = 255;

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
 * The firmware's host side on a core `Board`: the clock is the board's, and every HAL call that
 * reaches a part goes to the part (the parts list's HAL table and wiring).
 */
export class CoreBoardHal extends SimulatedBoard {
  /** What CODAL keeps per pin that no part models: pull, analog period. */
  private readonly pulls = new Map<number, number>();
  private readonly periods = new Map<number, number>();
  /** Events for the firmware not yet handed over (`nextEvent`). */
  private readonly events: number[] = [];

  constructor(
    readonly board: Board,
    options: RunOptions = {},
  ) {
    super(options);
    this.onSamples = (_stream, samples, rate, startUs, endUs) =>
      PARTS.audioPlaySamples(board, [...samples], rate, startUs, endUs);
  }

  /** The data log is the core board's, so hosts read it as `dataLogOf(session.board)`. */
  protected override logOwner(): object {
    return this.board;
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
    return {
      ...base,
      temperature: () => PARTS.temperature(board),
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
      button: (id, clearWasPressed, clearPresses) =>
        id > 1 ? 0 : PARTS.buttonState(board, id, clearWasPressed, clearPresses),
      displayPixel: (x, y, brightness) => {
        base.displayPixel(x, y, brightness);
        PARTS.displaySetPixel(board, x, y, brightness);
      },
      lightLevel: () => PARTS.displayReadLightLevel(board),
      sample: (sensor) =>
        axes(sensor === 0 ? PARTS.accelerometerSample(board) : PARTS.compassSample(board)),
      sensor: (op, value) => this.sensor(op, value),
      audio: (op, value, bytes) => this.audio(op, value, bytes, base),
      nextEvent: () => this.nextEvent(),
      radioConfig: (on, config) => PARTS.radioSetup(board, on ? coreRadioConfig(config) : null),
      radioSend: (bytes) => PARTS.radioSend(board, [...bytes]),
      radioReceive: () => {
        const packet = PARTS.radioReceive(board);
        if (!packet) return null;
        return { data: Uint8Array.from(packet.payload), rssi: packet.rssi, timeUs: packet.atUs };
      },
      font: (charCode) => PARTS.fontGlyph(board, charCode),
    };
  }

  private pin(op: number, index: number, value: number): number {
    const { board } = this;
    if (index === PIN_MIXER) return this.mixerPin(op, value);
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
      // The board routes the pin to the part wired to it (core/parts/wiring.ts); a free pin keeps
      // its level, and reads 0 or 1023 as analog (simulator/README.md).
      case PIN.READ:
      case PIN.READ_ANALOG:
        if (pin < 0) {
          board.advance(CALL_COST_US);
          return 0;
        }
        return op === PIN.READ ? board.pinRead(pin) : board.pinReadAnalog(pin);
      case PIN.WRITE_ANALOG: {
        const periodUs = this.periods.get(index) ?? DEFAULT_ANALOG_PERIOD_US;
        this.periods.set(index, periodUs);
        if (pin < 0) board.advance(CALL_COST_US);
        else board.pinWriteAnalog(pin, value, periodUs);
        return 0;
      }
      case PIN.WRITE:
        if (pin < 0) board.advance(CALL_COST_US);
        else board.pinWrite(pin, value ? 1 : 0);
        return 0;
      case PIN.IS_TOUCHED:
        // Nobody touches pins 0, 1 and 2 in the simulator.
        if (index === PIN_LOGO) return PARTS.logoIsTouched(board) ? 1 : 0;
        board.advance(CALL_COST_US);
        return 0;
      default:
        this.stub(`pin:${op}`);
        return 0;
    }
  }

  /** The music channel: modmusic.c sets a note's period, then its amplitude (0 between notes). */
  private mixerPin(op: number, value: number): number {
    const { board } = this;
    if (op === PIN.GET_PERIOD) return PARTS.musicPeriod(board);
    if (op === PIN.SET_PERIOD) PARTS.musicSetPeriod(board, value);
    if (op === PIN.WRITE_ANALOG) PARTS.musicSetAmplitude(board, value);
    return 0;
  }

  /**
   * The gestures and the microphone's threshold crossings the parts noted since the last ask
   * (the reader's Schütteln and tilt, a posture the drive causes, the Geräusch control), then
   * the speaker's requests for samples.
   */
  private nextEvent(): number {
    const { board } = this;
    if (this.events.length === 0) {
      for (const gesture of PARTS.accelerometerTakeGestures(board)) {
        const value = HAL_GESTURES.indexOf(gesture);
        if (value > 0) this.events.push((EVENT.GESTURE << 8) | value);
      }
      for (const level of PARTS.microphoneTakeEvents(board)) {
        // MICROBIT_HAL_MICROPHONE_EVT_THRESHOLD_LOW (1) and _HIGH (2)
        this.events.push((EVENT.SOUND_LEVEL << 8) | (level === 'loud' ? 2 : 1));
      }
    }
    return this.events.shift() ?? this.nextStreamEvent();
  }

  /** The speaker's settings and sound expressions; audio frames and speech are the bare board's streams. */
  private audio(op: number, value: number, bytes: Uint8Array | null, base: FirmwareHal): number {
    const { board } = this;
    switch (op) {
      case AUDIO_OP.SELECT_SPEAKER:
        PARTS.audioSelectSpeaker(board, value !== 0);
        return 0;
      case AUDIO_OP.SET_VOLUME:
        PARTS.audioSetVolume(board, value);
        return 0;
      case AUDIO_OP.EXPRESSION_ACTIVE:
        return PARTS.soundExpressionIsPlaying(board) ? 1 : 0;
      case AUDIO_OP.PLAY_EXPRESSION:
        PARTS.soundExpressionPlay(board, new TextDecoder().decode(bytes ?? new Uint8Array()));
        return 0;
      case AUDIO_OP.STOP_EXPRESSION:
        PARTS.soundExpressionStop(board);
        return 0;
      case AUDIO_OP.SELECT_PIN:
        return 0;
      default:
        // Paced by index.ts and heard through `onSamples`.
        return base.audio(op, value, bytes);
    }
  }

  private sensor(op: number, value: number): number {
    const { board } = this;
    switch (op) {
      case SENSOR.GESTURE:
        return Math.max(0, HAL_GESTURES.indexOf(PARTS.accelerometerGesture(board)));
      case SENSOR.SET_RANGE:
        PARTS.accelerometerSetRange(board, value);
        return 0;
      case SENSOR.COMPASS_IS_CALIBRATED:
        return PARTS.compassIsCalibrated(board) ? 1 : 0;
      case SENSOR.COMPASS_CLEAR:
        PARTS.compassClearCalibration(board);
        return 0;
      case SENSOR.COMPASS_CALIBRATE:
        PARTS.compassCalibrate(board);
        return 0;
      case SENSOR.COMPASS_FIELD:
        return PARTS.compassFieldStrength(board);
      case SENSOR.COMPASS_HEADING:
        return PARTS.compassHeading(board);
      case SENSOR.MIC_INIT:
        PARTS.microphoneInit(board);
        return 0;
      case SENSOR.MIC_LOW:
      case SENSOR.MIC_HIGH:
        PARTS.microphoneSetThreshold(board, op === SENSOR.MIC_LOW ? 'quiet' : 'loud', value);
        return 0;
      case SENSOR.MIC_LEVEL:
        return PARTS.microphoneLevel(board);
      default:
        this.stub(`sensor:${op}`);
        return 0;
    }
  }
}

/** The firmware's radio settings (drv_radio.c's) as the core's radio takes them. */
function coreRadioConfig(config: RadioConfig): CoreRadioConfig {
  return {
    length: config.maxPayload,
    queue: HOST_QUEUE,
    channel: config.channel,
    power: Math.max(0, POWER_DBM.indexOf(config.power)),
    address: config.base0 >>> 0,
    group: config.prefix0,
    dataRate: config.dataRate,
  };
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
