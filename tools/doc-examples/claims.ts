import type { Observation } from './run-job.ts';
import { splitComments } from './python-lines.ts';

/** What a `# =>` comment promises. */
export interface Expected {
  /** Text as written after `=>` (without tolerance). */
  text: string;
  /** Allowed deviation for numbers, from `± 1`, or null. */
  tolerance: number | null;
}

export interface Claim {
  /** Line in the block (1-based). */
  line: number;
  kind: 'value' | 'print';
  expected: Expected;
  /** The claimed expression or print statement, for messages. */
  source: string;
}

export interface Rewritten {
  code: string;
  claims: Claim[];
  /** Claim comments that cannot be checked, with their block line. */
  problems: { line: number; message: string }[];
}

const CLAIM = /^#\s*=>\s?(.*)$/;
const TOLERANCE = /^(.*?)\s*(?:±|\+\/-)\s*(\d+(?:\.\d+)?)$/;
const ASSIGNMENT = /^([A-Za-z_][\w.]*(?:\s*,\s*[A-Za-z_][\w.]*)*)\s*=(?!=)/;

export function parseExpected(text: string): Expected {
  const trimmed = text.trim();
  const m = TOLERANCE.exec(trimmed);
  return m ? { text: m[1].trim(), tolerance: Number(m[2]) } : { text: trimmed, tolerance: null };
}

/**
 * Rewrites claim lines into calls the simulator records, keeping every line where it was,
 * so error lines still match the Markdown:
 *   `expr  # => v`        → `_claim_value(N, (expr))`
 *   `x = expr  # => v`    → `x = expr; _claim_value(N, (x))`
 *   `print(…)  # => text` → `_claim_mark(N); print(…); _claim_printed(N)`
 */
export function rewriteClaims(source: string): Rewritten {
  const claims: Claim[] = [];
  const problems: Rewritten['problems'] = [];
  const lines = splitComments(source).map((split, index) => {
    const original = source.split('\n')[index];
    const m = split.comment && !split.inString ? CLAIM.exec(split.comment) : null;
    if (!m) return original;
    const line = index + 1;
    const indent = /^\s*/.exec(split.code)?.[0] ?? '';
    const statement = split.code.trim();
    if (!statement) {
      problems.push({ line, message: 'claim "# =>" without an expression on the same line' });
      return original;
    }
    const expected = parseExpected(m[1]);
    if (/^print\(.*\)$/.test(statement)) {
      claims.push({ line, kind: 'print', expected, source: statement });
      return `${indent}_claim_mark(${line}); ${statement}; _claim_printed(${line})`;
    }
    const assignment = ASSIGNMENT.exec(statement);
    claims.push({ line, kind: 'value', expected, source: statement });
    if (assignment) return `${indent}${statement}; _claim_value(${line}, (${assignment[1]}))`;
    return `${indent}_claim_value(${line}, (${statement}))`;
  });
  return { code: lines.join('\n'), claims, problems };
}

/** Numbers compare with the claim's tolerance, or relatively 1e-6 (the device has 32-bit floats). */
function numbersMatch(actual: number, expected: Expected): boolean {
  const wanted = Number(expected.text);
  if (expected.text === '' || Number.isNaN(wanted)) return false;
  const allowed = expected.tolerance ?? Math.max(Math.abs(wanted), 1) * 1e-6;
  return Math.abs(actual - wanted) <= allowed + 1e-9;
}

/** Whether one printed line (or value text) satisfies an expected text. */
export function textMatches(actual: string, expected: Expected): boolean {
  if (expected.tolerance === null && actual === expected.text) return true;
  const asNumber = Number(actual);
  if (actual.trim() === '' || Number.isNaN(asNumber)) return false;
  if (expected.tolerance === null && !/[.eE]/.test(actual + expected.text)) return false;
  return numbersMatch(asNumber, expected);
}

export function observationMatches(observation: Observation, expected: Expected): boolean {
  if (observation.kind === 'print') return textMatches(observation.printed.join('\n'), expected);
  if (expected.tolerance === null) {
    if (observation.repr === expected.text || observation.str === expected.text) return true;
  }
  if (observation.number === null) return false;
  if (expected.tolerance === null && !/[.eE]/.test(observation.repr + expected.text)) return false;
  return numbersMatch(observation.number, expected);
}

export function describeObservation(observation: Observation): string {
  if (observation.kind === 'print') {
    return observation.printed.length === 0
      ? 'nothing printed'
      : `printed ${JSON.stringify(observation.printed.join('\n'))}`;
  }
  return observation.repr;
}

export function describeExpected(expected: Expected): string {
  return expected.tolerance === null ? expected.text : `${expected.text} ± ${expected.tolerance}`;
}
