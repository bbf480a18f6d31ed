/**
 * Where the modal's "Sollte diese Suche etwas finden? Sag uns Bescheid." link leads: a new
 * issue in the source repository, titled with the query, so a reader reports a search that
 * found nothing in one click (DocSearch shows the link only when it is given this URL).
 */
export function missingResultsUrl(repoUrl: string, query: string, page: string): string {
  const url = new URL(`${repoUrl.replace(/\/+$/, '')}/issues/new`);
  const searched = query.trim();
  url.searchParams.set('title', `Suche findet nichts: „${searched}“`);
  url.searchParams.set(
    'body',
    `Ich habe „${searched}“ gesucht und nichts gefunden.\n\nGesucht auf: ${page}\n\nIch hatte erwartet: `,
  );
  return url.href;
}
