// The firmware's HAL on the simulated robot: every board part the firmware asks for goes to its
// core module (../core/), with its simulated cost. Host-neutral: no DOM, no Node APIs.
//
// The clock is the core board's: the firmware's sleeps, idles and the VM hook move it through
// `Board.advance`, so the physics, the frames and the host's `onTime` follow. The radio is the core's (`radioOf(board)`: the air a second board's packets come
// from), what the speaker plays goes to the core's sound log (`soundLogOf(board)`: the music
// channel's tones, sound expressions, audio frames and speech), gestures and the microphone's
// levels reach the firmware as CODAL's events. Serial output, stops, random numbers and the file
// system stay as in index.ts; the data log (`dataLogOf(board)`) is the core board's.
import { CALL_COST_US, type Board } from '../core/board.ts';
import { glyphColumns } from '../core/font.ts';
import type { Vector3 } from '../core/imu.ts';
import { radioOf, type RadioConfig as CoreRadioConfig } from '../core/radio.ts';
import { expressionPlan } from '../core/sound-expressions.ts';
import { soundLogOf } from '../core/sound-log.ts';
import type { Gesture } from '../core/surroundings.ts';
import {
  AUDIO_OP,
  EVENT,
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
  /** Events for the firmware not yet handed over (`nextEvent`). */
  private readonly events: number[] = [];
  /** The microphone listens once the firmware started it (CODAL's level detector). */
  private micOn = false;
  /** The music channel as modmusic.c last set it: period (µs) and amplitude. */
  private mixer = { periodUs: 0, amplitude: 0 };

  constructor(
    readonly board: Board,
    options: RunOptions = {},
  ) {
    super(options);
    this.onSamples = (_stream, samples, rate, startUs, endUs) =>
      soundLogOf(board).playFrames([...samples], rate, startUs, endUs);
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
      audio: (op, value, bytes) => this.audio(op, value, bytes, base),
      nextEvent: () => this.nextEvent(),
      radioConfig: (on, config) => {
        const radio = radioOf(board);
        if (!on) {
          if (radio.enabled) radio.off(board.nowUs);
          return;
        }
        const settings: CoreRadioConfig = {
          length: config.maxPayload,
          queue: HOST_QUEUE,
          channel: config.channel,
          power: Math.max(0, POWER_DBM.indexOf(config.power)),
          address: config.base0 >>> 0,
          group: config.prefix0,
          dataRate: config.dataRate,
        };
        radio.configure(settings, board.nowUs);
        if (!radio.enabled) radio.on(board.nowUs);
      },
      radioSend: (bytes) => board.advance(radioOf(board).send([...bytes], board.nowUs)),
      radioReceive: () => {
        const packet = radioOf(board).receive(board.nowUs);
        if (!packet) return null;
        return { data: Uint8Array.from(packet.payload), rssi: packet.rssi, timeUs: packet.atUs };
      },
      // The core's font, left-aligned: row bit 4 is the leftmost column.
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
        // The reader's "Logo berühren"; nobody touches pins 0, 1 and 2 in the simulator.
        board.advance(CALL_COST_US);
        return index === PIN_LOGO && board.surroundings.values.logoTouched ? 1 : 0;
      default:
        this.stub(`pin:${op}`);
        return 0;
    }
  }

  /**
   * The music channel: modmusic.c sets a note's period, then its amplitude (0 between notes);
   * the sound log keeps each tone from the moment both make it sound. Internal to the
   * firmware and CODAL, so it costs no pin time.
   */
  private mixerPin(op: number, value: number): number {
    if (op === PIN.GET_PERIOD) return this.mixer.periodUs;
    if (op !== PIN.SET_PERIOD && op !== PIN.WRITE_ANALOG) return 0;
    const toneBefore = this.mixerTone();
    if (op === PIN.SET_PERIOD) this.mixer.periodUs = value;
    else this.mixer.amplitude = value;
    const tone = this.mixerTone();
    if (tone === toneBefore) return 0;
    const sound = soundLogOf(this.board);
    const nowUs = this.board.nowUs;
    if (tone === null) sound.stopMusic(nowUs);
    else sound.playTone(tone, nowUs);
    return 0;
  }

  /** The frequency the music channel sounds at, or null while it is silent. */
  private mixerTone(): number | null {
    const { periodUs, amplitude } = this.mixer;
    return amplitude > 0 && periodUs > 0 ? 1e6 / periodUs : null;
  }

  /**
   * The gestures and the microphone's threshold crossings the core noted since the last ask
   * (the reader's Schütteln and tilt, a posture the drive causes, the Geräusch control), then
   * the speaker's requests for samples.
   */
  private nextEvent(): number {
    const { board } = this;
    const { surroundings } = board;
    if (this.events.length === 0) {
      for (const gesture of surroundings.takeList(board.acceleration(), board.nowUs)) {
        const value = HAL_GESTURES.indexOf(gesture);
        if (value > 0) this.events.push((EVENT.GESTURE << 8) | value);
      }
      // Taken either way, so a level heard before the microphone was started raises nothing.
      for (const level of surroundings.takeSoundList()) {
        // MICROBIT_HAL_MICROPHONE_EVT_THRESHOLD_LOW (1) and _HIGH (2)
        if (this.micOn) this.events.push((EVENT.SOUND_LEVEL << 8) | (level === 'loud' ? 2 : 1));
      }
    }
    return this.events.shift() ?? this.nextStreamEvent();
  }

  /** The speaker's settings and sound expressions, in the core's sound log. */
  private audio(op: number, value: number, bytes: Uint8Array | null, base: FirmwareHal): number {
    const { board } = this;
    const sound = soundLogOf(board);
    switch (op) {
      case AUDIO_OP.SELECT_SPEAKER:
        sound.setting(board.nowUs, { speaker: value !== 0 });
        return 0;
      case AUDIO_OP.SET_VOLUME:
        sound.setting(board.nowUs, { volume: value });
        return 0;
      case AUDIO_OP.EXPRESSION_ACTIVE:
        return sound.expressionPlaying(board.nowUs) ? 1 : 0;
      case AUDIO_OP.PLAY_EXPRESSION: {
        // A built-in sound's name or SoundEffects' 72-digit expressions, joined by commas.
        const plan = expressionPlan(new TextDecoder().decode(bytes ?? new Uint8Array()));
        if (!plan) return 0;
        const startUs = board.nowUs;
        const endUs = startUs + plan.durationMs * 1000;
        sound.playExpression({ name: plan.name, effects: plan.effects, startUs, endUs });
        return 0;
      }
      case AUDIO_OP.STOP_EXPRESSION:
        sound.stopExpression(board.nowUs);
        return 0;
      case AUDIO_OP.SELECT_PIN:
        return 0;
      default:
        // Audio frames and speech: the bare board's streams, heard through `onSamples`.
        return base.audio(op, value, bytes);
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
        this.micOn = true;
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
