import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { sendProblem } from './errors.ts';

const SERVER_PREFIXES = ['/api/', '/oidc/', '/identity/', '/uploads/', '/config/'];
/** Files the build pre-compresses (apps/web/vite.config.ts), with their compressed twins. */
/** The sign-in starter page the web build makes next to index.html (apps/web/login.html). */
const LOGIN_PAGE = 'login.html';
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)(?:\.br|\.gz)?$/;

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
      // the build writes `.br` and `.gz` next to each text asset; the client gets the best it accepts
      preCompressed: true,
      // off, or `send` writes its own `public, max-age=0` over the header set below
      cacheControl: false,
      setHeaders(res, filePath) {
        // hashed assets never change; everything else must be revalidated
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        } else res.setHeader('cache-control', 'no-cache');
        if (COMPRESSIBLE.test(filePath)) res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  if (hasWeb && fs.existsSync(path.join(config.webDist, LOGIN_PAGE))) {
    // `/` is the login entry: send the visitor to the small page that starts the sign-in instead of
    // the whole app (which would only redirect). The PKCE verifier must be made in the browser, so
    // the server cannot go to the provider itself; that page sends a signed-in visitor to the app.
    app.get('/', (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`/redirect/login${query >= 0 ? request.url.slice(query) : ''}`, 302);
    });
    app.get('/redirect/login', (_request, reply) => reply.sendFile(LOGIN_PAGE));
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
    return reply.sendFile('index.html');
  });
}
