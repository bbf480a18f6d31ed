// The fake board's own thread, whichever host starts it (wasmBoard.worker.ts in Node,
// pageBoard.worker.ts in the browser): the micro:bit's firmware (the simulator's WebAssembly build
// of micropython-microbit-v2 2.1.2, simulator/firmware) from its start, as the board runs it:
// main.py, then MicroPython 1.18's REPL (pyexec: friendly, raw and raw-paste) with its soft
// reboots, reading the serial line byte by byte from the ring the host side fills. It sits on the
// simulated robot (an empty world), so a test sees whether the motors still turn. It blocks in
// Atomics.wait whenever the firmware waits for a byte.
import { Board } from '../../../../simulator/core/board.ts';
import { CoreBoardHal } from '../../../../simulator/firmware/board-hal.ts';
import { POLL_US, startFirmware, type FirmwareHal } from '../../../../simulator/firmware/index.ts';
import { worldByName } from '../../../../simulator/worlds/index.ts';
import {
  COMMAND,
  CTRL,
  sharedLine,
  type BoardMessage,
  type BoardSetup,
} from './wasmBoard.shared.ts';

/** Output is sent on at least after this much of the board's time, so the host's clock moves. */
const FLUSH_US = 50_000;
/** What mp_main prints before each restart of the interpreter. */
const SOFT_REBOOT = 'MPY: soft reboot';
/** With `setup.paced`, the board waits once its time is this far ahead of the wall clock. */
const PACE_AHEAD_MS = 10;

/** Runs the board until its thread is ended; `post` carries its messages to the host side. */
export async function runBoard(
  setup: BoardSetup,
  wasm: WebAssembly.Module,
  post: (message: BoardMessage) => void,
): Promise<void> {
  const { control, ring } = sharedLine(setup.buffer, setup.capacity);

  let out: number[] = [];
  let busyUs = 0;
  let idleSent = false;
  /** From the interpreter's (re)start until it first reads a byte: the time main.py runs in. */
  let starting = true;
  /** The VM hook has just raised KeyboardInterrupt: the next read lets the firmware see it. */
  let interruptRaised = false;
  /** The board's time and the wall clock since the board last waited for a byte (`paced`). */
  let pacedMs = 0;
  let wallStart = performance.now();

  function flush(idle: boolean, mainStarted = false): void {
    if (out.length === 0 && busyUs === 0 && !idle && !mainStarted) return;
    post({ kind: 'out', bytes: Uint8Array.from(out), busyUs, idle, mainStarted });
    out = [];
    busyUs = 0;
  }

  const robot = new Board({ world: worldByName('empty') });

  /**
   * Answers the page's requests: the robot at any time (it is plain data), the files only while
   * the firmware waits for a byte (reading them runs the firmware).
   */
  function answerCommand(waiting: boolean): void {
    const command = Atomics.load(control, CTRL.command);
    if (command === COMMAND.files && waiting) {
      post({ kind: 'files', files: Object.fromEntries(firmware.files() ?? []) });
    } else if (command === COMMAND.robot) {
      const state = robot.snapshot();
      post({
        kind: 'robot',
        robot: {
          motorsDriving: robot.motorsDriving(),
          redLeds: state.redLeds,
          pixels: state.pixels,
        },
      });
    } else return;
    Atomics.store(control, CTRL.command, COMMAND.none);
  }

  /** The next byte from the ring; with `take`, waits (blocked) until one comes. */
  function serialRead(take: boolean): number {
    for (;;) {
      // Read the bell first: whatever changes after this makes the wait below return at once.
      const bell = Atomics.load(control, CTRL.doorbell);
      answerCommand(true);
      const read = Atomics.load(control, CTRL.read);
      if (Atomics.load(control, CTRL.written) !== read) {
        const c = ring[read % setup.capacity]!;
        if (take) {
          Atomics.store(control, CTRL.read, read + 1);
          idleSent = false;
          starting = false;
        }
        return c;
      }
      if (!take) return -1;
      // A Ctrl-C while a program waits for input: the firmware's idle polls and raises it.
      if (interruptRaised || Atomics.load(control, CTRL.interrupt) === 1) {
        interruptRaised = false;
        return -1;
      }
      starting = false;
      if (!idleSent) {
        flush(true);
        idleSent = true;
      }
      Atomics.wait(control, CTRL.doorbell, bell);
      // The board waited: from here its time starts level with the wall clock again.
      pacedMs = 0;
      wallStart = performance.now();
    }
  }

  /**
   * Keeps the board's time with the wall clock (a page's fake board: a sleeping program must not
   * spin a core): once it is ahead, it sleeps, and wakes early when the host sends something.
   */
  function pace(us: number): void {
    pacedMs += us / 1000;
    const ahead = pacedMs - (performance.now() - wallStart);
    if (ahead > PACE_AHEAD_MS) {
      Atomics.wait(control, CTRL.doorbell, Atomics.load(control, CTRL.doorbell), ahead);
    }
  }

  /** The robot's HAL with the serial line on the ring and time reported to the page. */
  function replHal(): FirmwareHal {
    const board = new CoreBoardHal(robot);
    const hal = board.hal();
    const spend = (us: number) => {
      board.advance(us);
      busyUs += us;
      if (busyUs >= FLUSH_US) flush(false);
      answerCommand(false);
      if (setup.paced) pace(us);
    };
    return {
      ...hal,
      idle: () => spend(1000),
      delayUs: (us) => spend(us),
      poll: (vmHook) => {
        if (vmHook) spend(POLL_US);
        if (Atomics.exchange(control, CTRL.interrupt, 0) !== 1) return false;
        interruptRaised = true;
        return true;
      },
      serialWrite: (bytes) => {
        out.push(...bytes);
        if (String.fromCharCode(...bytes).includes(SOFT_REBOOT)) starting = true;
        if (out.length >= 512) flush(false);
      },
      serialRead,
      interruptChar: (c) => {
        // As the board's UART interrupt: Ctrl-C is an interrupt while code runs, else a byte.
        Atomics.store(control, CTRL.executing, c === 3 ? 1 : 0);
        if (c === 3 && starting) flush(false, true);
      },
    };
  }

  const firmware = await startFirmware(wasm, replHal());
  for (const [name, bytes] of Object.entries(setup.files)) {
    const errno = await firmware.writeFile(name, bytes);
    if (errno !== 0) throw new Error(`the fake board could not take ${name}: OSError ${errno}`);
  }
  firmware.deinit();
  post({ kind: 'ready' });
  await firmware.runRepl();
}
