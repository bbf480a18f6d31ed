/** A scripted press of button A or B at a simulated time, as fence meta `press=a@1000` gives it. */
export interface ButtonPress {
  button: 'a' | 'b';
  atMs: number;
  /** How long the button is held; default 100 ms. */
  holdMs?: number;
}

const DEFAULT_HOLD_MS = 100;

/**
 * Buttons A and B. Presses are scripted ahead of time (CI) or added while running (browser);
 * `was_pressed` / `get_presses` count presses that started since the last call, as on the device.
 */
export class Buttons {
  private readonly presses: ButtonPress[] = [];
  private readonly counted: Record<'a' | 'b', number> = { a: 0, b: 0 };

  constructor(presses: readonly ButtonPress[] = []) {
    for (const press of presses) this.add(press);
  }

  add(press: ButtonPress): void {
    this.presses.push(press);
    this.presses.sort((x, y) => x.atMs - y.atMs);
  }

  /** A live press or release (the reader's click) at the current simulated time. */
  set(button: 'a' | 'b', down: boolean, nowUs: number): void {
    const nowMs = nowUs / 1000;
    const open = this.presses.find((p) => p.button === button && p.holdMs === Infinity);
    if (down && !open) this.add({ button, atMs: nowMs, holdMs: Infinity });
    if (!down && open) open.holdMs = Math.max(0, nowMs - open.atMs);
  }

  isPressed(button: 'a' | 'b', nowUs: number): boolean {
    const nowMs = nowUs / 1000;
    return this.presses.some(
      (p) =>
        p.button === button && nowMs >= p.atMs && nowMs < p.atMs + (p.holdMs ?? DEFAULT_HOLD_MS),
    );
  }

  /** Presses started up to now that no `was_pressed`/`get_presses` call has consumed yet. */
  takePresses(button: 'a' | 'b', nowUs: number): number {
    const started = this.presses.filter(
      (p) => p.button === button && p.atMs <= nowUs / 1000,
    ).length;
    const fresh = started - this.counted[button];
    this.counted[button] = started;
    return fresh;
  }
}
