// Parts that hang off a board without being its fields (the radio, the sound log, the data log,
// the ultrasonic sensor, the NeoPixels): each is made on first use and found again by the board,
// so a part keeps its state in its own module and the board's module stays as it is.

/** A lookup that gives every board its own `make(board)`, made on first use. */
export function perBoard<T, B extends object = object>(make: (board: B) => T): (board: B) => T {
  const made = new WeakMap<B, T>();
  return (board) => {
    let part = made.get(board);
    if (part === undefined) {
      part = make(board);
      made.set(board, part);
    }
    return part;
  };
}
