// Static server for the production build: sirv serves the files, including folders whose names
// contain dots (/docs/2.0.1), which `docusaurus serve` answers with 404. Around it, what a host
// of this site does: `.html` redirects that stay inside the base path, the site's 404 page for
// unknown paths, and gzip for text so measurements match a real host.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join } from 'node:path';

import sirv from 'sirv';

import { gzipTextAnswers } from './gzip-text.ts';

export type StaticServerOptions = {
  /** Folder with the production build; its files are listed once, when the server is made. */
  root: string;
  /** The site's baseUrl, with leading and trailing slash. */
  baseUrl: string;
};

/** Text types sirv sends without a charset (or not at all, as for the library's `.py`). */
const TEXT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.py': 'text/x-python; charset=utf-8',
};

const REVALIDATE = 'public, max-age=0, must-revalidate';

function cacheControl(path: string): string {
  // File names under assets/ carry a content hash.
  return path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : REVALIDATE;
}

/**
 * Where to send the reader before looking for a file, or undefined. A route's HTML asked for
 * by name (`x/index.html`) would hydrate under a different path (errors, wrong active links).
 */
export function redirectBeforeFiles(path: string, baseUrl: string): string | undefined {
  if ((path === '/' && baseUrl !== '/') || `${path}/` === baseUrl) return baseUrl;
  if (!path.startsWith(baseUrl) || !path.endsWith('/index.html')) return undefined;
  const route = path.slice(0, -'/index.html'.length);
  return `${route}/` === baseUrl ? baseUrl : route;
}

/** Where to send the reader when no file matches `path` (`x.html` → `x`), or undefined. */
export function redirectWithoutHtml(path: string): string | undefined {
  return path.endsWith('.html') ? path.slice(0, -'.html'.length) : undefined;
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(301, { Location: location }).end();
}

export function createStaticServer({ root, baseUrl }: StaticServerOptions): Server {
  const serveFile = sirv(root, {
    extensions: ['html'],
    setHeaders(res, path) {
      res.setHeader('Cache-Control', cacheControl(path));
      const textType = TEXT_TYPES[extname(path)];
      if (textType) res.setHeader('Content-Type', textType);
    },
  });
  const notFoundFile = join(root, '404.html');
  const notFoundPage = existsSync(notFoundFile) ? readFileSync(notFoundFile) : undefined;

  function sendNotFound(res: ServerResponse): void {
    if (!notFoundPage) return void res.writeHead(404).end('Not found');
    res.writeHead(404, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': notFoundPage.length,
      'Cache-Control': REVALIDATE,
    });
    res.end(notFoundPage);
  }

  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname, search } = new URL(req.url ?? '/', 'http://localhost');
    const early = redirectBeforeFiles(pathname, baseUrl);
    if (early) return redirect(res, early + search);
    gzipTextAnswers(req, res);
    if (!pathname.startsWith(baseUrl)) return sendNotFound(res);

    // sirv looks paths up relative to the build folder.
    req.url = pathname.slice(baseUrl.length - 1) + search;
    serveFile(req, res, () => {
      const withoutHtml = redirectWithoutHtml(pathname);
      if (withoutHtml) redirect(res, withoutHtml + search);
      else sendNotFound(res);
    });
  });
}
