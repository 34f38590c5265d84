import { errorResponses } from '@host-portal/contracts/errors';
import {
  regionalRequirementsConfigurationSchema,
  regionalRequirementsSchema,
  updateRegionalRequirementsSchema,
} from '@host-portal/contracts/listing';
import { unitIdParamsSchema } from '@host-portal/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localText, requestLocale } from '../settings/request-locale.ts';
import type { RegionalRequirementsService } from './regional-requirements.service.ts';

const tags = ['regional-requirements'];
const security = [{ bearer: [] }];

export const regionalRequirementsRoutes: FastifyPluginAsyncZod<{
  regionalRequirements: RegionalRequirementsService;
}> = async (app, { regionalRequirements: service }) => {
  app.get(
    '/property-unit/:id/regional-requirements/configuration',
    {
      schema: {
        tags,
        security,
        summary: 'What the unit’s country asks (registration number, national identification code)',
        params: unitIdParamsSchema,
        response: { 200: regionalRequirementsConfigurationSchema, ...errorResponses },
      },
    },
    async (req) => service.configuration(req.auth.userId, req.params.id, localText(requestLocale(req))),
  );

  app.get(
    '/property-unit/:id/regional-requirements',
    {
      schema: {
        tags,
        security,
        summary: 'The unit’s regional values',
        params: unitIdParamsSchema,
        response: { 200: regionalRequirementsSchema, ...errorResponses },
      },
    },
    async (req) => service.get(req.auth.userId, req.params.id),
  );

  app.patch(
    '/property-unit/:id/regional-requirements',
    {
      schema: {
        tags,
        security,
        summary: 'Save regional values, format-checked for the unit’s country',
        params: unitIdParamsSchema,
        body: updateRegionalRequirementsSchema,
        response: { 200: regionalRequirementsSchema, ...errorResponses },
      },
    },
    async (req) => service.update(req.auth.userId, req.params.id, req.body, localText(requestLocale(req))),
  );
};
