import { Readable } from 'node:stream';
import {
  earningsCsvQuerySchema,
  earningsPageSchema,
  earningsQuerySchema,
  earningUnitsSchema,
} from '@host-portal/contracts/earnings';
import { errorResponses } from '@host-portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EarningsService } from './earnings.service.ts';

const tags = ['earnings'];
const security = [{ bearer: [] }];

/**
 * The account's earnings tab (issue 12, ADR 0037): our paths, as the spec names no call. Every
 * answer is the signed-in host's own; a unit of another host is a 404, and so is the whole area
 * for an account without earnings (commission does not apply).
 */
export const earningsRoutes: FastifyPluginAsyncZod<{ earnings: EarningsService }> = async (
  app,
  { earnings },
) => {
  app.get(
    '/user/earnings',
    {
      schema: {
        tags,
        security,
        summary:
          'A page of the host’s earning bookings (gross, fees by the fee model, net, payout days), filtered by check-in range, unit and status, with totals per currency over the whole filter',
        querystring: earningsQuerySchema,
        response: { 200: earningsPageSchema, ...errorResponses },
      },
    },
    async (req) => earnings.page(req.auth.userId, req.query),
  );

  app.get(
    '/user/earnings/units',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s units that have earning bookings (the unit filter)',
        response: { 200: earningUnitsSchema, ...errorResponses },
      },
    },
    async (req) => earnings.units(req.auth.userId),
  );

  app.get(
    '/user/earnings.csv',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          'The same bookings as CSV (UTF-8 with BOM, RFC 4180), file name earnings-{dateFrom}-{dateTo}.csv',
        querystring: earningsCsvQuerySchema,
        response: {
          200: z.string().meta({ description: 'text/csv, as an attachment' }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { fileName, lines } = await earnings.csv(req.auth.userId, req.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(lines) as never);
    },
  );
};
