import { errorResponses, problemSchema } from '@host-portal/contracts/errors';
import {
  bankAccountParamsSchema,
  bankAccountSchema,
  bankAccountsSchema,
  passwordConfirmationSchema,
  saveBankAccountSchema,
} from '@host-portal/contracts/payout';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PayoutService } from './payout.service.ts';

const tags = ['payout'];
const security = [{ bearer: [] }];
const responses = { ...errorResponses, 403: problemSchema };
/** a wrong password may not be guessed at speed through these calls */
const limited = { rateLimit: { max: 20, timeWindow: '10 minutes' } };

/**
 * Payout bank accounts: the onboarding calls of 001 section 7 (getBankAccounts, saveBankAccounts)
 * and the account page's default and delete. Every change needs the current password (403
 * `password_incorrect` when it is wrong) and e-mails the host.
 */
export const payoutRoutes: FastifyPluginAsyncZod<{ payout: PayoutService }> = async (app, { payout }) => {
  app.get(
    '/user/onboarding/getBankAccounts',
    {
      schema: {
        tags,
        security,
        summary: 'The host’s payout bank accounts, the default first',
        response: { 200: bankAccountsSchema, ...errorResponses },
      },
    },
    async (req) => payout.list(req.auth.userId),
  );

  app.post(
    '/user/onboarding/saveBankAccounts',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary:
          'Add a bank account (no id) or change one (id); IBAN checked by country length and mod 97, BIC by ISO 9362; needs the current password',
        body: saveBankAccountSchema,
        response: { 200: bankAccountSchema, ...responses },
      },
    },
    async (req) => payout.save(req.auth.userId, req.body),
  );

  app.put(
    '/user/bank-accounts/:bankAccountId/default',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Make a bank account the default payout account (the previous default stops being one)',
        params: bankAccountParamsSchema,
        body: passwordConfirmationSchema,
        response: { 200: bankAccountsSchema, ...responses },
      },
    },
    async (req) => payout.setDefault(req.auth.userId, req.params.bankAccountId, req.body.password),
  );

  app.delete(
    '/user/bank-accounts/:bankAccountId',
    {
      config: limited,
      schema: {
        tags,
        security,
        summary: 'Delete a bank account (a deleted default passes to the oldest remaining account)',
        params: bankAccountParamsSchema,
        body: passwordConfirmationSchema,
        response: { 204: z.null(), ...responses },
      },
    },
    async (req, reply) => {
      await payout.remove(req.auth.userId, req.params.bankAccountId, req.body.password);
      return reply.status(204).send(null);
    },
  );
};
