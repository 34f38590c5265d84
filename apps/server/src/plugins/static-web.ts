import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendProblem } from './errors.ts';

const SERVER_PREFIXES = ['/api/', '/oidc/', '/identity/', '/uploads/', '/config/'];

/**
 * Serves the built SPA with an index.html fallback for client routes. Unknown paths under the
 * server's own prefixes answer a 404 problem, never the SPA.
 */
export async function registerStaticWeb(app: FastifyInstance, config: Config) {
  const indexPath = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDist,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        // hashed assets never change; everything else must be revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isServerPath = url === '/api' || SERVER_PREFIXES.some((p) => url.startsWith(p));
    if (isServerPath || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendProblem(reply, 404, ERROR_CODES.routeNotFound, `No route ${request.method} ${url}`);
    }
    const file = url.slice(1);
    if (hasWeb && file && !file.includes('..') && fs.existsSync(path.join(config.webDist, file))) {
      return reply.sendFile(file);
    }
    if (/\.[a-z0-9]{1,8}$/i.test(url)) {
      // a missing file (a theme style sheet, an image) is a 404, not the SPA's page
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (!hasWeb) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built. Run `npm run build` (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
