import { errorResponses } from '@host-portal/contracts/errors';
import { notificationsQuerySchema, notificationsResponseSchema } from '@host-portal/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/**
 * The host's notification feed (issue 9). One notification is marked read through the
 * interactions call of 001 section 7 (PUT /user/interaction with its key), all at once here.
 */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notifications: NotificationsService }> = async (
  app,
  { notifications },
) => {
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        security,
        summary: 'The notification feed, newest first, with the unread count',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errorResponses },
      },
    },
    async (req) => notifications.list(req.auth.userId, req.query),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification read',
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (req, reply) => {
      await notifications.readAll(req.auth.userId);
      return reply.status(204).send(null);
    },
  );
};
