/**
 * Replaces `@docusaurus/Head` inside the theme's SearchBar in local mode: the only tag the
 * SearchBar puts into the head is a preconnect hint to Algolia's servers.
 */
export default function NoHead(): null {
  return null;
}
