import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses responses on the fly (API JSON, server-rendered pages) with brotli or gzip, as the
 * client accepts. Bodies under 1 KB are not worth it; types that are already compressed (JPEG,
 * WebP, PNG, fonts in woff2) are left alone by the compressible-type check. The built web assets
 * are compressed at build time and served as they are (`plugins/static-web.ts`).
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
