// Types of the emscripten glue (firmware.mjs, built by build/build.sh): the parts index.ts uses.
import type { FirmwareHal } from './index.ts';

export interface FirmwareInstance {
  _firmware_init(): void;
  _firmware_write_file(name: number, data: number, len: number): number;
  _firmware_run_main(): void;
  _firmware_deinit(): void;
  _firmware_keyboard_interrupt(): void;
  _firmware_repl(): void;
  _firmware_dump_files(buf: number, max: number): number;
  _firmware_program_line(): number;
  _firmware_set_trace_lines(on: number): void;
  _firmware_variables(buf: number, cap: number): number;
  _malloc(size: number): number;
  _free(ptr: number): void;
  HEAPU8: Uint8Array;
  /** With `{ async: true }`: waits while Asyncify has the stack unwound (the collector's scan). */
  ccall(
    name: string,
    returnType: 'number' | null,
    argTypes: 'number'[],
    args: number[],
    options: { async: true },
  ): Promise<number>;
}

export interface FirmwareModuleOptions {
  hal: FirmwareHal;
  instantiateWasm(
    imports: WebAssembly.Imports,
    receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void,
  ): object;
  print?: (text: string) => void;
  printErr?: (text: string) => void;
}

declare function createFirmware(options: FirmwareModuleOptions): Promise<FirmwareInstance>;
export default createFirmware;
