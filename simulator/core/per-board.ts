// Parts that hang off a board without being its fields (the radio, the sound log, the data log):
// each is made on first use and found again by the board, so the board's module stays as it is.

/** A lookup that gives every board its own `make()`, made on first use. */
export function perBoard<T>(make: () => T): (board: object) => T {
  const made = new WeakMap<object, T>();
  return (board) => {
    let part = made.get(board);
    if (part === undefined) {
      part = make();
      made.set(board, part);
    }
    return part;
  };
}
