import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the client build. Hashed files under /assets/ never change, so they are
 * cached for a year; the few unhashed files (favicon) for an hour. The build stored a
 * brotli and a gzip form next to each text file (scripts/assets/precompress.ts): they
 * are sent as they are, with Vary: Accept-Encoding, and nothing here is compressed per
 * request (registered before @fastify/compress, so its hook never sees these routes). Each file gets an
 * exact route (wildcard off), so any other path, traversal attempts included, falls
 * through to the pages and their 404.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  // Without its client build the site would render pages that never hydrate: refuse to start.
  if (!fs.existsSync(root)) throw new Error(`The client build is missing at ${root}; run npm run build`);
  await app.register(fastifyStatic, {
    root: path.resolve(root),
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
}
