import type { Board } from '../core/board.ts';
import { CALL_COST_US } from '../core/board.ts';
import { planPitch, planTune } from '../core/music.ts';
import { radioOf } from '../core/radio.ts';
import { expressionPlan } from '../core/sound-expressions.ts';
import { soundLogOf } from '../core/sound-log.ts';
import type { Gesture, SoundEventName } from '../core/surroundings.ts';

/**
 * The `_simcore` module the Python shims call. Only scalars cross the boundary (buffers are
 * spread as arguments), and errors are returned, never thrown: a JS exception would unwind
 * straight through MicroPython (see the runtime README).
 */
export interface SimApiHooks {
  /** Advances simulated time for a blocking call; may return early once a stop is due. */
  wait(us: number): void;
  /** A line the reader typed for `input()`, or null for none yet; absent: nobody can type. */
  takeLine?: () => string | null;
  /** The program waits in `input()` with this prompt; null once it got its line. */
  onPrompt?: (prompt: string | null) => void;
}

/** While `input()` waits, simulated time goes on in steps this long (the robot drives on). */
const INPUT_WAIT_US = 20_000;

/**
 * Simulated time the board needs for the Python code between two jumps (a loop's jump back, an
 * if's branch): MicroPython needs roughly 30 to 40 cycles of the micro:bit V2's 64 MHz nRF52833
 * per bytecode, and a pupil's program jumps every 15 to 20 bytecodes. See simulator/README.md,
 * "Timing".
 */
export const JUMP_US = 10;

/** Audio frames: 32 samples at 7812 Hz (src/codal_port/modaudio.c, DEFAULT_SAMPLE_RATE). */
const FRAME_SAMPLE_RATE = 7812;
const FRAME_US = Math.round((32 * 1e6) / FRAME_SAMPLE_RATE);

export function createSimApi(board: Board, hooks: SimApiHooks): Record<string, unknown> {
  const sound = soundLogOf(board);
  const radio = radioOf(board);
  const { surroundings } = board;
  /**
   * Blocks until `endUs`, as a sound the program waits for. If the run is being stopped on the
   * way, the sound stops (the board stops it when an exception ends the wait) and this returns
   * 1: the shim then lets the pending KeyboardInterrupt fire inside the call, as on the board.
   */
  const block = (endUs: number, stop: () => void): number => {
    hooks.wait(endUs - board.nowUs);
    if (board.nowUs >= endUs) return 0;
    stop();
    return 1;
  };
  const digits = (text: string, offset = 0) =>
    Array.from({ length: 25 }, (_, i) => Number(text[offset + i] ?? 0));
  const axis = (v: { x: number; y: number; z: number }, i: number) => [v.x, v.y, v.z][i] ?? 0;
  return {
    sleep_us: (us: number) => hooks.wait(Math.max(0, us)),
    // input(): the typed line, "" when a stop ended the wait (its KeyboardInterrupt fires next),
    // or null where nobody can type (boot.py then raises the German OSError)
    input_line: (prompt: string): string | null => {
      const { takeLine, onPrompt } = hooks;
      if (!takeLine) return null;
      onPrompt?.(prompt);
      try {
        for (;;) {
          const line = takeLine();
          if (line !== null) return line;
          const before = board.nowUs;
          hooks.wait(INPUT_WAIT_US);
          if (board.nowUs - before < INPUT_WAIT_US) return '';
        }
      } finally {
        onPrompt?.(null);
      }
    },
    now_us: () => board.nowUs,
    jumps: (count: number) => hooks.wait(count * JUMP_US),
    pin_write: (pin: number, level: number) => board.pinWrite(pin, level),
    pin_read: (pin: number) => board.pinRead(pin),
    time_pulse_us: (pin: number, level: number, timeout: number) =>
      board.timePulse(pin, level, timeout),
    ws2812: (pin: number, _count: number, ...bytes: number[]) => board.ws2812(pin, bytes),
    i2c_write: (address: number, _count: number, ...bytes: number[]) =>
      board.i2cWrite(address, bytes),
    i2c_read: (address: number, count: number) => board.i2cRead(address, count),
    i2c_scan: () => board.i2cScan(),
    display_image: (text: string) => {
      board.advance(CALL_COST_US);
      board.display.show(digits(text));
    },
    display_frames: (text: string, delay: number, wait: boolean, loop: boolean, clear: boolean) => {
      const frames = Array.from({ length: Math.floor(text.length / 25) }, (_, i) =>
        digits(text, i * 25),
      );
      const blank = new Array<number>(25).fill(0);
      const us = board.display.animate(
        frames,
        delay * 1000,
        board.nowUs,
        loop,
        clear ? blank : undefined,
      );
      if (wait) hooks.wait(loop ? Infinity : us);
    },
    display_text: (text: string, delay: number, wait: boolean, loop: boolean, clear: boolean) => {
      const us = board.display.showText(text, delay, board.nowUs, clear, loop);
      if (wait) hooks.wait(loop ? Infinity : us);
    },
    display_scroll: (text: string, delay: number, wait: boolean, loop: boolean) => {
      const us = board.display.scroll(text, delay, board.nowUs, loop);
      if (wait) hooks.wait(loop ? Infinity : us);
    },
    display_set_pixel: (x: number, y: number, value: number) => {
      board.advance(CALL_COST_US);
      board.display.setPixel(x, y, value, board.nowUs);
    },
    display_get_pixel: (x: number, y: number) => board.display.read(board.nowUs)[y * 5 + x],
    button_is_pressed: (i: number) => {
      board.advance(CALL_COST_US);
      return board.buttons.isPressed(i === 0 ? 'a' : 'b', board.nowUs) ? 1 : 0;
    },
    button_take_presses: (i: number) => {
      board.advance(CALL_COST_US);
      return board.buttons.takePresses(i === 0 ? 'a' : 'b', board.nowUs);
    },
    accelerometer: (i: number) => axis(board.accelerometer(), i),
    // gestures, logo, temperature, light and sound: what the reader does on the stage
    // (core/surroundings.ts); names cross as strings, lists as one string joined by '|'
    gesture_current: () => {
      board.advance(CALL_COST_US);
      return surroundings.current(board.nowUs, board.acceleration());
    },
    gesture_take_was: (name: string) => {
      board.advance(CALL_COST_US);
      return surroundings.takeWas(name as Gesture, board.acceleration(), board.nowUs) ? 1 : 0;
    },
    gesture_take_list: () => {
      board.advance(CALL_COST_US);
      return surroundings.takeList(board.acceleration(), board.nowUs).join('|');
    },
    logo_touched: () => {
      board.advance(CALL_COST_US);
      return surroundings.values.logoTouched ? 1 : 0;
    },
    temperature: () => {
      board.advance(CALL_COST_US);
      return surroundings.values.temperature;
    },
    light_level: () => {
      board.advance(CALL_COST_US);
      return surroundings.values.light;
    },
    sound_level: () => {
      board.advance(CALL_COST_US);
      return surroundings.values.sound;
    },
    sound_set_threshold: (event: SoundEventName, value: number) =>
      surroundings.setThreshold(event, value),
    sound_current: () => surroundings.soundCurrent(),
    sound_take_was: (event: SoundEventName) => (surroundings.takeSoundWas(event) ? 1 : 0),
    sound_take_list: () => surroundings.takeSoundList().join('|'),
    magnetometer: (i: number) => axis(board.magneticField(), i),
    compass_heading: () => {
      // As on the device: heading() starts the calibration when the board is not calibrated.
      if (!board.compass.calibrated) hooks.wait(board.calibrateCompass());
      return board.compassHeading();
    },
    compass_calibrate: () => hooks.wait(board.calibrateCompass()),
    compass_is_calibrated: () => {
      board.advance(CALL_COST_US);
      return board.compass.calibrated ? 1 : 0;
    },
    compass_clear_calibration: () => {
      board.advance(CALL_COST_US);
      board.compass.clear();
    },

    // music (music.py): the firmware's timing in core/music.ts, what played in core/sound-log.ts
    music_play: (loop: boolean, wait: boolean, bpm: number, ticks: number, ...notes: string[]) => {
      const plan = planTune(notes, { bpm, ticks }, board.nowUs, loop);
      sound.playMusic(plan, board.nowUs);
      return wait
        ? block(plan.repeat ? Infinity : plan.firstEndUs, () => sound.stopMusic(board.nowUs))
        : 0;
    },
    music_pitch: (frequency: number, durationMs: number, wait: boolean) => {
      const { note, endUs } = planPitch(frequency, durationMs, board.nowUs);
      // a pitch without duration sounds on: the channel is busy until it is stopped
      const firstEndUs = Math.max(endUs, note.endUs);
      sound.playMusic({ first: [note], firstEndUs, repeat: null }, board.nowUs);
      return wait && durationMs >= 0 ? block(endUs, () => sound.stopMusic(board.nowUs)) : 0;
    },
    music_stop: () => {
      sound.stopMusic(board.nowUs);
      board.advance(CALL_COST_US);
    },
    // audio (audio.py, microbit.py): sound expressions and audio frames
    sound_expression: (expression: string, wait: boolean) => {
      const plan = expressionPlan(expression);
      if (!plan) return 0;
      const startUs = board.nowUs;
      const endUs = startUs + plan.durationMs * 1000;
      sound.playExpression({ name: plan.name, effects: plan.effects, startUs, endUs });
      return wait ? block(endUs, () => sound.stopExpression(board.nowUs)) : 0;
    },
    audio_frame: (wait: boolean, ...samples: number[]) => {
      const startUs = Math.max(board.nowUs, sound.frames.at(-1)?.endUs ?? 0);
      sound.playFrames(samples, FRAME_SAMPLE_RATE, startUs, startUs + FRAME_US);
      return wait ? block(startUs + FRAME_US, () => sound.stopFrames(board.nowUs)) : 0;
    },
    audio_is_playing: () => {
      board.advance(CALL_COST_US);
      return sound.expressionPlaying(board.nowUs) || sound.framesPlaying(board.nowUs) ? 1 : 0;
    },
    audio_stop_frames: () => {
      sound.stopFrames(board.nowUs);
      board.advance(CALL_COST_US);
    },
    /** speaker: 1 on, 0 off, -1 unchanged; volume 0..255 or -1 unchanged. */
    sound_setting: (speaker: number, volume: number) => {
      sound.setting(board.nowUs, {
        ...(speaker >= 0 ? { speaker: speaker === 1 } : {}),
        ...(volume >= 0 ? { volume } : {}),
      });
      board.advance(CALL_COST_US);
    },
    // radio (radio.py): the checks in Python, the air and the queue in core/radio.ts
    radio_on: () => {
      radio.on(board.nowUs);
      board.advance(CALL_COST_US);
    },
    radio_off: () => {
      radio.off(board.nowUs);
      board.advance(CALL_COST_US);
    },
    radio_config: (
      length: number,
      queue: number,
      channel: number,
      power: number,
      address: number,
      group: number,
      dataRate: number,
    ) => {
      radio.configure({ length, queue, channel, power, address, group, dataRate }, board.nowUs);
      board.advance(CALL_COST_US);
    },
    radio_send: (...payload: number[]) => board.advance(radio.send(payload, board.nowUs)),
    /** The oldest queued packet as [rssi, arrival µs, ...payload], or [] when none waits. */
    radio_receive: () => {
      board.advance(CALL_COST_US);
      const packet = radio.receive(board.nowUs);
      return packet ? [packet.rssi, packet.atUs, ...packet.payload] : [];
    },
  };
}
