/** The versions this browser keeps a copy of, for the banner's cheap first look (no caches). */
export const OFFLINE_FLAG_KEY = 'maqueen-offline-versions';

/** The versions the flag names (garbage reads as none). */
export function flaggedVersions(raw: string | null): string[] {
  try {
    const value: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(0, 10)
      : [];
  } catch {
    return [];
  }
}
