import { readFileSync } from 'node:fs';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { pruneExpiredPayloads } from './adapter.ts';
import { pageContext, sendPage } from './http.ts';
import { interactionRoutes } from './interaction.routes.ts';
import { cookieKeys, ensureSigningKeys } from './keys.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { messagePage } from './pages/views.ts';
import { passwordRoutes } from './password.routes.ts';
import { createProvider } from './provider.ts';

export interface IdentityOptions {
  config: Config;
  database: Database;
  /** Defaults to SMTP (SMTP_URL) or the outbox in DATA_DIR. */
  mailer?: Mailer;
  /** Requests per minute and IP on each identity form POST (default 20). */
  rateLimitPerMinute?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded OpenID provider (present when the identity plugin is registered). */
    oidcProvider?: Provider;
  }
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const assets = {
  'identity.css': {
    file: new URL('./assets/identity.css', import.meta.url),
    type: 'text/css; charset=utf-8',
  },
  'identity.js': {
    file: new URL('./assets/identity.js', import.meta.url),
    type: 'text/javascript; charset=utf-8',
  },
} as const;

/**
 * The embedded OpenID Connect provider under /oidc and its pages under /identity. Register after
 * @fastify/cookie (it reads and sets cookies) and before any catch-all (SPA fallback) route.
 */
export async function registerIdentity(app: FastifyInstance, opts: IdentityOptions) {
  const { config, database } = opts;
  const provider = createProvider({
    config,
    database,
    signingKeys: await ensureSigningKeys(database),
    cookieKeys: await cookieKeys(database, config.oidc.cookieSecret),
  });
  const mailer = opts.mailer ?? createMailer(config, app.log);
  const limit = { max: opts.rateLimitPerMinute ?? 20, timeWindow: '1 minute' };
  app.decorate('oidcProvider', provider);

  const callback = provider.callback();
  // oidc-provider's own errors are rendered by renderError; keep stack traces out of the console
  provider.on('server_error', (_ctx, err) => app.log.error({ err }, 'oidc provider error'));

  // The provider reads request bodies itself, so nothing may parse them before it does.
  await app.register(async (oidc) => {
    hideFromOpenApi(oidc);
    oidc.removeAllContentTypeParsers();
    oidc.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const mount = (request: FastifyRequest, reply: FastifyReply) => {
      // headers set so far (correlation id, security headers) survive the hand-over
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value as string | string[] | number);
      }
      reply.hijack();
      const raw = request.raw as typeof request.raw & { originalUrl?: string };
      const url = raw.url ?? '/';
      raw.originalUrl = url;
      raw.url = url.slice('/oidc'.length) || '/';
      if (raw.url.startsWith('?')) raw.url = `/${raw.url}`;
      callback(raw, reply.raw);
    };
    oidc.all('/oidc', mount);
    oidc.all('/oidc/*', mount);
  });

  await app.register(async (pages) => {
    hideFromOpenApi(pages);
    if (!pages.hasContentTypeParser('application/x-www-form-urlencoded')) await pages.register(formbody);
    if (!pages.hasDecorator('rateLimit')) await pages.register(rateLimit, { global: false });
    // a form post over the rate limit gets a page, not JSON; everything else goes to the app's handler
    pages.setErrorHandler((error, request, reply) => {
      if ((error as { statusCode?: number }).statusCode !== 429) throw error;
      const p = pageContext(request, config);
      return sendPage(
        reply.header('retry-after', '60'),
        429,
        messagePage(p, p.t('identity.error.title'), p.t('identity.login.errorRateLimited'), [], {
          alert: true,
        }),
      );
    });
    pages.get(
      '/identity/assets/:name',
      async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
        const asset = assets[request.params.name as keyof typeof assets];
        if (!asset) return reply.callNotFound();
        return reply
          .type(asset.type)
          .header('cache-control', config.env === 'production' ? 'public, max-age=3600' : 'no-cache')
          .send(readFileSync(asset.file));
      },
    );
    await interactionRoutes(pages, { config, database, provider, rateLimit: limit });
    await passwordRoutes(pages, { config, database, provider, mailer, rateLimit: limit });
  });

  const timer = setInterval(() => {
    pruneExpiredPayloads(database).catch((err: unknown) =>
      app.log.warn({ err }, 'pruning identity data failed'),
    );
  }, PRUNE_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Identity routes are pages and protocol endpoints, not API calls: keep them out of /api/openapi.json. */
function hideFromOpenApi(scope: FastifyInstance) {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true } as typeof route.schema;
  });
}
