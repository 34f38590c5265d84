import { errorResponses } from '@host-portal/contracts/errors';
import {
  calendarVerificationConfigurationSchema,
  calendarVerificationSchema,
  submitCalendarVerificationSchema,
  verifyCalendarQuerySchema,
  verifyCalendarResultSchema,
} from '@host-portal/contracts/listing';
import { unitIdParamsSchema } from '@host-portal/contracts/units';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CalendarVerificationService } from './calendar-verification.service.ts';

const tags = ['verification'];
const security = [{ bearer: [] }];

export const calendarVerificationRoutes: FastifyPluginAsyncZod<{
  calendarVerification: CalendarVerificationService;
}> = async (app, { calendarVerification: service }) => {
  app.get(
    '/property-unit/verify-calendar/configuration',
    {
      schema: {
        tags,
        security,
        summary: 'Platforms a listing can be verified against, with their listing-link shape',
        response: { 200: calendarVerificationConfigurationSchema, ...errorResponses },
      },
    },
    async () => service.configuration(),
  );

  app.get(
    '/property-unit/:id/verify-calendar/airbnb/data',
    {
      schema: {
        tags,
        security,
        summary: 'The unit’s Airbnb listing verification (status, isListed)',
        params: unitIdParamsSchema,
        response: { 200: calendarVerificationSchema, ...errorResponses },
      },
    },
    async (req) => service.data(req.auth.userId, req.params.id, 'airbnb'),
  );

  app.post(
    '/property-unit/:id/verify-calendar/airbnb/data',
    {
      schema: {
        tags,
        security,
        summary: 'Not listed → validated; listed with a listing link → verified',
        params: unitIdParamsSchema,
        body: submitCalendarVerificationSchema,
        response: { 200: calendarVerificationSchema, ...errorResponses },
      },
    },
    async (req) =>
      service.submit(
        req.auth.userId,
        req.params.id,
        'airbnb',
        req.body.isListed,
        req.body.listingUrl ?? null,
      ),
  );

  app.get(
    '/property-unit/verify-calendar/airbnb/verify',
    {
      schema: {
        tags,
        security,
        summary: 'Re-check the host’s listing verifications (optionally one unit); changed ones are stored',
        querystring: verifyCalendarQuerySchema,
        response: { 200: verifyCalendarResultSchema, ...errorResponses },
      },
    },
    async (req) => service.verify(req.auth.userId, req.query.unitId),
  );
};
