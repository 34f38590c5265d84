import { errorResponses } from '@host-portal/contracts/errors';
import { invoicesSchema } from '@host-portal/contracts/subscriptions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { InvoicesService } from './invoices.ts';

const tags = ['subscriptions'];
const security = [{ bearer: [] }];

/** The host's invoices, one per subscription charge, and each one as a PDF (ADR 38). */
export const invoicesRoutes: FastifyPluginAsyncZod<{ invoices: InvoicesService }> = async (
  app,
  { invoices },
) => {
  app.get(
    '/subscription/invoices',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s invoices, newest first',
        response: { 200: invoicesSchema, ...errorResponses },
      },
    },
    async (req) => invoices.list(req.auth.userId),
  );

  app.get(
    '/subscription/invoices/:chargeId.pdf',
    {
      schema: {
        tags,
        security,
        summary: 'An invoice as a PDF (an attachment named after its number)',
        params: z.object({ chargeId: z.uuid() }),
        response: {
          200: z
            .unknown()
            .meta({ description: 'application/pdf, as an attachment named {invoiceNumber}.pdf' }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const { fileName, bytes } = await invoices.pdf(req.auth.userId, req.params.chargeId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(bytes));
    },
  );
};
