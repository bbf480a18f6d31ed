// Compresses text answers for clients that accept gzip, as static hosts do, so byte counts
// measured against this server match a real host. sirv only serves files compressed ahead of
// time; compressing on the fly keeps `build/` exactly what the build wrote.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { createGzip } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|xml|wasm)|image\/svg)/;

/** Whole-file answers only: a byte range of the file cannot be sent compressed. */
const COMPRESSED_STATUSES = new Set([200, 404]);

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * Makes `res` gzip its body if the answer turns out to be compressible text. The type is only
 * known when the headers are written, so the decision is taken in writeHead.
 */
export function gzipTextAnswers(req: IncomingMessage, res: ServerResponse): void {
  if (!acceptsGzip(req)) return;
  res.setHeader('Vary', 'Accept-Encoding');
  const writeHead = res.writeHead.bind(res);
  const write = res.write.bind(res);
  const end = res.end.bind(res);

  function compressingWriteHead(status: number, headers?: OutgoingHttpHeaders) {
    for (const [name, value] of Object.entries(headers ?? {})) {
      if (value !== undefined) res.setHeader(name, value);
    }
    const type = String(res.getHeader('Content-Type') ?? '');
    if (COMPRESSED_STATUSES.has(status) && COMPRESSIBLE.test(type)) {
      res.removeHeader('Content-Length');
      res.setHeader('Content-Encoding', 'gzip');
      const gzip = createGzip();
      gzip.on('data', (chunk: Buffer) => write(chunk));
      gzip.on('end', () => end());
      // Always "not full": the piped file must not wait for a drain event of `res` that the
      // compressed stream never causes; the files are small enough to buffer.
      res.write = ((chunk: Buffer | string) => {
        gzip.write(chunk);
        return true;
      }) as ServerResponse['write'];
      res.end = ((chunk?: Buffer | string) => {
        if (chunk !== undefined && typeof chunk !== 'function') gzip.end(chunk);
        else gzip.end();
        return res;
      }) as ServerResponse['end'];
    }
    return writeHead(status);
  }
  res.writeHead = compressingWriteHead as ServerResponse['writeHead'];
}
