// Reading a check's parameters: numbers with a default and a range, nothing unknown.
import type { RawParams } from './types.ts';

export interface NumberParam {
  default: number;
  min: number;
  max: number;
}

/**
 * Reads the named numbers from `raw` with their defaults; every unknown name and every value
 * out of range becomes a problem (the defaults then stand).
 */
export function parseNumbers<K extends string>(
  raw: RawParams,
  spec: Record<K, NumberParam>,
): { params: Record<K, number>; problems: string[] } {
  const problems: string[] = [];
  const params = {} as Record<K, number>;
  for (const key of Object.keys(spec) as K[]) {
    const { default: fallback, min, max } = spec[key];
    params[key] = fallback;
    if (raw[key] === undefined) continue;
    const value = Number(raw[key]);
    if (raw[key].trim() === '' || !Number.isFinite(value) || value < min || value > max) {
      problems.push(`${key}="${raw[key]}" must be a number from ${min} to ${max}`);
    } else params[key] = value;
  }
  for (const key of Object.keys(raw)) {
    if (!(key in spec)) {
      const known = Object.keys(spec);
      problems.push(
        `unknown parameter "${key}"${known.length ? ` (known: ${known.join(', ')})` : ''}`,
      );
    }
  }
  return { params, problems };
}

/** A number as a German reader writes it: rounded to `decimals`, comma as separator. */
export function formatNumber(value: number, decimals = 0): string {
  const rounded = Number(value.toFixed(decimals));
  return String(Object.is(rounded, -0) ? 0 : rounded).replace('.', ',');
}

/**
 * A measured value next to the limits it is judged against, with as many decimals as it takes
 * (up to three) to show on which side of each limit it lies: 7.76 against 8 is "7,8", never
 * "8", so a failing message never reads like a pass.
 */
export function formatMeasured(value: number, limits: readonly number[]): string {
  for (let decimals = 0; decimals < 3; decimals++) {
    const shown = Number(value.toFixed(decimals));
    if (limits.every((limit) => Math.sign(shown - limit) === Math.sign(value - limit))) {
      return formatNumber(value, decimals);
    }
  }
  // Closer than the decimals can show: rounded away from the nearest limit, towards the truth.
  const nearest = limits.reduce((a, b) => (Math.abs(value - b) < Math.abs(value - a) ? b : a));
  const away = value < nearest ? Math.floor(value * 1000) : Math.ceil(value * 1000);
  return formatNumber(away / 1000, 3);
}
