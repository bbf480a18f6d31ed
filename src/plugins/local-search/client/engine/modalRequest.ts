/**
 * The request the DocSearch modal sends from a page of one docs version, the engine's main
 * contract: the relevance harness, the search bench and the record-to-hit test ask the engine
 * with it, so they measure what readers get.
 */

export function modalRequest(query: string, tag: string) {
  const levels = [1, 2, 3, 4, 5, 6].map((n) => `hierarchy.lvl${n}:10`);
  return {
    requests: [
      {
        query,
        indexName: 'maqueen-plus-v2-mpy',
        attributesToRetrieve: ['hierarchy.lvl0', 'content', 'type', 'url'],
        attributesToSnippet: [...levels, 'content:10'],
        snippetEllipsisText: '…',
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        hitsPerPage: 20,
        facetFilters: ['language:de', ['docusaurus_tag:default', `docusaurus_tag:${tag}`]],
      },
    ],
  };
}
