// The micro:bit's own peripherals as the firmware reaches them: the functions of
// micropython-microbit-v2's HAL (src/codal_app/microbithal.h) that end at a board part, in the
// core's terms (a board, names and numbers instead of the HAL's operation codes). Each function
// is declared by exactly one part (`hal` in part.ts); parts/index.ts builds the table from the
// list, and the firmware's host (firmware/board-hal.ts) only decodes the HAL's calls into it.
// The robot's own parts reach the firmware through pins and I2C (`wiring`) instead.
import type { Board } from '../board.ts';
import type { Vector3 } from '../imu.ts';
import type { QueuedPacket, RadioConfig } from '../radio.ts';
import type { Gesture } from '../surroundings.ts';

/** The microphone's two thresholds (CODAL's low and high sound events). */
export type SoundLevel = 'quiet' | 'loud';

export interface MicrobitHal {
  /** `microbit_hal_display_set_pixel`: brightness 0…9. */
  displaySetPixel(board: Board, x: number, y: number, brightness: number): void;
  /** `microbit_hal_display_read_light_level`: 0…255, measured with the display's LEDs. */
  displayReadLightLevel(board: Board): number;
  /** `microbit_hal_get_font_data`: five rows, bit 4 the leftmost column; null: no glyph. */
  fontGlyph(board: Board, charCode: number): number[] | null;

  /**
   * `microbit_hal_button_state` for A (0) or B (1): bit 0 held now, bit 1 pressed since it was
   * last cleared, bits 2… the presses since they were last counted.
   */
  buttonState(
    board: Board,
    button: number,
    clearWasPressed: boolean,
    clearPresses: boolean,
  ): number;
  /** `microbit_hal_pin_is_touched` of the logo. */
  logoIsTouched(board: Board): boolean;

  /** `microbit_hal_temperature`, °C. */
  temperature(board: Board): number;

  /** `microbit_hal_accelerometer_get_sample`, mg in the firmware's axes. */
  accelerometerSample(board: Board): Vector3;
  /** `microbit_hal_accelerometer_get_gesture`: the posture now ('' for none). */
  accelerometerGesture(board: Board): Gesture;
  /** The gestures CODAL raised as events since the last ask, oldest first. */
  accelerometerTakeGestures(board: Board): Gesture[];
  /** `microbit_hal_accelerometer_set_range`, in g. */
  accelerometerSetRange(board: Board, g: number): void;
  /** `microbit_hal_compass_get_sample`, nT in the firmware's axes. */
  compassSample(board: Board): Vector3;
  compassIsCalibrated(board: Board): boolean;
  compassClearCalibration(board: Board): void;
  /** `microbit_hal_compass_calibrate`: blocks the program while the calibration runs. */
  compassCalibrate(board: Board): void;
  /** `microbit_hal_compass_get_field_strength`, nT. */
  compassFieldStrength(board: Board): number;
  /** `microbit_hal_compass_get_heading`, degrees (calibrates first when needed, as CODAL does). */
  compassHeading(board: Board): number;

  /** `microbit_hal_microphone_init`: the level detector starts listening. */
  microphoneInit(board: Board): void;
  microphoneSetThreshold(board: Board, level: SoundLevel, value: number): void;
  /** `microbit_hal_microphone_get_level`: 0…255. */
  microphoneLevel(board: Board): number;
  /** The thresholds crossed since the last ask, oldest first; none before `microphoneInit`. */
  microphoneTakeEvents(board: Board): SoundLevel[];

  audioSelectSpeaker(board: Board, on: boolean): void;
  /** `microbit_hal_audio_set_volume`: 0…255. */
  audioSetVolume(board: Board, volume: number): void;
  /** Samples of the audio frames or speech (8 bit, 128 the middle) playing from `startUs` to `endUs`. */
  audioPlaySamples(
    board: Board,
    samples: readonly number[],
    rate: number,
    startUs: number,
    endUs: number,
  ): void;
  /** A built-in sound's name or sound expressions, joined by commas. */
  soundExpressionPlay(board: Board, expression: string): void;
  soundExpressionStop(board: Board): void;
  soundExpressionIsPlaying(board: Board): boolean;
  /** The music channel of CODAL's mixer: modmusic.c sets a note's period (µs)… */
  musicSetPeriod(board: Board, periodUs: number): void;
  musicPeriod(board: Board): number;
  /** …and its amplitude (0 between notes). */
  musicSetAmplitude(board: Board, amplitude: number): void;

  /** The radio on with `config`, or off (null). */
  radioSetup(board: Board, config: RadioConfig | null): void;
  /** Sends a packet; the program waits while it is on the air. */
  radioSend(board: Board, payload: readonly number[]): void;
  radioReceive(board: Board): QueuedPacket | null;
}
