import { ERROR_CODES } from '@host-portal/contracts/errors';
import { couponFor, discounted, planById } from '@host-portal/contracts/subscriptions';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { addMonths, insertTerm, termMonths, vatOf } from './terms.ts';

const DAY = 86_400_000;
const toDay = (d: Date) => d.toISOString().slice(0, 10);

export interface HostedPage {
  id: string;
  host_id: string;
  plan_id: string;
  coupon_code: string | null;
  status: 'created' | 'in_progress' | 'succeeded' | 'failed' | 'abandoned';
  failure_reason: string | null;
  return_path: string | null;
}

/** A payment the provider confirms: applied once per event id, however often it is delivered. */
export interface PaymentEvent {
  eventId: string;
  hostedPageId: string;
  card: { brand: string; last4: string; expMonth: number; expYear: number };
}

const invalidParam = (name: string, reason: string) =>
  new AppError(ERROR_CODES.validation, reason, { invalidParams: [{ name, reason }] });

/**
 * The hosted checkout of a plan (issue 12, ADR 35): a hosted page is created for the host and the
 * plan (its price after the coupon), the provider's page takes the card, and the provider's
 * confirmation starts the term: the previous live subscription ends, the new one starts with its
 * credits, the card is kept as brand, last 4 and expiry, and the charge is recorded with its
 * invoice number. The confirmation is idempotent by event id and by hosted page.
 */
export function checkoutService(
  database: Database,
  deps: {
    provider: PaymentProvider;
    subscriptionApplicable: (hostId: string) => Promise<boolean>;
    now?: () => Date;
  },
) {
  const now = deps.now ?? (() => new Date());
  const { db } = database;

  function priceOf(planId: string, couponCode: string | null) {
    const plan = planById(planId);
    if (!plan) return null;
    if (!couponCode) return { plan, amount: plan.price };
    const found = couponFor(couponCode, plan, toDay(now()));
    return 'coupon' in found ? { plan, amount: discounted(plan.price, found.coupon.percentOff) } : null;
  }

  async function page(id: string): Promise<HostedPage | undefined> {
    const [row] = await database.query<HostedPage>(
      'select id, host_id, plan_id, coupon_code, status, failure_reason, return_path from hosted_pages where id = $1',
      [id],
    );
    return row;
  }

  return {
    /** POST /api/app/subscription/checkout: a hosted page for `planId` (with a coupon). */
    async start(
      hostId: string,
      body: { planId: string; couponCode?: string | undefined; returnPath?: string | undefined },
    ) {
      if (!(await deps.subscriptionApplicable(hostId))) throw notFound('Subscription');
      const plan = planById(body.planId);
      if (!plan) throw invalidParam('planId', 'subscriptions.errors.unknownPlan');
      let amount = plan.price;
      let coupon: string | null = null;
      if (body.couponCode) {
        const found = couponFor(body.couponCode, plan, toDay(now()));
        if (!('coupon' in found))
          throw invalidParam('couponCode', `subscriptions.errors.coupon.${found.problem}`);
        amount = discounted(plan.price, found.coupon.percentOff);
        coupon = found.coupon.code;
      }
      const [row] = await database.query<{ id: string }>(
        'insert into hosted_pages (host_id, plan_id, coupon_code, return_path) values ($1, $2, $3, $4) returning id',
        [hostId, plan.id, coupon, body.returnPath ?? null],
      );
      return {
        hostedPageId: row!.id,
        url: deps.provider.checkoutUrl(row!.id),
        amount,
        currency: plan.currency,
      };
    },

    /** The checkout page's facts (public: the page id is the secret the provider hands out). */
    async view(id: string) {
      const row = await page(id);
      if (!row) return null;
      const price = priceOf(row.plan_id, row.coupon_code);
      return price ? { page: row, ...price } : null;
    },

    /** A refused card stays on the page (the host may try another); the reason is kept. */
    async failed(id: string, reason: string) {
      await database.query(
        `update hosted_pages set failure_reason = $2 where id = $1 and status in ('created', 'in_progress')`,
        [id, reason],
      );
    },

    /** The host left the checkout: the page cannot be paid any more. */
    async abandon(id: string) {
      await database.query(
        `update hosted_pages set status = 'abandoned', completed_at = now()
          where id = $1 and status in ('created', 'in_progress')`,
        [id],
      );
    },

    /** POST /api/app/subscription/in_progress: the host is back from the checkout (001 section 4). */
    async inProgress(hostId: string, hostedPageId: string) {
      await database.query(
        `update hosted_pages set status = 'in_progress' where id = $1 and host_id = $2 and status = 'created'`,
        [hostedPageId, hostId],
      );
      const row = await page(hostedPageId);
      if (!row || row.host_id !== hostId) throw notFound('Hosted page');
      return { hostedPageId: row.id, status: row.status, failureReason: row.failure_reason };
    },

    /**
     * The provider's confirmation (a webhook's body): applies once. A second delivery of the same
     * event, or another event for a page already paid, changes nothing and answers 'duplicate'.
     */
    async confirm(event: PaymentEvent): Promise<'applied' | 'duplicate' | 'unknown'> {
      return db.transaction(async (tx) => {
        const q = async <T>(query: SQL) => (await tx.execute(query)).rows as T[];
        const [seen] = await q(sql`select 1 from subscription_charges where event_id = ${event.eventId}`);
        if (seen) return 'duplicate';
        const [row] = await q<HostedPage>(
          sql`select id, host_id, plan_id, coupon_code, status, failure_reason, return_path from hosted_pages
               where id = ${event.hostedPageId} for update`,
        );
        if (!row) return 'unknown';
        if (row.status === 'succeeded') return 'duplicate';
        const price = priceOf(row.plan_id, row.coupon_code);
        if (!price) return 'unknown';
        const { plan, amount } = price;
        const start = now();
        const end = addMonths(start, termMonths(plan));
        await q(
          sql`update hosted_pages set status = 'succeeded', failure_reason = null, completed_at = now()
               where id = ${row.id}`,
        );
        // the plan replaces the live one (a change of plan through the checkout)
        await q(
          sql`update subscriptions set status = 'cancelled', cancel_reason = 'replaced', updated_at = now()
               where host_id = ${row.host_id} and status in ('in_trial', 'active', 'non_renewing')`,
        );
        const sub = await insertTerm<{ id: string }>(q, {
          hostId: row.host_id,
          plan,
          status: 'active',
          start,
          end,
          couponCode: row.coupon_code,
        });
        const { card } = event;
        await q(
          sql`insert into payment_sources (host_id, brand, last4, exp_month, exp_year)
              values (${row.host_id}, ${card.brand}, ${card.last4}, ${card.expMonth}, ${card.expYear})
              on conflict (host_id) do update set brand = excluded.brand, last4 = excluded.last4,
                exp_month = excluded.exp_month, exp_year = excluded.exp_year, updated_at = now()`,
        );
        const vat = vatOf(amount);
        await q(
          sql`insert into subscription_charges
                (host_id, subscription_id, event_id, plan_id, amount, vat_amount, currency, invoice_number,
                 period_start, period_end)
              values (${row.host_id}, ${sub.id}, ${event.eventId}, ${plan.id}, ${amount}, ${vat}, ${plan.currency},
                      'INV-' || to_char(now(), 'YYYY') || '-' || nextval('invoice_number_seq'),
                      ${start.toISOString()}, ${end.toISOString()})`,
        );
        return 'applied';
      });
    },

    /** GET /api/app/subscriptions/payment-source/status: valid, expiring (this month), expired or missing. */
    async paymentSource(hostId: string) {
      const [row] = await database.query<{
        brand: string;
        last4: string;
        exp_month: number;
        exp_year: number;
      }>('select brand, last4, exp_month, exp_year from payment_sources where host_id = $1', [hostId]);
      if (!row)
        return { status: 'missing' as const, brand: null, last4: null, expMonth: null, expYear: null };
      const today = now();
      const endOfExpiry = Date.UTC(row.exp_year, row.exp_month, 1);
      const status =
        endOfExpiry <= today.getTime()
          ? ('expired' as const)
          : endOfExpiry - today.getTime() <= 31 * DAY
            ? ('expiring' as const)
            : ('valid' as const);
      return { status, brand: row.brand, last4: row.last4, expMonth: row.exp_month, expYear: row.exp_year };
    },
  };
}
export type CheckoutService = ReturnType<typeof checkoutService>;
