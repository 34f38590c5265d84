import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({ driver: z.enum(['pglite', 'pg']), reachable: z.boolean() }),
});

/** GET /api/health: for probes; 503 when the database does not answer. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_req, reply) => {
      let reachable = false;
      try {
        await Promise.race([
          database.query('select 1'),
          new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 2000).unref()),
        ]);
        reachable = true;
      } catch {
        reachable = false;
      }
      const body = {
        status: reachable ? ('ok' as const) : ('unavailable' as const),
        database: { driver: database.driver, reachable },
      };
      return reply
        .status(reachable ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
