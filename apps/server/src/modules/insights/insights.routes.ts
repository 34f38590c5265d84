import { errorResponses } from '@host-portal/contracts/errors';
import {
  earningsInsightsSchema,
  IMPRESSIONS_MAX_UNITS,
  impressionsBodySchema,
  insightsCsvFileName,
  insightsQuerySchema,
  occupancyInsightsSchema,
  performanceInsightsSchema,
  reviewsInsightsSchema,
} from '@host-portal/contracts/insights';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InsightsService } from './insights.service.ts';
import { earningsCsv, occupancyCsv, performanceCsv, reviewsCsv } from './insights-csv.ts';
import type { InsightsRecording } from './insights-recording.ts';

const tags = ['insights'];
const security = [{ bearer: [] }];
const csvResponse = {
  200: z.string().meta({ description: 'text/csv, as an attachment' }),
  ...errorResponses,
};
const range =
  'over whole months from `from` to `to` (YYYY-MM, at most 24; default the last 12), optionally one unit of the host (another host’s unit is a 404), with the same figures of the period just before';

/**
 * Insights (issue 13, ADR 0040): our paths under /api/app/insights, each answered as JSON and as
 * CSV. Every figure is the signed-in host's own; earnings and occupancy only for accounts with
 * earnings available.
 */
export const insightsRoutes: FastifyPluginAsyncZod<{ insights: InsightsService }> = async (
  app,
  { insights },
) => {
  const calls = [
    {
      kind: 'earnings',
      summary: `Gross, fees and net by month, unit and channel ${range}`,
      response: earningsInsightsSchema,
      json: (host: string, q: z.infer<typeof insightsQuerySchema>) => insights.earnings(host, q),
      csv: async (host: string, q: z.infer<typeof insightsQuerySchema>) => {
        return insights.exportCsv('earnings', host, q, earningsCsv);
      },
    },
    {
      kind: 'occupancy',
      summary: `Booked, blocked and available nights by month and unit ${range}`,
      response: occupancyInsightsSchema,
      json: (host: string, q: z.infer<typeof insightsQuerySchema>) => insights.occupancy(host, q),
      csv: async (host: string, q: z.infer<typeof insightsQuerySchema>) => {
        return insights.exportCsv('occupancy', host, q, occupancyCsv);
      },
    },
    {
      kind: 'performance',
      summary: `Page views, impressions, bookings, requests and inquiries, conversion, response rate and time, and the match mix ${range}`,
      response: performanceInsightsSchema,
      json: (host: string, q: z.infer<typeof insightsQuerySchema>) => insights.performance(host, q),
      csv: async (host: string, q: z.infer<typeof insightsQuerySchema>) => {
        const r = await insights.performance(host, q);
        return { body: performanceCsv(r), from: r.from, to: r.to };
      },
    },
    {
      kind: 'reviews',
      summary: `Reviews, average rating and categories, and reply rate by month ${range}`,
      response: reviewsInsightsSchema,
      json: (host: string, q: z.infer<typeof insightsQuerySchema>) => insights.reviews(host, q),
      csv: async (host: string, q: z.infer<typeof insightsQuerySchema>) => {
        const r = await insights.reviews(host, q);
        return { body: reviewsCsv(r), from: r.from, to: r.to };
      },
    },
  ] as const;

  for (const call of calls) {
    app.get(
      `/insights/${call.kind}`,
      {
        schema: {
          tags,
          security,
          summary: call.summary,
          querystring: insightsQuerySchema,
          response: { 200: call.response, ...errorResponses },
        },
      },
      async (req) => call.json(req.auth.userId, req.query) as never,
    );
    app.get(
      `/insights/${call.kind}.csv`,
      {
        schema: {
          tags,
          security,
          summary: `The same as CSV (UTF-8 with BOM, RFC 4180), file name insights-${call.kind}-{from}-{to}.csv`,
          querystring: insightsQuerySchema,
          response: csvResponse,
        },
      },
      async (req, reply) => {
        const { body, from, to } = await call.csv(req.auth.userId, req.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${insightsCsvFileName(call.kind, from, to)}"`)
          .header('cache-control', 'no-store')
          .send(body);
      },
    );
  }
};

/**
 * The public page's impressions beacon (navigator.sendBeacon from /stays): unit ids of the cards
 * seen. No cookie is read or set and nothing about the sender is stored; rate-limited per client.
 */
export const insightsPublicRoutes: FastifyPluginAsyncZod<{
  recording: InsightsRecording;
  rateLimitPerMinute: number;
}> = async (app, { recording, rateLimitPerMinute }) => {
  // sendBeacon posts a Blob; a plain string arrives as text/plain
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 8192 }, (_req, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      const err = new Error('The body is not JSON') as Error & { statusCode: number };
      err.statusCode = 400;
      done(err, undefined);
    }
  });
  app.post(
    '/impressions',
    {
      bodyLimit: 8192,
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: `Listing cards seen in the public search (at most ${IMPRESSIONS_MAX_UNITS} unit ids; ids that are no published unit are ignored)`,
        body: impressionsBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await recording.impressions(req.body.units, req.headers['user-agent']);
      return reply.status(204).send(null);
    },
  );
};
