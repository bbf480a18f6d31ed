// Sending a program to the robot (src/plugins/board-link): a 20-line main.py with the library
// already on the board (target < 2 s) and with the library copied first (target < 6 s), on the
// fake board (the board's firmware and its REPL in a worker) with its serial line at 115200 baud
// and its code at the simulator's time. Times are the virtual clock's, from the click's first
// step to "Läuft auf dem micro:bit", with raw-paste as a V2 board offers it.
//      npm run bench -- link
import { readFileSync } from 'node:fs';
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
console.log(
  `main.py: ${MAIN_PY.split('\n').length - 1} lines; library ${library.version} as the board gets it: ${library.text.length} characters`,
);
process.exit(failed ? 1 : 0);
