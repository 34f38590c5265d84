import type { Database } from '../../db/client.ts';

type Instant = Date | string;

export interface SessionRow {
  id: string;
  staffId: string;
  hostId: string;
  hostName: string;
  reason: string;
  startedAt: Instant;
  expiresAt: Instant;
  endedAt: Instant | null;
}

export interface HostRow {
  id: string;
  name: string;
  email: string;
  companyName: string | null;
  createdAt: Instant;
}

export interface AccessRow {
  id: string;
  sessionId: string;
  staffName: string;
  reason: string;
  method: string;
  path: string;
  status: number;
  at: Instant;
}

export interface AuditEntry {
  sessionId: string;
  staffId: string;
  hostId: string;
  method: string;
  path: string;
  status: number;
}

// a person's name as the other side reads it: first and last name, else the e-mail address
const nameOf = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.email)`;

const SESSION_COLUMNS = `s.id, s.staff_id as "staffId", s.host_id as "hostId", ${nameOf('h')} as "hostName",
  s.reason, s.started_at as "startedAt", s.expires_at as "expiresAt", s.ended_at as "endedAt"`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * SQL of staff impersonation (ADR 41). The host search and the sessions are staff-only reads across
 * hosts (the routes are behind `staffOnly`); the access log is read scoped by the host.
 */
export function impersonationRepository(database: Database) {
  return {
    /** Active hosts whose e-mail or name holds the text, or whose id it is; staff are never found. */
    searchHosts(text: string, limit: number) {
      const byId = UUID.test(text);
      return database.query<HostRow>(
        `select u.id, ${nameOf('u')} as name, u.email, u.company_details->>'legalBusinessName' as "companyName",
                u.created_at as "createdAt"
           from users u
          where u.role = 'host' and u.status = 'active'
            and ${
              byId
                ? 'u.id = $1::uuid'
                : `(u.email ilike $1 or (u.first_name || ' ' || u.last_name) ilike $1
                    or u.company_details->>'legalBusinessName' ilike $1)`
            }
          order by lower(u.email) limit $2`,
        [byId ? text : likePattern(text), limit],
      );
    },

    async isActiveHost(hostId: string) {
      const rows = await database.query(
        `select 1 from users where id = $1 and role = 'host' and status = 'active'`,
        [hostId],
      );
      return rows.length > 0;
    },

    /** A new session; the staff member's session still running, if any, ends with it (one at a time). */
    async start(staffId: string, hostId: string, reason: string, minutes: number) {
      const [row] = await database.query<{ id: string }>(
        `with ended as (
           update impersonation_sessions set ended_at = now()
            where staff_id = $1 and ended_at is null and expires_at > now()
         )
         insert into impersonation_sessions (staff_id, host_id, reason, expires_at)
         values ($1, $2, $3, now() + make_interval(mins => $4::int)) returning id`,
        [staffId, hostId, reason, minutes],
      );
      return (await this.session(row!.id))!;
    },

    async session(id: string) {
      const [row] = await database.query<SessionRow>(
        `select ${SESSION_COLUMNS} from impersonation_sessions s join users h on h.id = s.host_id
          where s.id = $1`,
        [id],
      );
      return row;
    },

    /** Ends the staff member's own session (once); answers it, or nothing when it is not theirs. */
    async end(id: string, staffId: string) {
      await database.query(
        `update impersonation_sessions set ended_at = least(now(), expires_at)
          where id = $1 and staff_id = $2 and ended_at is null`,
        [id, staffId],
      );
      const row = await this.session(id);
      return row?.staffId === staffId ? row : undefined;
    },

    async record(entry: AuditEntry) {
      await database.query(
        `insert into impersonation_audit (session_id, staff_id, host_id, method, path, status)
         values ($1, $2, $3, $4, $5, $6)`,
        [entry.sessionId, entry.staffId, entry.hostId, entry.method, entry.path, entry.status],
      );
    },

    /** The host's access log, newest first. */
    async accessLog(hostId: string, page: number, limit: number) {
      const [items, [count]] = await Promise.all([
        database.query<AccessRow>(
          `select a.id::text as id, a.session_id as "sessionId",
                  coalesce(${nameOf('st')}, '') as "staffName", coalesce(s.reason, '') as reason,
                  a.method, a.path, a.status, a.at
             from impersonation_audit a
             left join impersonation_sessions s on s.id = a.session_id
             left join users st on st.id = a.staff_id
            where a.host_id = $1
            order by a.id desc limit $2 offset $3`,
          [hostId, limit, (page - 1) * limit],
        ),
        database.query<{ n: number }>(
          'select count(*)::int as n from impersonation_audit where host_id = $1',
          [hostId],
        ),
      ]);
      return { items, total: count?.n ?? 0 };
    },
  };
}
export type ImpersonationRepository = ReturnType<typeof impersonationRepository>;
