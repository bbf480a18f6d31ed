// What both hosts of the simulator (Node worker threads, browser workers) provide beyond
// ES2022, declared as narrowly as the simulator uses it.
declare class TextDecoder {
  decode(input?: Uint8Array): string;
}
declare function structuredClone<T>(value: T): T;
