import type { FastifyInstance } from 'fastify';

const PRIVATE = /^\/api\/(app|staff)(\/|\?|$)/;

/**
 * Answers of the authenticated API are one host's data: no browser or proxy cache may keep them
 * (a shared computer, the back button after logout). Set at onRequest so errors carry it too.
 */
export function registerPrivateResponses(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (PRIVATE.test(request.url)) reply.header('cache-control', 'no-store');
  });
}
