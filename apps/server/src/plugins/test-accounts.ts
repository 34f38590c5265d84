import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { notFound } from '../lib/app-error.ts';

const accountSourceBody = z.object({
  email: z.string().email(),
  accountSource: z.string().min(1).max(100).nullable(),
});

/**
 * The browser tests' way to make a host whose account came from elsewhere (the welcome tour opens
 * for `Amivac-migrated` accounts, ADR 43): accounts get their source when they are moved over,
 * never through the app. Registered beside the test clock, so only with TEST_CLOCK under
 * NODE_ENV=test (config.ts refuses it otherwise); the route does not exist without it.
 */
export const testAccountRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.post('/account-source', { schema: { hide: true, body: accountSourceBody } }, async (req) => {
    const rows = await database.query<{ id: string }>(
      'update users set account_source = $2, updated_at = now() where lower(email) = lower($1) returning id',
      [req.body.email, req.body.accountSource],
    );
    if (!rows[0]) throw notFound('Account');
    return { updated: rows.length };
  });
};
