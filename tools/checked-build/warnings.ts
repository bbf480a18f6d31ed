// Docusaurus only warns about broken Markdown links, broken anchors and duplicate routes
// (the spec wants warnings, not errors); our own content must not cause any of them.
const PROBLEMS: [label: string, pattern: RegExp][] = [
  ['broken anchors', /\[WARNING\][^\n]*broken anchors/i],
  ['broken links', /\[WARNING\][^\n]*broken links/i],
  ['broken Markdown links', /\[WARNING\][^\n]*Markdown link[^\n]*couldn't be resolved/i],
  ['duplicate routes', /\[WARNING\][^\n]*duplicate routes/i],
];

/** Names of the content problems the build log reports, in a fixed order. */
export function contentWarnings(log: string): string[] {
  return PROBLEMS.filter(([, pattern]) => pattern.test(log)).map(([label]) => label);
}
