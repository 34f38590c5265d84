import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import { passwordConfirmationSchema } from '@host-portal/contracts/payout';
import { erasureStatusSchema } from '@host-portal/contracts/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PrivacyService } from './privacy.service.ts';

const tags = ['privacy'];
const security = [{ bearer: [] }];

/** The host's data export and account erasure (issue 11; GDPR articles 15, 17 and 20). */
export const privacyRoutes: FastifyPluginAsyncZod<{ privacy: PrivacyService; now?: () => Date }> = async (
  app,
  { privacy, now = () => new Date() },
) => {
  app.get(
    '/user/export',
    {
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
      schema: {
        tags,
        security,
        summary: 'Download everything the portal holds about you: a zip of JSON files and your photos',
        response: {
          200: z.string().meta({ description: 'application/zip, as an attachment' }),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const stream = await privacy.exportZip(req.auth.userId);
      const day = now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="host-portal-data-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.get(
    '/user/erasure',
    {
      schema: {
        tags,
        security,
        summary: 'Whether your account is to be erased, and when',
        response: { 200: erasureStatusSchema, ...errorResponses },
      },
    },
    async (req) => privacy.status(req.auth.userId),
  );

  app.post(
    '/user/erasure',
    {
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
      schema: {
        tags,
        security,
        summary:
          'Erase your account after the grace period (needs your password; 403 password_incorrect when wrong)',
        body: passwordConfirmationSchema,
        response: { 202: erasureStatusSchema, ...errorResponses, 403: problemSchema },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await privacy.requestErasure(req.auth.userId, req.body.password)),
  );

  app.delete(
    '/user/erasure',
    {
      schema: {
        tags,
        security,
        summary: 'Cancel a pending erasure of your account',
        response: { 200: erasureStatusSchema, ...errorResponses },
      },
    },
    async (req) => privacy.cancelErasure(req.auth.userId),
  );
};
