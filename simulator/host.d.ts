// What both hosts of the simulator (Node worker threads, browser workers) provide beyond
// ES2022, declared as narrowly as the simulator uses it.
declare class TextDecoder {
  decode(input?: Uint8Array): string;
}
declare function structuredClone<T>(value: T): T;
declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly href: string;
}
interface ImportMeta {
  readonly url: string;
}
type BufferSource = ArrayBuffer | ArrayBufferView;
/** The part of WebAssembly's API the firmware's loader uses (firmware/index.ts). */
declare namespace WebAssembly {
  class Module {
    private readonly brand: 'Module';
  }
  class Instance {
    readonly exports: Record<string, unknown>;
  }
  type Imports = Record<string, Record<string, unknown>>;
  function compile(bytes: BufferSource): Promise<Module>;
  function instantiate(module: Module, imports?: Imports): Promise<Instance>;
}
