// Static server for the production build. Unlike `docusaurus serve` it serves folders whose
// names contain dots (/docs/2.0.1), keeps `.html` redirects inside the base path, answers
// unknown paths with the site's 404 page and compresses text so measurements match a real host.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.py': 'text/x-python; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;

export type StaticServerOptions = {
  /** Folder with the production build. */
  root: string;
  /** The site's baseUrl, with leading and trailing slash. */
  baseUrl: string;
};

type Resolution =
  { kind: 'file'; path: string } | { kind: 'redirect'; location: string } | { kind: 'notFound' };

function isFile(path: string): boolean {
  return existsSync(path) && statSync(path).isFile();
}

/** Maps a URL path to what the server answers; exported for tests. */
export function resolveRequest(root: string, baseUrl: string, urlPath: string): Resolution {
  if (urlPath === '/' && baseUrl !== '/') return { kind: 'redirect', location: baseUrl };
  if (`${urlPath}/` === baseUrl) return { kind: 'redirect', location: baseUrl };
  if (!urlPath.startsWith(baseUrl)) return { kind: 'notFound' };

  let relative: string;
  try {
    relative = decodeURIComponent(urlPath.slice(baseUrl.length));
  } catch {
    return { kind: 'notFound' };
  }
  const target = normalize(join(root, relative));
  if (target !== root && !target.startsWith(root + sep)) return { kind: 'notFound' };

  // A route's HTML file asked for by name would hydrate under a different path (errors, wrong
  // active links): send the reader to the route itself.
  if (urlPath.endsWith('/index.html') && isFile(target)) {
    const route = urlPath.slice(0, -'/index.html'.length);
    return { kind: 'redirect', location: `${route}/` === baseUrl ? baseUrl : route };
  }
  if (isFile(target)) return { kind: 'file', path: target };
  const index = join(target, 'index.html');
  if (isFile(index)) return { kind: 'file', path: index };

  const withoutHtml = urlPath.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (withoutHtml !== urlPath) return { kind: 'redirect', location: withoutHtml };
  return { kind: 'notFound' };
}

function send(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  status: number,
  urlPath: string,
): void {
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  const hashedAsset = /\/assets\//.test(urlPath);
  res.setHeader('Content-Type', type);
  res.setHeader(
    'Cache-Control',
    hashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (acceptsGzip && COMPRESSIBLE.test(type)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    res.writeHead(status);
    if (req.method === 'HEAD') return void res.end();
    createReadStream(path).pipe(createGzip()).pipe(res);
    return;
  }
  res.setHeader('Content-Length', statSync(path).size);
  res.writeHead(status);
  if (req.method === 'HEAD') return void res.end();
  createReadStream(path).pipe(res);
}

export function createStaticServer({ root, baseUrl }: StaticServerOptions): Server {
  const rootDir = normalize(root);
  return createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const resolution = resolveRequest(rootDir, baseUrl, url.pathname);
    if (resolution.kind === 'redirect') {
      res.writeHead(301, { Location: resolution.location + url.search }).end();
    } else if (resolution.kind === 'file') {
      send(req, res, resolution.path, 200, url.pathname);
    } else {
      const notFoundPage = join(rootDir, '404.html');
      if (isFile(notFoundPage)) send(req, res, notFoundPage, 404, url.pathname);
      else res.writeHead(404).end('Not found');
    }
  });
}
