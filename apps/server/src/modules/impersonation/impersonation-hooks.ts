import { ERROR_CODES } from '@host-portal/contracts/errors';
import { IMPERSONATION_ERRORS } from '@host-portal/contracts/impersonation';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ImpersonationService } from './impersonation.service.ts';
import { refusedWhileImpersonating } from './refused-actions.ts';

/**
 * The hooks of /api/app while staff act as a host (ADR 41), added to that scope after
 * `authenticate`:
 * - onRequest: the refused actions answer 403 before their body is even read;
 * - onSend: every call is written to the append-only audit log with its status, before the answer
 *   leaves (an onResponse hook would run after it, so a client could act on an answer whose audit
 *   row is not yet written, or never written if the process stops).
 */
export function registerImpersonationHooks(api: FastifyInstance, impersonation: ImpersonationService) {
  api.addHook('onRequest', async (request) => {
    if (request.auth?.impersonation && refusedWhileImpersonating(request.method, request.routeOptions.url)) {
      throw new AppError(ERROR_CODES.impersonationRefused, IMPERSONATION_ERRORS.refused);
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    const acting = request.auth?.impersonation;
    if (!acting) return payload;
    try {
      await impersonation.record({
        sessionId: acting.sessionId,
        staffId: acting.staffId,
        hostId: request.auth.userId,
        method: request.method,
        // the query may carry secrets or a guest's name: the path is enough to say what was done
        path: request.url.split('?')[0]!.slice(0, 2000),
        status: reply.statusCode,
      });
    } catch (err) {
      // a failing database fails the call itself too; the log says which row is missing
      request.log.error({ err, impersonation: acting }, 'impersonation audit not written');
    }
    return payload;
  });
}
