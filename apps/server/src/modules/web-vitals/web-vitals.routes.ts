import { ERROR_CODES, errorResponses } from '@host-portal/contracts/errors';
import {
  webVitalsQuerySchema,
  webVitalsReportSchema,
  webVitalsSummarySchema,
} from '@host-portal/contracts/web-vitals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { WebVitalsService } from './web-vitals.service.ts';

/**
 * POST /api/public/web-vitals (ADR 0044): no token (the app sends it with navigator.sendBeacon as
 * the page goes away, which carries no Authorization header), rate-limited per client, nothing
 * about the visitor stored. sendBeacon's body is text/plain holding JSON.
 */
export const webVitalsPublicRoutes: FastifyPluginAsyncZod<{
  webVitals: WebVitalsService;
  rateLimitPerMinute: number;
}> = async (app, { webVitals, rateLimitPerMinute }) => {
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 16_384 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError(ERROR_CODES.validation, 'The body is not JSON'), undefined);
    }
  });
  app.post(
    '/web-vitals',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['public'],
        summary:
          'Web vitals of one page life (LCP, CLS × 1000, INP, TTFB; integers, capped at 999999); JSON, also as text/plain for sendBeacon',
        body: webVitalsReportSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await webVitals.record(req.body);
      return reply.code(204).send(null);
    },
  );
};

/** GET /api/staff/web-vitals: p75 per page and metric over the last days (staff only). */
export const webVitalsStaffRoutes: FastifyPluginAsyncZod<{ webVitals: WebVitalsService }> = async (
  app,
  { webVitals },
) => {
  app.get(
    '/web-vitals',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary: 'The 75th percentile of each web vital per page (route template) over the last days',
        querystring: webVitalsQuerySchema,
        response: { 200: webVitalsSummarySchema, ...errorResponses },
      },
    },
    async (req) => webVitals.summary(req.query.days),
  );
};
