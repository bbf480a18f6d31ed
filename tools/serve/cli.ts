// `npm run serve`: serves ./build under the site's base path on http://localhost:3000.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { BASE_URL } from '../../guide/site.ts';
import { createStaticServer } from './server.ts';

const root = resolve(process.argv[2] ?? 'build');
const port = Number(process.env.PORT ?? 3000);

if (!existsSync(root)) {
  console.error(`No build found at ${root}. Run "npm run build" first.`);
  process.exit(1);
}
createStaticServer({ root, baseUrl: BASE_URL }).listen(port, () => {
  console.log(`Serving ${root} at http://localhost:${port}${BASE_URL}`);
});
