/**
 * Our keys in a code fence's meta string (after the language). Docusaurus' own keys
 * (`title="…"`, `{1,3}`, `showLineNumbers`) may stand beside them and are left alone.
 */
export const RUNNER_KEYS = [
  'world',
  'budget',
  'press',
  'norun',
  'assert',
  'raises',
  'noise',
  'compass',
] as const;
export type RunnerKey = (typeof RUNNER_KEYS)[number];

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

/** The runner's keys with their values (last one wins). */
export function runnerMeta(meta: string | null | undefined): Partial<Record<RunnerKey, string>> {
  const out: Partial<Record<RunnerKey, string>> = {};
  for (const t of tokenizeMeta(meta)) {
    if (t.key && (RUNNER_KEYS as readonly string[]).includes(t.key))
      out[t.key as RunnerKey] = t.value;
  }
  return out;
}

/** The meta string without the runner's keys (what the reader's page still needs). */
export function stripRunnerMeta(meta: string | null | undefined): string {
  return tokenizeMeta(meta)
    .filter((t) => !(t.key && (RUNNER_KEYS as readonly string[]).includes(t.key)))
    .map((t) => t.raw)
    .join(' ');
}
