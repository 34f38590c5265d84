import { dac7AvailabilitySchema, dac7ReportParamsSchema } from '@host-portal/contracts/dac7';
import { errorResponses } from '@host-portal/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Dac7Service } from './dac7.service.ts';

const tags = ['reports'];
const security = [{ bearer: [] }];

/** The DAC7 report (000 sections 6 and 7): offered only when commission does not apply (else 404). */
export const dac7Routes: FastifyPluginAsyncZod<{ dac7: Dac7Service }> = async (app, { dac7 }) => {
  app.get(
    '/report/dac7/availability',
    {
      schema: {
        tags,
        security,
        summary: 'The years with reportable activity for a DAC7 report, newest first',
        response: { 200: dac7AvailabilitySchema, ...errorResponses },
      },
    },
    async (req) => dac7.availability(req.auth.userId),
  );

  app.get(
    '/report/dac7/:year',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        security,
        summary:
          'The DAC7 report of a year as a CSV download (UTF-8 with BOM); 404 for a year without reportable activity',
        params: dac7ReportParamsSchema,
        response: {
          200: z.string().meta({ description: 'text/csv, as an attachment named dac7-report-{year}.csv' }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { fileName, body } = await dac7.report(req.auth.userId, req.params.year);
      return (
        reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // 000 section 7: "cached for 1 second", by the host's own browser only
          .header('cache-control', 'private, max-age=1')
          .send(body as never)
      );
    },
  );
};
