import { parseExpected, textMatches } from './claims.ts';

/** One difference between printed output and a ```text output block. */
export interface OutputMismatch {
  /** Index of the expected line (0-based) or of the first extra printed line. */
  index: number;
  expected: string | null;
  actual: string | null;
}

/**
 * Compares printed lines with the expected ones. A line `...` ends the comparison:
 * whatever comes after it may differ. Without it, the output must match completely.
 * Expected lines may carry a tolerance (`30 ± 1`).
 */
export function compareOutput(
  expectedLines: readonly string[],
  actual: readonly string[],
): OutputMismatch | null {
  const trimmed = [...expectedLines];
  while (trimmed.length > 0 && trimmed[trimmed.length - 1].trim() === '') trimmed.pop();
  const ellipsis = trimmed.findIndex((line) => line.trim() === '...');
  const checked = ellipsis >= 0 ? trimmed.slice(0, ellipsis) : trimmed;
  for (let i = 0; i < checked.length; i++) {
    const got = actual[i] ?? null;
    if (got === null || !textMatches(got, parseExpected(checked[i]))) {
      return { index: i, expected: checked[i], actual: got };
    }
  }
  if (ellipsis < 0 && actual.length > checked.length) {
    return { index: checked.length, expected: null, actual: actual[checked.length] };
  }
  return null;
}
