// Our npm registry lacks some platform builds of optional native packages (e.g. @swc/core for
// macOS or Windows). `npm install` then leaves them out of package-lock.json, and `npm ci`
// refuses the lock as out of sync. This adds the missing entries with their platform
// constraints, so npm ci skips them on every other machine just as it would with a full lock.
// Run after every `npm install`:  npx tsx tools/setup/complete-lockfile.ts
import { readFileSync, writeFileSync } from 'node:fs';

type LockEntry = {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
};
type Lockfile = { packages: Record<string, LockEntry> };

const OS = ['darwin', 'linux', 'win32', 'freebsd', 'android'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64'];

/** Platform constraints encoded in names like `@swc/core-linux-x64-musl`. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()!.split('-');
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return null;
  const libc = parts.includes('musl')
    ? ['musl']
    : parts.some((p) => p.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

export function completeLockfile(lock: Lockfile): string[] {
  const added: string[] = [];
  for (const entry of Object.values(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const key = `node_modules/${name}`;
      const platform = platformOf(name);
      if (lock.packages[key] || !platform) continue;
      lock.packages[key] = { version, optional: true, ...platform };
      added.push(`${name}@${version}`);
    }
  }
  const [root, ...rest] = Object.entries(lock.packages);
  rest.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  lock.packages = Object.fromEntries([root, ...rest]);
  return added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as Lockfile;
  const added = completeLockfile(lock);
  writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
  console.log(added.length ? `Added ${added.length}: ${added.join(', ')}` : 'Lock file complete.');
}
