import type { Board } from '../core/board.ts';
import { CALL_COST_US } from '../core/board.ts';

/**
 * The `_simcore` module the Python shims call. Only scalars cross the boundary (buffers are
 * spread as arguments), and errors are returned, never thrown: a JS exception would unwind
 * straight through MicroPython (see the runtime README).
 */
export interface SimApiHooks {
  /** Advances simulated time for a blocking call; may return early once a stop is due. */
  wait(us: number): void;
}

/**
 * Simulated time one pass through a Python loop costs (a loop of a few statements on the
 * micro:bit V2: MicroPython needs roughly 30 to 40 cycles of the 64 MHz nRF52833 per bytecode,
 * and such a pass is some 15 to 20 bytecodes). See simulator/README.md, "Timing".
 */
export const LOOP_PASS_US = 10;

export function createSimApi(board: Board, hooks: SimApiHooks): Record<string, unknown> {
  const digits = (text: string, offset = 0) =>
    Array.from({ length: 25 }, (_, i) => Number(text[offset + i] ?? 0));
  const axis = (v: { x: number; y: number; z: number }, i: number) => [v.x, v.y, v.z][i] ?? 0;
  return {
    sleep_us: (us: number) => hooks.wait(Math.max(0, us)),
    now_us: () => board.nowUs,
    loop_passes: (passes: number) => hooks.wait(passes * LOOP_PASS_US),
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
  };
}
