// Which interpreter the example runner's workers use: `--engine firmware` on the command line or
// MAQUEEN_ENGINE=firmware in the environment (worker threads inherit it). The board's firmware is
// the default; MicroPython 1.27 with the imitation layer can still be chosen until it is removed
// (issue 31).

export const ENGINES = ['micropython', 'firmware'] as const;
export type Engine = (typeof ENGINES)[number];

/** The engine MAQUEEN_ENGINE names; throws for a name no engine has. */
export function engineFromEnv(env: Record<string, string | undefined>): Engine {
  const name = env.MAQUEEN_ENGINE ?? 'firmware';
  if (!(ENGINES as readonly string[]).includes(name)) {
    throw new Error(`MAQUEEN_ENGINE=${name}: known engines are ${ENGINES.join(', ')}`);
  }
  return name as Engine;
}

/** The arguments without `--engine NAME` / `--engine=NAME`, and the name if given. */
export function takeEngineArgument(args: readonly string[]): {
  rest: string[];
  engine: string | null;
} {
  const rest: string[] = [];
  let engine: string | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--engine') engine = args[++i] ?? '';
    else if (arg.startsWith('--engine=')) engine = arg.slice('--engine='.length);
    else rest.push(arg);
  }
  return { rest, engine };
}
