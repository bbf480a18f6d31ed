// The private internals of the MicroPython WebAssembly port the runtime needs, in one place:
// asking the running program to raise KeyboardInterrupt, the last line of output that line
// buffering still holds, and our build's board heap.
import type { MicroPython } from '@maqueen/micropython';

/** Schedules KeyboardInterrupt in the running program (it fires at its next bytecode). */
export function interruptProgram(mp: MicroPython): void {
  mp._module._mp_sched_keyboard_interrupt();
}

/** With `linebuffer`, a last line without newline stays in the module's buffer: hand it out. */
export function flushPartialLine(mp: MicroPython, printLine: (line: string) => void): void {
  const pending = mp._module._stdoutBuffer;
  if (pending && pending.length > 0) {
    printLine(new TextDecoder().decode(new Uint8Array(pending)));
    pending.length = 0;
  }
}

/**
 * Lets the program keep at most `bytes` beyond what boot.py left live (the board's heap inside
 * this one, simulator/micropython); 0 lifts it. Called from outside Python, which could not
 * allocate once the program has filled the heap.
 */
export function setBoardHeap(mp: MicroPython, bytes: number): void {
  mp._module._gc_board_set_budget(bytes);
}
