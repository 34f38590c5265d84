import { type DomainConfig, domainConfigSchema } from '@host-portal/contracts/settings';
import { DEFAULT_LOCALE, LOCALES } from '@host-portal/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';

/**
 * GET /config/{hostname}.json: the per-domain configuration the SPA loads first. One deployment
 * serves one domain set; every hostname gets the same answer with its own name.
 */
export const domainConfigRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  app.get(
    '/config/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'Domain configuration for a hostname (`/config/{hostname}.json`)',
        params: z.object({
          file: z.string().regex(/^[a-z0-9.-]{1,253}\.json$/i, 'expected {hostname}.json'),
        }),
        response: { 200: domainConfigSchema },
      },
    },
    async (req, reply): Promise<DomainConfig> => {
      reply.header('cache-control', 'public, max-age=300');
      return {
        domain: req.params.file.replace(/\.json$/i, ''),
        defaultLocale: DEFAULT_LOCALE,
        locales: [...LOCALES],
        identityProvider: { issuer: config.oidc.issuer, clientId: config.oidc.clientId },
        referralWidgetIds: [],
        assetsHost: config.publicUrl,
      };
    },
  );
};
