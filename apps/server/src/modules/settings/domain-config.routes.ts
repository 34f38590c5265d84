import { type DomainConfig, domainConfigSchema } from '@host-portal/contracts/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import { domainConfig } from './public-settings.ts';

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
      return domainConfig(config, req.params.file.replace(/\.json$/i, ''));
    },
  );
};
