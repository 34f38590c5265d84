import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export type Row = Record<string, unknown>;

/** Columns that hold someone's secret (a guest's link token, a hash): never exported. */
const SECRET_COLUMN = /token|secret|password|hash/i;
/** Tables about the sign-in itself, with nothing but secrets and bookkeeping. */
const NOT_EXPORTED = new Set(['credentials', 'password_reset_tokens', 'socket_tokens']);
/**
 * Kept when an account is erased (docs/decisions, account erasure): bookings and what they stand
 * on (tax and accounting law), and the identity checks (DAC7 record keeping; their own module).
 */
const KEPT_ON_ERASURE = new Set([
  'reservations',
  'reservation_counts',
  'units',
  'properties',
  'account_erasures',
  // invoices of subscriptions: the tax records a business keeps (10 years)
  'subscription_charges',
  // staff impersonation (ADR 41): the staff's accountability record; the audit log refuses deletes
  'impersonation_sessions',
  'impersonation_audit',
]);
/**
 * The columns of the user row a tombstone keeps (ADR 27): its id and what bookings, KYC rows and
 * the figures stand on, none of them about the person. Every other column, including any added
 * later, goes back to its default (names, alias, billing details, phones, profile, consents).
 */
const TOMBSTONE_KEEPS = new Set([
  'id',
  'subject',
  'email',
  'role',
  'locale',
  'status',
  'account_source',
  'kyc_initiated',
  'commercial_model',
  'bidding_tag',
  'is_coin_subscription_enabled',
  'onboarding_status',
  'created_at',
  'updated_at',
]);
const keptOnErasure = (table: string) => KEPT_ON_ERASURE.has(table) || table.startsWith('kyc_');

/** Raw text whose `$1` is the one parameter, as a drizzle statement (for a transaction). */
const sqlOf = (text: string, [param]: unknown[]): SQL => {
  const parts = text.split(/\$1\b/);
  return sql.join(
    parts.map((part, i) => (i === 0 ? sql.raw(part) : sql`${param}${sql.raw(part)}`)),
    sql.raw(''),
  );
};

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const withoutSecrets = (rows: Row[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([k]) => !SECRET_COLUMN.test(k))));

/**
 * The privacy read model and the erasure (ADR: account erasure). The export reads every table that
 * names the host (`host_id`, `user_id`) from the catalogue, so a table added later is exported
 * without anyone remembering it; every statement is scoped by the host.
 */
export function privacyRepository(database: Database) {
  const tablesWith = async (column: string) =>
    (
      await database.query<{ table_name: string }>(
        `select c.table_name from information_schema.columns c
           join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
          where c.table_schema = current_schema() and c.column_name = $1 and t.table_type = 'BASE TABLE'
          order by c.table_name`,
        [column],
      )
    ).map((r) => r.table_name);

  return {
    /** Every row that names the host, by table, without secret columns. */
    async exportRows(hostId: string): Promise<Record<string, Row[]>> {
      const out: Record<string, Row[]> = {};
      out.account = withoutSecrets(await database.query<Row>('select * from users where id = $1', [hostId]));
      for (const [column, tables] of [
        ['host_id', await tablesWith('host_id')],
        ['user_id', await tablesWith('user_id')],
      ] as const) {
        for (const table of tables) {
          if (NOT_EXPORTED.has(table)) continue;
          const rows = await database.query<Row>(`select * from ${ident(table)} where ${column} = $1`, [
            hostId,
          ]);
          if (rows.length) out[table] = withoutSecrets(rows);
        }
      }
      // the messages of the host's conversations name the conversation, not the host
      out.messages = withoutSecrets(
        await database.query<Row>(
          `select m.* from messages m join conversations c on c.id = m.conversation_id
            where c.host_id = $1 order by m.created_at`,
          [hostId],
        ),
      );
      return out;
    },

    async findErasure(hostId: string) {
      const [row] = await database.query<{ requested_at: Date; erase_after: Date }>(
        'select requested_at, erase_after from account_erasures where host_id = $1',
        [hostId],
      );
      return row;
    },

    /** Records the request; a second request keeps the first one's dates. */
    async requestErasure(hostId: string, now: Date, eraseAfter: Date) {
      await database.query(
        `insert into account_erasures (host_id, requested_at, erase_after) values ($1, $2, $3)
         on conflict (host_id) do nothing`,
        [hostId, now, eraseAfter],
      );
    },

    async cancelErasure(hostId: string): Promise<boolean> {
      const rows = await database.query('delete from account_erasures where host_id = $1 returning host_id', [
        hostId,
      ]);
      return rows.length > 0;
    },

    async dueErasures(now: Date): Promise<string[]> {
      const rows = await database.query<{ host_id: string }>(
        'select host_id from account_erasures where erase_after <= $1 order by erase_after limit 50',
        [now],
      );
      return rows.map((r) => r.host_id);
    },

    /**
     * Erases an account in one transaction: deletes everything that names the host but bookings
     * and what they stand on; deletes requests and inquiries; drops the guests' links and phone
     * numbers from the bookings kept; marks the kept units deleted; removes units and properties
     * without bookings; turns the user row into an anonymous tombstone. Returns the storage keys
     * of the files to remove afterwards (photos, avatar).
     */
    async erase(hostId: string): Promise<{ photoKeys: string[]; imageKey: string | null }> {
      const cleared = (
        await database.query<{ column_name: string }>(
          `select column_name from information_schema.columns
            where table_schema = current_schema() and table_name = 'users' order by ordinal_position`,
        )
      )
        .map((c) => c.column_name)
        .filter((c) => !TOMBSTONE_KEEPS.has(c));
      const hostTables = (await tablesWith('host_id')).filter((t) => !keptOnErasure(t));
      const userTables = (await tablesWith('user_id')).filter((t) => !keptOnErasure(t));
      return database.db.transaction(async (tx) => {
        const q = async <T = Row>(text: string, params: unknown[] = [hostId]) =>
          (await tx.execute(sqlOf(text, params))).rows as T[];
        const photos = await q<{ storage_key: string }>(
          'select storage_key from unit_photos where host_id = $1',
        );
        const [user] = await q<{ image_key: string | null }>('select image_key from users where id = $1');
        for (const table of hostTables) await q(`delete from ${ident(table)} where host_id = $1`);
        for (const table of userTables) await q(`delete from ${ident(table)} where user_id = $1`);
        await q(`delete from reservations where host_id = $1 and kind <> 'booking'`);
        await q('update reservations set guest_token = null, guest_phone = null where host_id = $1');
        await q(
          `delete from units u where u.host_id = $1
             and not exists (select 1 from reservations r where r.unit_id = u.id)`,
        );
        await q(`update units set state = 'DELETED' where host_id = $1`);
        await q(
          `delete from properties p where p.host_id = $1
             and not exists (select 1 from units u where u.property_id = p.id)`,
        );
        await q(
          `update users set email = 'erased-' || id || '@erased.invalid', subject = 'erased:' || id,
                  ${cleared.map((c) => `${ident(c)} = default`).join(', ')},
                  status = 'expired', updated_at = now()
            where id = $1`,
        );
        await q('delete from account_erasures where host_id = $1');
        return { photoKeys: photos.map((p) => p.storage_key), imageKey: user?.image_key ?? null };
      });
    },
  };
}
export type PrivacyRepository = ReturnType<typeof privacyRepository>;
