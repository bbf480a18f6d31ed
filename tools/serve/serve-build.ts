// Serves the production build (./build) on a free port, the way README's serve command does.
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import { BASE_URL } from '../../guide/site.ts';
import { createStaticServer } from './server.ts';

export type ServedSite = {
  /** Absolute URL of the site root, ending in the base path, e.g. http://127.0.0.1:4567/maqueen-plus-v2-mpy/ */
  origin: string;
  url: (path: string) => string;
  close: () => Promise<void>;
};

export async function serveBuild(root = resolve('build')): Promise<ServedSite> {
  if (!existsSync(root)) throw new Error(`No build at ${root}: run "npm run build" first.`);
  const server = createStaticServer({ root, baseUrl: BASE_URL });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}${BASE_URL}`;
  return {
    ...siteAt(origin),
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/** A site another process serves at `origin`; closing it leaves that server running. */
export function siteAt(origin: string): ServedSite {
  return { origin, url: (path) => origin + path.replace(/^\//, ''), close: async () => {} };
}
