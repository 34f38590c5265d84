import { type CreditKind, SUBSCRIPTION_RULES } from '@host-portal/contracts/subscriptions';
import { type SQL, sql } from 'drizzle-orm';

/**
 * A subscription's term, written once for the three places that start one (a trial or a test's
 * activation, the checkout's confirmation) or move one on (a renewal): its length, its VAT, and
 * the rows of a new term inside the caller's transaction.
 */

/** Months a plan's term lasts (a yearly plan: 12). */
export const termMonths = (plan: { periodUnit: 'month' | 'year'; period: number }) =>
  plan.periodUnit === 'year' ? 12 * plan.period : plan.period;

export const addMonths = (from: Date, months: number) => {
  const to = new Date(from);
  to.setUTCMonth(to.getUTCMonth() + months);
  return to;
};

/** VAT contained in a price that includes it (whole cents). */
export const vatOf = (amount: number) =>
  Math.round((amount * SUBSCRIPTION_RULES.vatBasisPoints) / (10_000 + SUBSCRIPTION_RULES.vatBasisPoints));

export interface NewTerm {
  hostId: string;
  plan: { id: string; quotas: Record<CreditKind, number> };
  status: 'in_trial' | 'active';
  start: Date;
  end: Date;
  trialEnd?: Date | null;
  couponCode?: string | null;
}

/** The subscription row of a new term and its credits, through `q` (the caller's transaction). */
export async function insertTerm<T>(q: <R>(query: SQL) => Promise<R[]>, term: NewTerm): Promise<T> {
  const [row] = await q<T & { id: string }>(
    sql`insert into subscriptions (host_id, plan_id, status, coupon_code, current_term_start, current_term_end, trial_end)
        values (${term.hostId}, ${term.plan.id}, ${term.status}, ${term.couponCode ?? null},
                ${term.start.toISOString()}, ${term.end.toISOString()}, ${term.trialEnd?.toISOString() ?? null})
        returning id, host_id, plan_id, status, current_term_start, current_term_end, trial_end`,
  );
  for (const [kind, quota] of Object.entries(term.plan.quotas)) {
    await q(
      sql`insert into subscription_credits (subscription_id, kind, quota) values (${row!.id}, ${kind}, ${quota})`,
    );
  }
  return row!;
}
