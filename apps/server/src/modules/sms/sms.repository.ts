import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { RaiseContext } from '../notifications/notifications.service.ts';

/** The database or a caller's transaction: a text is queued inside the change it tells of. */
export type Executor = NonNullable<RaiseContext['tx']>;

/** A host who asked for texts, with the place a stay is at. */
export interface TextedHost {
  phone: string;
  locale: string;
  title: string | null;
}
/** A text claimed for sending. */
export interface DueText {
  id: string;
  to: string;
  text: string;
  attempts: number;
}

/**
 * SQL of the texts to hosts (ADR 0045). The queue is written in the caller's transaction; the
 * sender's claims serve every host, as the job does.
 */
export function smsRepository(database: Database) {
  return {
    /** The host's number and language when they asked for texts (switch on, number set), and the unit's title. */
    async textedHost(ex: Executor | undefined, hostId: string, unitId: string) {
      const res = (await (ex ?? database.db).execute(sql`
        select h.phone_for_sms as phone, h.locale, u.title
          from users h join units u on u.id = ${unitId}::uuid and u.host_id = h.id
         where h.id = ${hostId}::uuid and h.send_inquiry_sms and h.phone_for_sms is not null`)) as unknown as {
        rows: TextedHost[];
      };
      return res.rows[0];
    },

    async enqueue(ex: Executor | undefined, t: { hostId: string; to: string; text: string; at: Date }) {
      const stamp = t.at.toISOString();
      await (ex ?? database.db).execute(sql`
        insert into sms_outbox (host_id, "to", text, created_at, next_attempt_at)
        values (${t.hostId}::uuid, ${t.to}, ${t.text}, ${stamp}::timestamptz, ${stamp}::timestamptz)`);
    },

    /**
     * Claims up to `limit` due texts until `until` (another sender skips them meanwhile; a sender
     * that died leaves them to be claimed again after that time).
     */
    claimDue: (at: Date, until: Date, limit: number) =>
      database.query<DueText>(
        `with due as (
           select id from sms_outbox
            where sent_at is null and next_attempt_at <= $1
              and (locked_until is null or locked_until <= $1)
            order by next_attempt_at, id
            limit $3
            for update skip locked
         )
         update sms_outbox s set locked_until = $2 from due where s.id = due.id
         returning s.id, s."to", s.text, s.attempts`,
        [at.toISOString(), until.toISOString(), limit],
      ),

    /** An attempt's result: sent (error null), or the error and the next attempt (null: given up). */
    async recordAttempt(
      id: string,
      a: { attempts: number; error: string | null; at: Date; next: Date | null },
    ) {
      await database.query(
        `update sms_outbox set attempts = $2, last_error = $3, locked_until = null,
                sent_at = case when $3::text is null then $4::timestamptz end,
                next_attempt_at = $5::timestamptz
          where id = $1`,
        [id, a.attempts, a.error, a.at.toISOString(), a.next?.toISOString() ?? null],
      );
    },
  };
}
export type SmsRepository = ReturnType<typeof smsRepository>;
