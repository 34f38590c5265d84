import { ERROR_CODES } from '@host-portal/contracts/errors';
import { IMPERSONATION_ERRORS, IMPERSONATION_HEADER } from '@host-portal/contracts/impersonation';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuthContext } from '../../plugins/auth.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ended = (message: string = IMPERSONATION_ERRORS.ended) =>
  new AppError(ERROR_CODES.impersonationEnded, message);

/**
 * The identity of a call that names an impersonation session in the `x-impersonation` header
 * (ADR 41), for `authenticate` in plugins/auth.ts: the host, when the caller is staff and the
 * session is theirs, not ended and not expired (one indexed read per call, never cached, so an
 * exit or the expiry applies at once in every process). Anything else is a 403
 * `impersonation_ended`, after which the web app goes back to the staff search.
 */
export function impersonationAuthenticator(database: Database) {
  return async function impersonate(request: FastifyRequest, caller: AuthContext): Promise<AuthContext> {
    const header = request.headers[IMPERSONATION_HEADER];
    if (header === undefined) return caller;
    if (caller.role !== 'staff') throw ended(IMPERSONATION_ERRORS.notStaff);
    const id = typeof header === 'string' ? header.trim() : '';
    if (!UUID.test(id)) throw ended();
    const [row] = await database.query<{
      hostId: string;
      hostSubject: string;
      staffId: string;
      live: boolean;
    }>(
      `select s.host_id as "hostId", h.subject as "hostSubject", s.staff_id as "staffId",
              (s.ended_at is null and s.expires_at > now() and h.status = 'active') as live
         from impersonation_sessions s join users h on h.id = s.host_id where s.id = $1`,
      [id],
    );
    if (!row) throw ended();
    if (row.staffId !== caller.userId) throw ended(IMPERSONATION_ERRORS.notYours);
    if (!row.live) throw ended();
    return {
      userId: row.hostId,
      subject: row.hostSubject,
      role: 'host',
      sessionId: null,
      impersonation: { sessionId: id, staffId: caller.userId },
    };
  };
}
