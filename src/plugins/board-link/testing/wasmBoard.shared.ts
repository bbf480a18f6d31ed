// The memory the page side and the board's thread share: the board's receive buffer (a ring the
// page fills and the board empties) and a few flags, so the board sees bytes and Ctrl-C while
// its MicroPython runs, without ever returning to an event loop.

export const CTRL = {
  /** Bytes put into the ring so far. */
  written: 0,
  /** Bytes the board took out so far. */
  read: 1,
  /** 1 while MicroPython executes: then Ctrl-C is an interrupt, not a character. */
  executing: 2,
  /** A Ctrl-C arrived while executing. */
  interrupt: 3,
  /** What the page asks for (`COMMAND`; answered when the board waits for input). */
  command: 4,
  /** Bumped with every change above the board should look at: it sleeps on this one. */
  doorbell: 5,
} as const;

/** The page's requests in `CTRL.command`. */
export const COMMAND = { none: 0, files: 1, robot: 2 } as const;

/** What the robot does now, for a test. */
export interface RobotNow {
  motorsDriving: boolean;
  redLeds: { left: boolean; right: boolean };
  pixels: { r: number; g: number; b: number }[];
}

/** Wakes the board's thread: it rereads everything after the bell changed. */
export function ring(control: Int32Array): void {
  Atomics.add(control, CTRL.doorbell, 1);
  Atomics.notify(control, CTRL.doorbell);
}

export interface SharedLine {
  control: Int32Array;
  ring: Uint8Array;
}

export function sharedLine(buffer: SharedArrayBuffer, capacity: number): SharedLine {
  return {
    control: new Int32Array(buffer, 0, 8),
    ring: new Uint8Array(buffer, 32, capacity),
  };
}

export const sharedBytes = (capacity: number) => 32 + capacity;

/** What the board's thread posts: output with the board's time it took, and state changes. */
export type BoardMessage =
  | { kind: 'out'; bytes: Uint8Array; busyUs: number; idle: boolean; mainStarted: boolean }
  | { kind: 'files'; files: Record<string, Uint8Array> }
  | { kind: 'robot'; robot: RobotNow }
  | { kind: 'ready' };

export interface BoardSetup {
  buffer: SharedArrayBuffer;
  capacity: number;
  files: Record<string, Uint8Array>;
  /** Keep the board's time with the wall clock (the page's fake board); tests run it unpaced. */
  paced?: boolean;
}

/** Where the browser tests serve simulator/firmware/firmware.wasm to the page's fake board. */
export const FIRMWARE_PATH = '/__fake-board/firmware.wasm';
