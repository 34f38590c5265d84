import type { CreditKind } from '@host-portal/contracts/subscriptions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { insertTerm, type NewTerm } from './terms.ts';

export interface SubscriptionRow {
  id: string;
  host_id: string;
  plan_id: string;
  status: 'in_trial' | 'active' | 'non_renewing' | 'cancelled' | 'expired';
  current_term_start: Date;
  current_term_end: Date;
  trial_end: Date | null;
}
export interface CreditRow {
  kind: CreditKind;
  quota: number;
  used: number;
}

const LIVE = `status in ('in_trial', 'active', 'non_renewing')`;

/** Subscriptions, their credits and boosts; every statement is keyed by the host. */
export function subscriptionsRepository(database: Database) {
  return {
    /** The host's live subscription (trial, active or ending), if any. */
    async live(hostId: string): Promise<SubscriptionRow | undefined> {
      const [row] = await database.query<SubscriptionRow>(
        `select id, host_id, plan_id, status, current_term_start, current_term_end, trial_end
           from subscriptions where host_id = $1 and ${LIVE}`,
        [hostId],
      );
      return row;
    },

    async credits(subscriptionId: string): Promise<CreditRow[]> {
      return database.query<CreditRow>(
        'select kind, quota, used from subscription_credits where subscription_id = $1',
        [subscriptionId],
      );
    },

    /**
     * Takes `cost` credits of `kind` from the host's live subscription in one statement, only if
     * that many are left: concurrent calls can never take more than the quota. Answers whether
     * they were taken, and whether the host has a live subscription at all.
     */
    async take(hostId: string, kind: CreditKind, cost: number) {
      const rows = await database.query<{ taken: boolean; live: boolean }>(
        `with s as (select id from subscriptions where host_id = $1 and ${LIVE} and current_term_end > now()),
              t as (update subscription_credits c set used = c.used + $3
                     where c.subscription_id in (select id from s) and c.kind = $2 and c.used + $3 <= c.quota
                     returning 1)
         select exists (select 1 from t) as taken, exists (select 1 from s) as live`,
        [hostId, kind, cost],
      );
      return rows[0] ?? { taken: false, live: false };
    },

    /** Gives credits back (a publish that failed after taking its credit). */
    async giveBack(hostId: string, kind: CreditKind, cost: number) {
      await database.query(
        `update subscription_credits c set used = greatest(0, c.used - $3)
          where c.kind = $2 and c.subscription_id in (select id from subscriptions where host_id = $1 and ${LIVE})`,
        [hostId, kind, cost],
      );
    },

    /** A new term: the subscription row and its credits, in one transaction. */
    async create(
      hostId: string,
      plan: { id: string; quotas: Record<CreditKind, number> },
      status: SubscriptionRow['status'],
      termStart: Date,
      termEnd: Date,
      trialEnd: Date | null,
    ): Promise<SubscriptionRow> {
      return database.db.transaction(async (tx) =>
        insertTerm<SubscriptionRow>(async <R>(query: SQL) => (await tx.execute(query)).rows as R[], {
          hostId,
          plan,
          status: status as NewTerm['status'],
          start: termStart,
          end: termEnd,
          trialEnd,
        }),
      );
    },

    /** Boost periods of the host's units that are not over on `today`. */
    async boosts(hostId: string, today: string) {
      return database.query<{ unit_id: string; starts_on: string; ends_on: string }>(
        `select unit_id, to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on
           from unit_boosts where host_id = $1 and ends_on > $2::date order by starts_on, unit_id`,
        [hostId, today],
      );
    },

    /**
     * Books a boost of a unit from boost credits (one per day): the credits and the period in one
     * transaction; refused when the unit is not the host's, the days overlap a booked boost of the
     * unit, or too few credits are left.
     */
    async bookBoost(hostId: string, unitId: string, startsOn: string, endsOn: string, cost: number) {
      return database.db.transaction(async (tx) => {
        const q = async (query: SQL) => (await tx.execute(query)).rows;
        const unit = await q(
          sql`select id from units where id = ${unitId} and host_id = ${hostId} and state <> 'DELETED' for update`,
        );
        if (!unit.length) return 'no-unit' as const;
        const overlapping = await q(
          sql`select 1 from unit_boosts
               where unit_id = ${unitId} and starts_on < ${endsOn}::date and ends_on > ${startsOn}::date`,
        );
        if (overlapping.length) return 'overlap' as const;
        const taken = await q(
          sql`update subscription_credits c set used = c.used + ${cost}
               where c.kind = 'boost' and c.used + ${cost} <= c.quota
                 and c.subscription_id in (select id from subscriptions where host_id = ${hostId}
                       and status in ('in_trial', 'active', 'non_renewing') and current_term_end > now())
              returning 1`,
        );
        if (!taken.length) return 'no-credits' as const;
        await q(
          sql`insert into unit_boosts (host_id, unit_id, starts_on, ends_on)
              values (${hostId}, ${unitId}, ${startsOn}, ${endsOn})`,
        );
        return 'booked' as const;
      });
    },

    /** Cancellation at the end of the term: the live subscription `id` of the host becomes non_renewing. */
    async scheduleCancellation(hostId: string, id: string, reason: string) {
      // a pending plan change would never apply: it is cancelled with the subscription, in one statement
      const rows = await database.query<{ id: string }>(
        `with s as (update subscriptions set status = 'non_renewing', cancel_reason = $3, updated_at = now()
                     where id = $1 and host_id = $2 and status in ('in_trial', 'active') returning id),
              c as (update subscription_scheduled_changes set cancelled_at = now(), cancel_reason = 'subscription cancelled'
                     where subscription_id in (select id from s) and cancelled_at is null returning 1)
         select id from s`,
        [id, hostId, reason],
      );
      return rows.length > 0;
    },

    /** One unit's boost periods not over on `today`. */
    async unitBoosts(hostId: string, unitId: string, today: string) {
      return database.query<{ starts_on: string; ends_on: string }>(
        `select to_char(starts_on, 'YYYY-MM-DD') as starts_on, to_char(ends_on, 'YYYY-MM-DD') as ends_on
           from unit_boosts where host_id = $1 and unit_id = $2 and ends_on > $3::date order by starts_on`,
        [hostId, unitId, today],
      );
    },

    async unitOwned(hostId: string, unitId: string) {
      const rows = await database.query(
        `select 1 from units where id = $1 and host_id = $2 and state <> 'DELETED'`,
        [unitId, hostId],
      );
      return rows.length > 0;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof subscriptionsRepository>;
