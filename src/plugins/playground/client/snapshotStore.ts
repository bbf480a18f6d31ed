// What `useSyncExternalStore` reads: one snapshot, replaced whole on every change, and its
// listeners told. The player's run and check controllers and the board link's session share it.

export class SnapshotStore<T> {
  private current: T;
  private readonly listeners = new Set<() => void>();

  constructor(initial: T) {
    this.current = initial;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): T => this.current;

  protected get snapshot(): T {
    return this.current;
  }

  protected publish(next: T): void {
    this.current = next;
    for (const listener of this.listeners) listener();
  }
}
