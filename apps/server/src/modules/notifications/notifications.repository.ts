import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { notifications, units } from '../../db/schema/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a caller's transaction: a notification can be raised inside the change it tells of. */
export type Executor = Db | Tx;

export interface RaisedNotification {
  hostId: string;
  key: string;
  type: string;
  unitId: string;
  detail: string | null;
  dateFrom?: string | null | undefined;
  dateTo?: string | null | undefined;
  link: string;
}

export interface RaiseOptions {
  /** when it happened (the raising service's clock); the database's clock when absent */
  at?: Date | undefined;
  /** how many events it adds (1 unless a sweep gathers several) */
  count?: number | undefined;
  /** leave a row raised at or after this time alone (a sweep run twice raises once) */
  unlessRaisedSince?: Date | undefined;
}

/**
 * SQL of the notification feed, every statement scoped by the host (DESIGN rule 6). A notification
 * is written only for a unit of that host, and read with its unit joined on the same host, so a
 * key naming another host's unit neither writes nor shows anything.
 */
export function notificationsRepository(database: Database) {
  const { db } = database;
  // the unit, and only while it is the notification's host's
  const unitOfHost = and(eq(units.id, notifications.unitId), eq(units.hostId, notifications.hostId));

  return {
    /**
     * Raises the notification of (host, key): a new row with its count, or the row again: newest
     * time and words, unread, and its count grown (started afresh when the host had read it).
     * Returns the count it now has, or null when nothing was written (not the host's unit, or
     * raised since `unlessRaisedSince`).
     */
    async raise(n: RaisedNotification, opts: RaiseOptions = {}, ex: Executor = db): Promise<number | null> {
      const at = opts.at ? opts.at.toISOString() : null;
      const since = opts.unlessRaisedSince ? opts.unlessRaisedSince.toISOString() : null;
      const res = (await ex.execute(sql`
        insert into notifications as n
               (host_id, key, type, unit_id, count, detail, date_from, date_to, link, created_at)
        select ${n.hostId}::uuid, ${n.key}::text, ${n.type}::text, u.id, ${opts.count ?? 1}::int,
               ${n.detail}::text, ${n.dateFrom ?? null}::date, ${n.dateTo ?? null}::date, ${n.link}::text,
               coalesce(${at}::timestamptz, now())
          from units u
         where u.id = ${n.unitId}::uuid and u.host_id = ${n.hostId}::uuid
        on conflict (host_id, key) do update set
          count = case when n.interacted then excluded.count else n.count + excluded.count end,
          detail = excluded.detail,
          date_from = excluded.date_from,
          date_to = excluded.date_to,
          link = excluded.link,
          created_at = excluded.created_at,
          interacted = false
        where ${since}::timestamptz is null or n.created_at < ${since}::timestamptz
        returning n.count`)) as unknown as { rows: { count: number }[] };
      return res.rows[0]?.count ?? null;
    },

    /** When the host's notification of this key was last raised (undefined: never). */
    async raisedAt(hostId: string, key: string, ex: Executor = db): Promise<Date | undefined> {
      const [row] = await ex
        .select({ createdAt: notifications.createdAt })
        .from(notifications)
        .where(and(eq(notifications.hostId, hostId), eq(notifications.key, key)));
      return row?.createdAt;
    },

    /** One page, newest first, with one row more than asked (the caller's hasMore). */
    page(hostId: string, page: number, limit: number) {
      return db
        .select({
          key: notifications.key,
          type: notifications.type,
          unitId: notifications.unitId,
          unitTitle: sql<string>`coalesce(${units.title}, '')`,
          count: notifications.count,
          detail: notifications.detail,
          dateFrom: notifications.dateFrom,
          dateTo: notifications.dateTo,
          link: notifications.link,
          createdAt: notifications.createdAt,
          interacted: notifications.interacted,
        })
        .from(notifications)
        .innerJoin(units, unitOfHost)
        .where(eq(notifications.hostId, hostId))
        .orderBy(desc(notifications.createdAt), asc(notifications.key))
        .limit(limit + 1)
        .offset((page - 1) * limit);
    },

    async unread(hostId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(notifications)
        .innerJoin(units, unitOfHost)
        .where(and(eq(notifications.hostId, hostId), eq(notifications.interacted, false)));
      return row?.n ?? 0;
    },

    /** Sets interacted on the host's notifications of these keys; returns how many changed. */
    async setInteracted(hostId: string, keys: string[], interacted: boolean) {
      if (!keys.length) return 0;
      const rows = await db
        .update(notifications)
        .set({ interacted })
        .where(
          and(
            eq(notifications.hostId, hostId),
            inArray(notifications.key, keys),
            ne(notifications.interacted, interacted),
          ),
        )
        .returning({ key: notifications.key });
      return rows.length;
    },

    /** Marks every unread notification of the host read; returns how many. */
    async readAll(hostId: string) {
      const rows = await db
        .update(notifications)
        .set({ interacted: true })
        .where(and(eq(notifications.hostId, hostId), eq(notifications.interacted, false)))
        .returning({ key: notifications.key });
      return rows.length;
    },
  };
}
export type NotificationsRepository = ReturnType<typeof notificationsRepository>;
