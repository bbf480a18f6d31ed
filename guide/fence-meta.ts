// The one grammar of a code fence's meta string (after the language) in the guide. Our keys
// say how the example tests (and the reader's player) run a Python block; Docusaurus' own
// keys (`title="…"`, `{1,3}`, `showLineNumbers`) may stand beside them and are left alone.
// No DOM, no Node: the build, the tools and the browser all parse with this.
import type { ButtonPress } from '../simulator/core/buttons.ts';

export const RUNNER_KEYS = [
  'world',
  'budget',
  'press',
  'norun',
  'assert',
  'raises',
  'noise',
  'compass',
  'exercise',
  'check',
] as const;
export type RunnerKey = (typeof RUNNER_KEYS)[number];

/** Bare words that say which part of an exercise a block is (with `exercise=<id>`). */
export const EXERCISE_ROLES = ['starter', 'solution'] as const;
export type ExerciseRole = (typeof EXERCISE_ROLES)[number];

/** Fence languages of the Python blocks the tests run. */
export const PYTHON_LANGS: ReadonlySet<string> = new Set(['python', 'py']);

/** The word that marks a ```text block as the expected output of the block before it. */
export const OUTPUT_FLAG = 'output';

export const DEFAULT_WORLD = 'empty';
export const DEFAULT_BUDGET_S = 5;
export const MAX_BUDGET_S = 600;

/** How a Python block runs, with every default filled in. */
export interface RunSpec {
  world: string;
  budgetS: number;
  presses: ButtonPress[];
  /** Why the block is not run on its own, or null when it runs. */
  norun: string | null;
  /** Named behavioural assertions (`assert=a,b`). */
  assertions: string[];
  /** The exception the block is meant to end with. */
  raises: string | null;
  motorNoise: boolean;
  compassCalibrated: boolean;
  /** Whether the budget was written in the meta (exercises then use it for every variant). */
  budgetGiven: boolean;
  /** The block's part in an exercise, or null for an ordinary example. */
  exercise: ExerciseMeta | null;
}

/** `exercise=<id> starter check="name key=value …"` or `exercise=<id> solution`. */
export interface ExerciseMeta {
  id: string;
  role: ExerciseRole;
  /** The check as written (`check="stop-at-wall min=8 max=12"`), on one block of the pair. */
  check: { name: string; params: Record<string, string> } | null;
}

/** Exercise ids: lower-case words joined by hyphens, as they appear in `data-exercise`. */
export const EXERCISE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export interface MetaToken {
  /** Key for `key=value` tokens, null for bare words and `{…}` ranges. */
  key: string | null;
  value: string;
  /** The token exactly as written. */
  raw: string;
}

const TOKEN = /([A-Za-z_][\w-]*)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{[^}]*\}|\S+/g;

export function tokenizeMeta(meta: string | null | undefined): MetaToken[] {
  const tokens: MetaToken[] = [];
  for (const m of (meta ?? '').matchAll(TOKEN)) {
    if (m[1]) tokens.push({ key: m[1], value: m[2] ?? m[3] ?? m[4] ?? '', raw: m[0] });
    else tokens.push({ key: null, value: m[0], raw: m[0] });
  }
  return tokens;
}

const isRunnerKey = (key: string | null): key is RunnerKey =>
  key !== null && (RUNNER_KEYS as readonly string[]).includes(key);

const roleOf = (token: MetaToken): ExerciseRole | null =>
  token.key === null && (EXERCISE_ROLES as readonly string[]).includes(token.value)
    ? (token.value as ExerciseRole)
    : null;

/** Our keys with their values as written (the last one wins). */
export function runnerMeta(meta: string | null | undefined): Partial<Record<RunnerKey, string>> {
  const out: Partial<Record<RunnerKey, string>> = {};
  for (const t of tokenizeMeta(meta)) if (isRunnerKey(t.key)) out[t.key] = t.value;
  return out;
}

/** The meta string without our keys (what the reader's page still needs). */
export function stripRunnerMeta(meta: string | null | undefined): string {
  return tokenizeMeta(meta)
    .filter((t) => !isRunnerKey(t.key) && roleOf(t) === null)
    .map((t) => t.raw)
    .join(' ');
}

/** Whether a ```text block's meta marks it as expected output. */
export function isOutputMeta(meta: string | null | undefined): boolean {
  return tokenizeMeta(meta).some((t) => t.key === null && t.value === OUTPUT_FLAG);
}

/** A text block's meta without the output flag. */
export function stripOutputFlag(meta: string | null | undefined): string {
  return tokenizeMeta(meta)
    .filter((t) => !(t.key === null && t.value === OUTPUT_FLAG))
    .map((t) => t.raw)
    .join(' ');
}

function parsePresses(spec: string, problems: string[]): ButtonPress[] {
  const presses: ButtonPress[] = [];
  for (const part of spec.split(',').filter(Boolean)) {
    const m = /^([ab])@(\d+)(?::(\d+))?$/i.exec(part.trim());
    if (!m) {
      problems.push(`press="${part}" is not of the form a@1000 or b@2500:300`);
      continue;
    }
    presses.push({
      button: m[1].toLowerCase() as 'a' | 'b',
      atMs: Number(m[2]),
      ...(m[3] ? { holdMs: Number(m[3]) } : {}),
    });
  }
  return presses;
}

/**
 * Reads a Python block's meta into a run spec. `problems` name every value that breaks the
 * grammar; which worlds and assertions exist is the runner's to check.
 */
export function parseRunSpec(meta: string | null | undefined): {
  spec: RunSpec;
  problems: string[];
} {
  const raw = runnerMeta(meta);
  const problems: string[] = [];
  const norun = raw.norun === undefined ? null : raw.norun.trim();
  if (norun === '')
    problems.push('norun needs a reason, e.g. norun="Teil eines größeren Programms"');
  const budgetS = raw.budget === undefined ? DEFAULT_BUDGET_S : Number(raw.budget);
  if (!(budgetS > 0 && budgetS <= MAX_BUDGET_S)) {
    problems.push(`budget="${raw.budget}" must be 0 < seconds ≤ ${MAX_BUDGET_S}`);
  }
  if (raw.noise !== undefined && raw.noise !== 'motors') {
    problems.push(`noise="${raw.noise}" is unknown; the only kind is noise=motors`);
  }
  if (raw.compass !== undefined && raw.compass !== 'calibrated' && raw.compass !== 'uncalibrated') {
    problems.push(`compass="${raw.compass}" must be calibrated or uncalibrated`);
  }
  const spec: RunSpec = {
    budgetGiven: raw.budget !== undefined,
    exercise: parseExercise(meta, raw, problems),
    world: raw.world ?? DEFAULT_WORLD,
    budgetS,
    presses: parsePresses(raw.press ?? '', problems),
    norun,
    assertions: (raw.assert ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    raises: raw.raises ?? null,
    motorNoise: raw.noise === 'motors',
    compassCalibrated: raw.compass !== 'uncalibrated',
  };
  return { spec, problems };
}

/** A check as written: its name, then `key=value` parameters in the same grammar. */
function parseCheck(
  text: string,
  problems: string[],
): { name: string; params: Record<string, string> } | null {
  const [first, ...rest] = tokenizeMeta(text);
  if (!first || first.key !== null) {
    problems.push(`check="${text}" must start with the check's name`);
    return null;
  }
  const params: Record<string, string> = {};
  for (const token of rest) {
    if (token.key === null) problems.push(`check="${text}": "${token.raw}" is not key=value`);
    else params[token.key] = token.value;
  }
  return { name: first.value, params };
}

function parseExercise(
  meta: string | null | undefined,
  raw: Partial<Record<RunnerKey, string>>,
  problems: string[],
): ExerciseMeta | null {
  const roles = tokenizeMeta(meta)
    .map(roleOf)
    .filter((role) => role !== null);
  if (raw.exercise === undefined) {
    if (roles.length > 0 || raw.check !== undefined) {
      problems.push(
        `${[...roles, raw.check ? 'check' : ''].filter(Boolean).join(', ')} needs exercise=<id>`,
      );
    }
    return null;
  }
  if (!EXERCISE_ID.test(raw.exercise)) {
    problems.push(`exercise="${raw.exercise}" must be lower-case words joined by hyphens`);
  }
  if (roles.length !== 1) {
    problems.push(`exercise=${raw.exercise} needs exactly one of ${EXERCISE_ROLES.join(', ')}`);
  }
  if (raw.norun !== undefined) problems.push(`exercise=${raw.exercise} cannot be norun`);
  return {
    id: raw.exercise,
    role: roles[0] ?? 'starter',
    check: raw.check === undefined ? null : parseCheck(raw.check, problems),
  };
}
