import type { SupportRequestStatus } from '@host-portal/contracts/support';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/** A support request as the queue reads it (timestamps as the driver gives them). */
export interface SupportRequestRow {
  id: string;
  reference: string;
  status: SupportRequestStatus;
  hostId: string;
  hostName: string;
  hostEmail: string;
  hostFirstName: string;
  hostLocale: string;
  topic: string;
  body: string;
  pageId: string | null;
  unitId: string | null;
  unitTitle: string | null;
  createdAt: Date | string;
  answeredAt: Date | string | null;
  answerCount: number;
}

export interface SupportAnswerRow {
  id: string;
  text: string;
  staffName: string | null;
  createdAt: Date | string;
}

// The host's name as staff read it: first and last name, else the e-mail address. The unit's
// title is a read of `units` (a known read, docs/ARCHITECTURE.md) so staff see what it is about.
const COLUMNS = `r.id, r.reference, r.status, r.host_id as "hostId",
  coalesce(nullif(trim(u.first_name || ' ' || u.last_name), ''), u.email) as "hostName",
  u.email as "hostEmail", u.first_name as "hostFirstName", u.locale as "hostLocale",
  r.topic, r.body, r.page_id as "pageId", r.unit_id as "unitId", un.title as "unitTitle",
  r.created_at as "createdAt", r.answered_at as "answeredAt",
  (select count(*)::int from support_answers a where a.request_id = r.id) as "answerCount"`;
const FROM = `support_requests r join users u on u.id = r.host_id left join units un on un.id = r.unit_id`;

/** `$1`-style text and parameters as one drizzle SQL value, for statements inside a transaction. */
function rawSql(text: string, params: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  return sql.join(
    parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${sql.param(params[Number(part) - 1])}`)),
  );
}

/**
 * SQL of the staff's support queue. Staff read across hosts (the routes are staff-only); the
 * host's own writes (the contact form) stay in the help service.
 */
export function supportQueueRepository(database: Database) {
  return {
    async page(status: SupportRequestStatus | undefined, page: number, limit: number) {
      const where = status ? 'where r.status = $1' : 'where $1::text is null';
      const [items, [count]] = await Promise.all([
        database.query<SupportRequestRow>(
          `select ${COLUMNS} from ${FROM} ${where}
            order by r.created_at desc, r.id desc limit $2 offset $3`,
          [status ?? null, limit, (page - 1) * limit],
        ),
        database.query<{ n: number }>(`select count(*)::int as n from support_requests r ${where}`, [
          status ?? null,
        ]),
      ]);
      return { items, total: count?.n ?? 0 };
    },

    async one(id: string) {
      const [row] = await database.query<SupportRequestRow>(
        `select ${COLUMNS} from ${FROM} where r.id = $1`,
        [id],
      );
      return row;
    },

    answers(requestId: string) {
      return database.query<SupportAnswerRow>(
        `select a.id, a.text, a.created_at as "createdAt",
                nullif(trim(s.first_name || ' ' || s.last_name), '') as "staffName"
           from support_answers a left join users s on s.id = a.staff_id
          where a.request_id = $1 order by a.created_at, a.id`,
        [requestId],
      );
    },

    /**
     * Appends an answer under the request's row lock and marks the request answered, then runs
     * `deliver` (the e-mail) before the commit: when it throws, nothing is stored. False when
     * there is no such request.
     */
    async answer(
      id: string,
      answer: { staffId: string; text: string; at: Date },
      deliver: (request: SupportRequestRow) => Promise<void>,
    ): Promise<boolean> {
      return database.db.transaction(async (tx) => {
        const run = async <R>(text: string, params: unknown[]) =>
          ((await tx.execute(rawSql(text, params))) as unknown as { rows: R[] }).rows;
        const [request] = await run<SupportRequestRow>(
          `select ${COLUMNS} from ${FROM} where r.id = $1 for update of r`,
          [id],
        );
        if (!request) return false;
        await run(
          `insert into support_answers (request_id, staff_id, text, created_at)
           values ($1::uuid, $2::uuid, $3, $4::timestamptz)`,
          [id, answer.staffId, answer.text, answer.at.toISOString()],
        );
        await run(
          `update support_requests set status = 'answered', answered_at = $2::timestamptz where id = $1::uuid`,
          [id, answer.at.toISOString()],
        );
        await deliver(request);
        return true;
      });
    },
  };
}
export type SupportQueueRepository = ReturnType<typeof supportQueueRepository>;
