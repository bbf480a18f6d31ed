// An exercise's check as its fence meta names it, read against the catalog: parameters parsed,
// setups made, time limit set.
import { CHECKS } from './catalog.ts';
import type { AnyCheck, RawParams, Variant } from './types.ts';

/** A check as named in the fence meta. */
export interface CheckCall {
  name: string;
  params: RawParams;
}

/** A check ready to run: parameters read, setups made, time limit set. */
export interface CheckPlan {
  check: AnyCheck;
  params: unknown;
  variants: Variant[];
  /** Simulated seconds each setup may take. */
  timeLimitS: number;
}

/**
 * The random seed of setup `index`: fixed, so the same program gets the same verdict every
 * time, and the player's replay of a setup runs as Prüfen ran it.
 */
export const setupSeed = (index: number): number => index + 1;

/** Reads a call against the catalog; `timeLimitS` (the starter's `budget=`) overrides the check's. */
export function planCheck(
  call: CheckCall,
  timeLimitS?: number,
): { plan: CheckPlan | null; problems: string[] } {
  const check = CHECKS[call.name];
  if (!check) {
    return {
      plan: null,
      problems: [`unknown check "${call.name}" (known: ${Object.keys(CHECKS).join(', ')})`],
    };
  }
  const { params, problems } = check.parse(call.params);
  const variants = check.variants(params);
  if (check.readsSensors && variants.length < 3) {
    problems.push(`check "${check.name}" reads sensors but has only ${variants.length} variant(s)`);
  }
  return {
    plan: { check, params, variants, timeLimitS: timeLimitS ?? check.timeLimitS },
    problems: problems.map((problem) => `check "${check.name}": ${problem}`),
  };
}
