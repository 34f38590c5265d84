import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  supportAnswerBodySchema,
  supportRequestDetailSchema,
  supportRequestParamsSchema,
  supportRequestsPageSchema,
  supportRequestsQuerySchema,
} from '@host-portal/contracts/support';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localText, requestLocale } from '../settings/request-locale.ts';
import type { SupportQueueService } from './support-queue.service.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];

/** The staff's support queue (issue 10), registered under /api/staff: anyone but staff gets 404. */
export const supportQueueRoutes: FastifyPluginAsyncZod<{ supportQueue: SupportQueueService }> = async (
  app,
  { supportQueue },
) => {
  app.get(
    '/support-requests',
    {
      schema: {
        tags,
        security,
        summary: 'Hosts’ support requests, newest first, optionally only open or answered ones',
        querystring: supportRequestsQuerySchema,
        response: { 200: supportRequestsPageSchema, ...errorResponses },
      },
    },
    async (req) => supportQueue.list(req.query.status, req.query.page),
  );

  app.get(
    '/support-requests/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One support request with every answer sent so far',
        params: supportRequestParamsSchema,
        response: { 200: supportRequestDetailSchema, ...errorResponses },
      },
    },
    async (req) => supportQueue.detail(req.params.id),
  );

  app.post(
    '/support-requests/:id/answer',
    {
      schema: {
        tags,
        security,
        summary:
          'Answer a support request: e-mailed to the host in their language with the reference; a further answer is appended to the history',
        params: supportRequestParamsSchema,
        body: supportAnswerBodySchema,
        response: { 200: supportRequestDetailSchema, ...errorResponses, 503: problemSchema },
      },
    },
    async (req) =>
      supportQueue.answer(req.params.id, req.auth.userId, req.body.text, localText(requestLocale(req))),
  );
};
