// The speeds the reader can choose: simulated time per wall time.

export const SPEEDS = [0.25, 0.5, 1, 2, 5, 10] as const;
export const DEFAULT_SPEED = 1;

export function isSpeed(value: unknown): value is number {
  return typeof value === 'number' && (SPEEDS as readonly number[]).includes(value);
}

/** German label, e.g. `0,25×`. */
export function speedLabel(speed: number): string {
  return `${String(speed).replace('.', ',')}×`;
}
