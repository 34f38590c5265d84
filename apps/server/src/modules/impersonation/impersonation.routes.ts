import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  hostSearchQuerySchema,
  hostSearchResultSchema,
  IMPERSONATION_HEADER,
  IMPERSONATION_RULES,
  impersonationParamsSchema,
  impersonationSessionSchema,
  staffAccessPageSchema,
  staffAccessQuerySchema,
  startImpersonationBodySchema,
} from '@host-portal/contracts/impersonation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ImpersonationService } from './impersonation.service.ts';

const security = [{ bearer: [] }];

/** Staff impersonation (ADR 41), registered under /api/staff behind `staffOnly`: hosts get 404. */
export const impersonationStaffRoutes: FastifyPluginAsyncZod<{
  impersonation: ImpersonationService;
}> = async (app, { impersonation }) => {
  const tags = ['staff'];

  app.get(
    '/hosts',
    {
      schema: {
        tags,
        security,
        summary: `Hosts whose e-mail or name holds the text, or whose id it is (at most ${IMPERSONATION_RULES.searchLimit})`,
        querystring: hostSearchQuerySchema,
        response: { 200: hostSearchResultSchema, ...errorResponses },
      },
    },
    async (req) => ({ items: await impersonation.searchHosts(req.query.q) }),
  );

  app.post(
    '/impersonations',
    {
      schema: {
        tags,
        security,
        summary: 'Act as a host, for a reason',
        description:
          `The session lasts ${IMPERSONATION_RULES.sessionMinutes} minutes. Send the staff's own bearer token and ` +
          `\`${IMPERSONATION_HEADER}: <id>\` with /api/app calls to make them as the host; each such call is ` +
          'recorded in an append-only log the host can read, and calls that move money or change credentials ' +
          'answer 403 `impersonation_refused`.',
        body: startImpersonationBodySchema,
        response: { 201: impersonationSessionSchema, ...errorResponses },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await impersonation.start(req.auth.userId, req.body.hostId, req.body.reason)),
  );

  app.post(
    '/impersonations/:id/end',
    {
      schema: {
        tags,
        security,
        summary: 'Stop acting as the host (the staff member’s own session; again: no change)',
        params: impersonationParamsSchema,
        response: { 200: impersonationSessionSchema, ...errorResponses },
      },
    },
    async (req) => impersonation.end(req.params.id, req.auth.userId),
  );
};

/** The host's side, under /api/app: who of the staff opened the account, why, and what they called. */
export const staffAccessRoutes: FastifyPluginAsyncZod<{ impersonation: ImpersonationService }> = async (
  app,
  { impersonation },
) => {
  app.get(
    '/user/staff-access',
    {
      schema: {
        tags: ['user'],
        security,
        summary: 'Calls staff made while acting as the host, newest first',
        querystring: staffAccessQuerySchema,
        response: { 200: staffAccessPageSchema, ...errorResponses, 403: problemSchema },
      },
    },
    async (req) => impersonation.accessLog(req.auth.userId, req.query.page),
  );
};
