export type DocsVersionInfo = { name: string; isLast: boolean };

/**
 * The version the search page should start with: the reader's stored preference if that
 * version still exists, otherwise the latest release.
 */
export function searchVersionToPreselect(
  versions: DocsVersionInfo[],
  preferred: string | null,
): string | undefined {
  if (preferred && versions.some((version) => version.name === preferred)) return preferred;
  return versions.find((version) => version.isLast)?.name;
}
