// Types for the parts of our MicroPython build (simulator/micropython, package @maqueen/micropython)
// that the runtime uses; the package ships none.
declare module '@maqueen/micropython' {
  export interface MicroPythonOptions {
    heapsize?: number;
    pystack?: number;
    linebuffer?: boolean;
    url?: string;
    stdout?: (line: string) => void;
    stderr?: (line: string) => void;
  }
  export interface MicroPython {
    FS: {
      mkdirTree(path: string): void;
      writeFile(path: string, data: string): void;
    };
    registerJsModule(name: string, module: object): void;
    /** `__main__`'s globals. */
    globals: {
      get(key: string): unknown;
      delete(key: string): void;
    };
    runPython(code: string): unknown;
    _module: {
      _mp_sched_keyboard_interrupt(): void;
      _gc_board_set_budget(bytes: number): void;
      _stdoutBuffer?: number[];
    };
  }
  export function loadMicroPython(options?: MicroPythonOptions): Promise<MicroPython>;
}
