// The two private internals of the MicroPython WebAssembly port the runtime needs, in one
// place: asking the running program to raise KeyboardInterrupt, and the last line of output
// that line buffering still holds.
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
