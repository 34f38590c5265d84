import { errorResponses } from '@host-portal/contracts/errors';
import {
  featureToggleBodySchema,
  featureToggleParamsSchema,
  featureToggleSchema,
  featureTogglesSchema,
} from '@host-portal/contracts/feature-toggles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureTogglesService } from './feature-toggles.service.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** The staff's switches of the settings flags (ADR 0044), under /api/staff: anyone else gets 404. */
export const featureTogglesRoutes: FastifyPluginAsyncZod<{ featureToggles: FeatureTogglesService }> = async (
  app,
  { featureToggles },
) => {
  app.get(
    '/feature-toggles',
    {
      schema: {
        tags,
        security,
        summary: 'The settings flags the staff may switch, with what the app gets now',
        response: { 200: featureTogglesSchema, ...errorResponses },
      },
    },
    async () => featureToggles.list(),
  );

  app.get(
    '/feature-toggles/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One settings flag with its default and the latest switches (who, when)',
        params: featureToggleParamsSchema,
        response: { 200: featureToggleSchema, ...errorResponses },
      },
    },
    async (req) => featureToggles.detail(req.params.id),
  );

  app.put(
    '/feature-toggles/:id',
    {
      schema: {
        tags,
        security,
        summary:
          'Switch a settings flag for every user: GET /api/public/settings and the app’s page carry it from now on',
        params: featureToggleParamsSchema,
        body: featureToggleBodySchema,
        response: { 200: featureToggleSchema, ...errorResponses },
      },
    },
    async (req) => featureToggles.set(req.params.id, req.body.enabled, req.auth.userId),
  );
};
