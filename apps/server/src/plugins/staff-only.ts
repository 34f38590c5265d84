import { ERROR_CODES } from '@host-portal/contracts/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

/**
 * The onRequest hook of everything under /api/staff (review, support queue): hosts must not learn
 * that staff routes exist, so anyone but staff gets the plain route 404, before the body or params
 * are even validated. Without a token it stays a 401.
 */
export function staffOnly(app: FastifyInstance) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.requireStaff(request, reply);
    } catch (err) {
      if (err instanceof AppError && err.code === ERROR_CODES.forbidden) {
        throw new AppError(
          ERROR_CODES.routeNotFound,
          `No route ${request.method} ${request.url.split('?')[0]}`,
        );
      }
      throw err;
    }
  };
}
