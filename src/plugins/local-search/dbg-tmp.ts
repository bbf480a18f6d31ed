import { buildEngine, modalRequest } from './relevance.ts';
const [version, ...q] = process.argv.slice(2);
void buildEngine('build')
  .search(modalRequest(q.join(' '), `docs-default-${version}`))
  .then(({ results }) => {
    for (const hit of results[0]!.hits.slice(0, 8)) {
      const path = new URL(hit.url).pathname.replace('/maqueen-plus-v2-mpy/docs/', '');
      console.log(
        hit.type.padEnd(8),
        path.padEnd(45),
        JSON.stringify(hit.hierarchy[hit.type as 'lvl1'] ?? hit.content)?.slice(0, 90),
      );
    }
    console.log('nbHits', results[0]!.nbHits);
  });
