import { errorResponses } from '@host-portal/contracts/errors';
import {
  promotionSchema,
  promotionsConfigurationSchema,
  promotionsSchema,
  setPromotionSchema,
} from '@host-portal/contracts/listing';
import { unitIdParamsSchema, unitKeyParamsSchema } from '@host-portal/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PromotionsService } from './promotions.service.ts';

const tags = ['promotions'];
const security = [{ bearer: [] }];

export const promotionsRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsService }> = async (
  app,
  { promotions: service },
) => {
  app.get(
    '/property-unit/:id/promotions/configuration',
    {
      schema: {
        tags,
        security,
        summary: 'Promotion types a unit may run, with discount options',
        params: unitIdParamsSchema,
        response: { 200: promotionsConfigurationSchema, ...errorResponses },
      },
    },
    async (req) => service.configuration(req.auth.userId, req.params.id),
  );

  app.get(
    '/property-unit/:id/promotions',
    {
      schema: {
        tags,
        security,
        summary: 'The unit’s promotions (every type, INACTIVE until set)',
        params: unitIdParamsSchema,
        response: { 200: promotionsSchema, ...errorResponses },
      },
    },
    async (req) => service.list(req.auth.userId, req.params.id),
  );

  app.post(
    '/property-unit/:unitId/promotion',
    {
      schema: {
        tags,
        security,
        summary: 'Switch a promotion on or off, optionally with its discount',
        params: unitKeyParamsSchema,
        body: setPromotionSchema,
        response: { 200: promotionSchema, ...errorResponses },
      },
    },
    async (req) => service.set(req.auth.userId, req.params.unitId, req.body),
  );
};
