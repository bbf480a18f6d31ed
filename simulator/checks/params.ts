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
