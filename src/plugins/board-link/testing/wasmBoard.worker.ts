// The fake board's own thread: the real MicroPython (WebAssembly) the simulator runs, driven
// through its event-driven REPL (`replInit`, `replProcessChar`) one received byte at a time, as
// the board's firmware drives pyexec. Runs blocked in Atomics.wait while the ring is empty.
import { parentPort, workerData } from 'node:worker_threads';
import { loadMicroPython, type MicroPython } from '@maqueen/micropython';
import { boardPython } from './wasmBoard.python.ts';
import { CTRL, sharedLine, type BoardMessage, type BoardSetup } from './wasmBoard.shared.ts';

/** The REPL part of the package's API, which the simulator's declarations leave out. */
type ReplMicroPython = MicroPython & {
  replInit(): void;
  replProcessChar(c: number): number;
  FS: MicroPython['FS'] & {
    readdir(path: string): string[];
    readFile(path: string): Uint8Array;
    writeFile(path: string, data: Uint8Array | string): void;
  };
};

const setup = workerData as BoardSetup;
const { control, ring } = sharedLine(setup.buffer, setup.capacity);
const port = parentPort;
if (!port) throw new Error('wasmBoard.worker.ts runs as a worker thread');

let out: number[] = [];
let lastOut = 0;
let jumps = 0;
let idleSent = false;
let rawMode = false;
let lastTwo = '';
// Set by boot() before the REPL loop starts.
let mp!: ReplMicroPython;
/** Files survive soft resets: they are kept here between interpreters. */
let files: Record<string, Uint8Array> = { ...setup.files };

function post(message: BoardMessage): void {
  port!.postMessage(message);
}

function flush(idle: boolean, mainStarted = false): void {
  if (out.length === 0 && jumps === 0 && !idle && !mainStarted) return;
  post({ kind: 'out', bytes: Uint8Array.from(out), jumps, idle, mainStarted });
  out = [];
  jumps = 0;
}

/** The board's UART output is cooked: \n goes out as \r\n. */
function emit(byte: number): void {
  if (byte === 0x0a && lastOut !== 0x0d) out.push(0x0d);
  out.push(byte);
  lastOut = byte;
  if (out.length >= 512) flush(false);
}

function emitText(text: string): void {
  for (const byte of new TextEncoder().encode(text)) emit(byte);
}

function saveFiles(): void {
  files = {};
  for (const name of mp.FS.readdir('/flash')) {
    if (name !== '.' && name !== '..') files[name] = mp.FS.readFile(`/flash/${name}`);
  }
}

async function boot(): Promise<void> {
  mp = (await loadMicroPython({
    heapsize: 1024 * 1024,
    linebuffer: false,
    stdout: (bytes: Uint8Array) => bytes.forEach(emit),
    stderr: (bytes: Uint8Array) => bytes.forEach(emit),
  } as unknown as Parameters<typeof loadMicroPython>[0])) as ReplMicroPython;
  mp.FS.mkdirTree('/flash');
  for (const [name, bytes] of Object.entries(files)) mp.FS.writeFile(`/flash/${name}`, bytes);
  mp.registerJsModule('_fakeboard', {
    poll(count: number) {
      jumps += count;
      if (Atomics.exchange(control, CTRL.interrupt, 0) === 1) {
        mp._module._mp_sched_keyboard_interrupt();
      }
      if (jumps >= 5000) flush(false);
    },
  });
  mp.runPython(boardPython(setup.machine));
}

/** The firmware after a soft reset: main.py in the friendly REPL, then the REPL. */
async function softReboot(): Promise<void> {
  emitText('MPY: soft reboot\n');
  saveFiles();
  const wasRaw = rawMode;
  await boot();
  if (wasRaw) {
    mp.replInit();
    mp.replProcessChar(0x01);
    return;
  }
  if (files['main.py']) {
    flush(false, true);
    Atomics.store(control, CTRL.interrupt, 0);
    Atomics.store(control, CTRL.executing, 1);
    try {
      mp.runPython('import main');
    } catch (error) {
      const text = String((error as Error).message ?? error);
      // The runner's own frame is not the board's: it imports main.py itself.
      emitText(
        `${text
          .split('\n')
          .filter((line) => !line.includes('"<stdin>"'))
          .join('\n')}`,
      );
      if (!text.endsWith('\n')) emitText('\n');
    } finally {
      Atomics.store(control, CTRL.executing, 0);
    }
  }
  mp.replInit();
}

async function process(c: number): Promise<void> {
  // This MicroPython would wait forever for raw-paste data it cannot read (its stdin is not
  // the REPL's): answer as a board without raw-paste, and clear the line instead.
  if (rawMode && lastTwo === '\x05A' && c === 0x01) {
    lastTwo = '';
    emitText('R\x00');
    mp.replProcessChar(0x03);
    return;
  }
  lastTwo = (lastTwo + String.fromCharCode(c)).slice(-2);
  if (c === 0x02) rawMode = false;
  Atomics.store(control, CTRL.interrupt, 0);
  Atomics.store(control, CTRL.executing, 1);
  let result: number;
  try {
    result = mp.replProcessChar(c);
  } finally {
    Atomics.store(control, CTRL.executing, 0);
  }
  if (c === 0x01 && !rawMode) rawMode = outText().includes('raw REPL; CTRL-B to exit');
  if (result !== 0) await softReboot();
}

function outText(): string {
  return String.fromCharCode(...out.slice(-40));
}

await boot();
mp.replInit();
post({ kind: 'ready' });
for (;;) {
  // Read the bell first: whatever changes after this makes the wait below return at once.
  const bell = Atomics.load(control, CTRL.doorbell);
  const written = Atomics.load(control, CTRL.written);
  if (Atomics.load(control, CTRL.command) === 1) {
    saveFiles();
    post({ kind: 'files', files });
    Atomics.store(control, CTRL.command, 0);
    continue;
  }
  const read = Atomics.load(control, CTRL.read);
  if (written === read) {
    if (!idleSent) {
      flush(true);
      idleSent = true;
    }
    Atomics.wait(control, CTRL.doorbell, bell);
    continue;
  }
  idleSent = false;
  const c = ring[read % setup.capacity];
  Atomics.store(control, CTRL.read, read + 1);
  await process(c);
}
