// Sending a program to the robot (src/plugins/board-link): a 20-line main.py with the library
// already on the board (target < 2 s) and with the library copied first (target < 6 s), on the
// fake board (the board's firmware and its REPL in a worker) with its serial line at 115200 baud
// and its code at the simulator's time. Times are the virtual clock's, from the click's first
// step to "Läuft auf dem micro:bit", with raw-paste as a V2 board offers it. Then the way of a
// board without MicroPython: the transfer finds none, the flash writes MicroPython, library and
// main.py (the fakes' flash model, testing/flashImage.ts: 1 ms a USB command).
//      npm run bench -- link
import { readFileSync } from 'node:fs';
import { flashProgram } from '../../src/plugins/board-link/client/flash.ts';
import { transferProgram } from '../../src/plugins/board-link/client/transfer.ts';
import { transferJob } from '../../src/plugins/board-link/client/transferJob.ts';
import { VirtualClock } from '../../src/plugins/board-link/testing/virtualClock.ts';
import { WasmBoard } from '../../src/plugins/board-link/testing/wasmBoard.ts';

const MAIN_PY = `from microbit import *
from maqueen import *

# Fährt ein Quadrat und blinkt dabei.
SPEED = 120
TURN_MS = 450


def seite():
    motor_run(Motor.ALL, SPEED)
    led_red(True)
    sleep(1000)
    motor_stop()
    led_red(False)

for runde in range(4):
    seite()
    motor_run(Motor.LEFT, SPEED)
    sleep(TURN_MS)
motor_stop()
`;
/** Next's library, the largest, as the page sends it (transferJob.ts: the board form). */
const { library } = transferJob(
  MAIN_PY,
  readFileSync(new URL('../../docs/lib/maqueen.py', import.meta.url), 'utf8'),
);

async function timed(withLibrary: boolean) {
  const clock = new VirtualClock();
  const board = await WasmBoard.start({
    clock,
    files: withLibrary ? {} : { 'maqueen.py': library.text },
  });
  const wall = performance.now();
  try {
    const result = await transferProgram({ code: MAIN_PY, library }, { connection: board, clock });
    return {
      ms: clock.now(),
      wallMs: performance.now() - wall,
      copied: result.libraryCopied,
      rawPaste: result.rawPaste,
      sent: board.written.length,
      overflow: board.overflow,
    };
  } finally {
    await board.stop();
  }
}

let failed = false;
for (const [label, withLibrary, limit] of [
  ['main.py, library already on the board', false, 2000],
  ['main.py and the library', true, 6000],
] as const) {
  const r = await timed(withLibrary);
  const ok = r.ms < limit && r.copied === withLibrary && r.overflow === 0;
  if (!ok) failed = true;
  console.log(
    `${ok ? ' ' : '✗'} ${label}: ${(r.ms / 1000).toFixed(2)} s at 115200 baud (target < ${limit / 1000} s); ` +
      `${r.sent} bytes sent, raw-paste ${r.rawPaste ? 'yes' : 'no (plain raw mode)'}, ` +
      `receive buffer overflows ${r.overflow}; wall ${(r.wallMs / 1000).toFixed(2)} s`,
  );
}
/** A board with MakeCode's demo: the transfer says so, then the reader's click on the flash. */
async function timedFlash() {
  const clock = new VirtualClock();
  const board = await WasmBoard.start({ clock, micropython: false });
  const release = readFileSync(
    new URL(
      '../../src/plugins/board-link/firmware/microbit-micropython-v2.1.2.hex',
      import.meta.url,
    ),
    'utf8',
  );
  try {
    const job = { code: MAIN_PY, library };
    const refused = await transferProgram(job, { connection: board, clock }).catch(
      (error: unknown) => error,
    );
    const findMs = clock.now();
    await flashProgram(job, { connection: board, loadFirmware: async () => release });
    return {
      refused,
      findMs,
      ms: clock.now(),
      sent: board.written.length,
      plan: board.lastFlash!,
      hexBytes: board.flashed[0]!.length,
    };
  } finally {
    await board.stop();
  }
}

{
  const r = await timedFlash();
  const ok = r.refused instanceof Error && !r.plan.partial && r.ms < 60_000;
  if (!ok) failed = true;
  console.log(
    `${ok ? ' ' : '✗'} a board without MicroPython, then the flash: ${(r.ms / 1000).toFixed(2)} s ` +
      `(finding no MicroPython ${(r.findMs / 1000).toFixed(2)} s, ${r.sent} serial bytes; ` +
      `a full flash of ${r.hexBytes} bytes of hex, ${r.plan.totalPages} pages, ${(r.plan.ms / 1000).toFixed(2)} s; target < 60 s)`,
  );
}
console.log(
  `main.py: ${MAIN_PY.split('\n').length - 1} lines; library ${library.version} as the board gets it: ${library.text.length} characters`,
);
process.exit(failed ? 1 : 0);
