import {
  IMPERSONATION_RULES,
  type ImpersonationSession,
  type StaffAccessPage,
  type StaffHost,
} from '@host-portal/contracts/impersonation';
import { notFound } from '../../lib/app-error.ts';
import type { AuditEntry, ImpersonationRepository, SessionRow } from './impersonation.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

function toSession(row: SessionRow): ImpersonationSession {
  return {
    id: row.id,
    hostId: row.hostId,
    hostName: row.hostName,
    reason: row.reason,
    startedAt: iso(row.startedAt),
    expiresAt: iso(row.expiresAt),
    endedAt: row.endedAt ? iso(row.endedAt) : null,
  };
}

/**
 * Staff impersonation (issue 13, ADR 41): the staff's search of hosts, the sessions, the audit
 * trail and the host's view of it. Which identity a request has is `impersonation-auth.ts`.
 */
export function impersonationService(repo: ImpersonationRepository) {
  return {
    async searchHosts(text: string): Promise<StaffHost[]> {
      const rows = await repo.searchHosts(text, IMPERSONATION_RULES.searchLimit);
      return rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) }));
    },

    async start(staffId: string, hostId: string, reason: string): Promise<ImpersonationSession> {
      if (!(await repo.isActiveHost(hostId))) throw notFound('Host');
      return toSession(await repo.start(staffId, hostId, reason, IMPERSONATION_RULES.sessionMinutes));
    },

    /** Ends the staff member's own session; ending it again answers it as it is. */
    async end(id: string, staffId: string): Promise<ImpersonationSession> {
      const row = await repo.end(id, staffId);
      if (!row) throw notFound('Impersonation session');
      return toSession(row);
    },

    record: (entry: AuditEntry) => repo.record(entry),

    async accessLog(hostId: string, page: number): Promise<StaffAccessPage> {
      const limit = IMPERSONATION_RULES.logPageSize;
      const { items, total } = await repo.accessLog(hostId, page, limit);
      return {
        items: items.map((r) => ({ ...r, at: iso(r.at) })),
        pagination: { current: page, limit, total, pages: Math.ceil(total / limit) },
      };
    },
  };
}
export type ImpersonationService = ReturnType<typeof impersonationService>;
