import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { HttpError, NotFoundError } from '../http/errors.ts';
import { preferredEncoding } from '../http/preferred-encoding.ts';

/**
 * Serves the built SPA: hashed assets cached for a year, index.html never cached, and index.html for every
 * GET that is not a file and not under /api, so the client router can take over.
 */
export async function registerSpa(app: FastifyInstance, webDir: string) {
  const indexPath = path.join(webDir, 'index.html');
  const built = fs.existsSync(indexPath);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // scripts/precompress.mjs writes .br and .gz beside each text file at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const immutable = path.relative(webDir, filePath).startsWith(`assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const indexHtml = built ? fs.readFileSync(indexPath, 'utf8') : null;
  const indexBrotli = indexHtml === null ? null : zlib.brotliCompressSync(indexHtml);
  const indexGzip = indexHtml === null ? null : zlib.gzipSync(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isMissingAsset = pathname.startsWith('/assets/');
    // The metrics have a port of their own (METRICS_PORT); here the path is plainly not found, not the SPA.
    const isMetrics = pathname === '/metrics';
    if (isApi || isMissingAsset || isMetrics || (request.method !== 'GET' && request.method !== 'HEAD')) {
      throw new NotFoundError();
    }
    if (!indexHtml) {
      throw new HttpError(503, 'errors.web_not_built');
    }
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    if (encoding === 'br' && indexBrotli) return reply.header('content-encoding', 'br').send(indexBrotli);
    if (encoding === 'gzip' && indexGzip) return reply.header('content-encoding', 'gzip').send(indexGzip);
    return reply.send(indexHtml);
  });
}
