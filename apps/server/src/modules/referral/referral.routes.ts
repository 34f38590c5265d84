import { errorResponses } from '@host-portal/contracts/errors';
import { celloTokenBodySchema, celloTokenSchema, referralSchema } from '@host-portal/contracts/referral';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReferralService } from './referral.service.ts';

const tags = ['referral'];
const security = [{ bearer: [] }];

/** Under /api/app: the referral widget's token and the built-in referral page (ADR 0044). */
export const referralRoutes: FastifyPluginAsyncZod<{ referral: ReferralService }> = async (
  app,
  { referral },
) => {
  app.post(
    '/cello-token',
    {
      schema: {
        tags,
        security,
        summary:
          'A signed token (JWT, HS256, 10 minutes) naming the signed-in host to the referral widget; another user’s id answers 404',
        body: celloTokenBodySchema,
        response: { 200: celloTokenSchema, ...errorResponses },
      },
    },
    async (req) => referral.issueToken(req.auth.userId, req.body),
  );

  app.get(
    '/referral',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s invite link and the hosts who signed up through it (newest first)',
        response: { 200: referralSchema, ...errorResponses },
      },
    },
    async (req) => referral.referral(req.auth.userId),
  );
};
