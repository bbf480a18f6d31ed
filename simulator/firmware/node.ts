// Node's way to the firmware: reads firmware.wasm beside this file (the host-neutral part,
// index.ts, takes the compiled module; a browser worker fetches the file instead).
import { readFileSync } from 'node:fs';
import { compileFirmware, FIRMWARE_WASM_URL } from './index.ts';

let compiled: Promise<WebAssembly.Module> | undefined;

/** The firmware's WebAssembly, compiled once per process. */
export function loadFirmwareWasm(): Promise<WebAssembly.Module> {
  compiled ??= compileFirmware(readFileSync(FIRMWARE_WASM_URL));
  return compiled;
}
