import { parseWorld, type WorldSpec } from '../core/world.ts';
import arena from './arena.json' with { type: 'json' };
import empty from './empty.json' with { type: 'json' };
import oval from './oval.json' with { type: 'json' };

/** The worlds a code block can ask for with fence meta `world=…`. */
export const WORLDS: Record<string, WorldSpec> = {
  empty: parseWorld(empty),
  oval: parseWorld(oval),
  arena: parseWorld(arena),
};

export function worldByName(name: string): WorldSpec {
  const world = WORLDS[name];
  if (!world) throw new Error(`Unknown world "${name}" (known: ${Object.keys(WORLDS).join(', ')})`);
  // A fresh copy, so a run can never change the shared definition.
  return structuredClone(world);
}
