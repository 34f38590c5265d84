import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { BootData } from '@host-portal/contracts/settings';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { bootData, withBootData } from '../modules/settings/boot-data.ts';
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
export async function registerStaticWeb(
  app: FastifyInstance,
  config: Config,
  /** the settings flags in effect (the staff's switches, ADR 0044); without it the configured ones */
  features?: () => Promise<BootData['settings']['features']>,
) {
  const indexPath = path.join(config.webDist, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  // read once in production; in development the page may be rebuilt while the server runs
  let cachedIndex: string | null = null;
  const indexHtml = () => {
    const html = cachedIndex ?? fs.readFileSync(indexPath, 'utf8');
    if (config.env === 'production') cachedIndex = html;
    return html;
  };
  /**
   * The app's page with what its start would ask for first written into it (`boot-data.ts`). It
   * depends on the request's cookies and language, so caches must not share it. The not-found
   * handler has no compression hook (@fastify/compress works per route), so the page is compressed
   * here, once per distinct page (a handful: one per locale and cookie-banner state).
   */
  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const html = withBootData(indexHtml(), bootData(config, request, await features?.()));
    const encoding = pickEncoding(request.headers['accept-encoding']);
    reply
      .header('cache-control', 'no-cache, private')
      .header('vary', 'cookie, accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(await compressedPages.get(html, encoding));
  };
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
    return sendAppPage(request, reply);
  });
}

type Encoding = 'br' | 'gzip';

/** br, else gzip, else none, as the client accepts (a q=0 refuses). */
export function pickEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compressed pages by content, the most recent few (the Host header is the client's to choose). */
const compressedPages = {
  entries: new Map<string, Promise<Buffer>>(),
  get(html: string, encoding: Encoding): Promise<Buffer> {
    const key = `${encoding}:${createHash('sha256').update(html).digest('base64url')}`;
    let entry = this.entries.get(key);
    if (entry) {
      // most recently used last
      this.entries.delete(key);
    } else {
      entry =
        encoding === 'br'
          ? brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
          : gzip(html, { level: 9 });
      entry.catch(() => this.entries.delete(key));
    }
    this.entries.set(key, entry);
    if (this.entries.size > 32) this.entries.delete(this.entries.keys().next().value!);
    return entry;
  },
};
