import { COUPONS, discounted, planById } from '@host-portal/contracts/subscriptions';
import { isLocale, type Locale } from '@host-portal/i18n';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../../identity/mailer.ts';
import { translate } from '../settings/translations.ts';
import { addMonths, termMonths, vatOf } from './terms.ts';

/** A card renews a term starting at `at` when it has not expired by then (cards run to their month's end). */
export const cardValidAt = (card: { exp_month: number; exp_year: number } | undefined, at: Date) =>
  card !== undefined && Date.UTC(card.exp_year, card.exp_month, 1) > at.getTime();

/** The pending change of a subscription: not cancelled, effective at or after the current term's end. */
export const PENDING_CHANGE = `c.cancelled_at is null and c.effective_at >= s.current_term_end`;

interface DueRow {
  id: string;
  host_id: string;
  plan_id: string;
  status: 'in_trial' | 'active' | 'non_renewing';
  current_term_end: Date;
}
interface HostRow {
  email: string;
  locale: string;
  first_name: string;
  company_name: string | null;
}
type Outcome =
  | {
      kind: 'renewed';
      hostId: string;
      invoiceNumber: string;
      planId: string;
      amount: number;
      changed: boolean;
    }
  | { kind: 'expired'; hostId: string; planId: string }
  | { kind: 'cancelled' | 'skipped' };

const money = (cents: number, locale: Locale) =>
  new Intl.NumberFormat(locale.replace('_', '-'), { style: 'currency', currency: 'EUR' }).format(cents / 100);

/**
 * Renewals and expiries (issue 12, ADR 38), run by the `subscriptions-sweep` job every minute:
 * an active subscription whose term ended is renewed with the stored card (one charge per term,
 * event id `renewal:{id}:{termEnd}`, so a sweep run twice or by two processes charges once), with
 * its credits reset and a scheduled plan change applied; without a card valid at the renewal it
 * expires. A term that ends with a cancellation scheduled is cancelled, and an ended trial expires.
 * The host is e-mailed a renewal (with the invoice number) and an expiry, in their language.
 */
export function renewalsService(
  database: Database,
  deps: { mailer?: Mailer | undefined; productTitle: string; publicUrl: string; now?: () => Date },
) {
  const clock = deps.now ?? (() => new Date());

  /** One subscription, under its row lock; nothing happens when another run got there first. */
  async function settle(id: string, now: Date): Promise<Outcome> {
    return database.db.transaction(async (tx) => {
      const q = async <T>(query: SQL) => (await tx.execute(query)).rows as T[];
      const [s] = await q<DueRow>(
        sql`select id, host_id, plan_id, status, current_term_end from subscriptions
             where id = ${id} and (
               (status in ('active', 'non_renewing') and current_term_end <= ${now.toISOString()})
               or (status = 'in_trial' and coalesce(trial_end, current_term_end) <= ${now.toISOString()}))
             for update`,
      );
      if (!s) return { kind: 'skipped' };
      if (s.status === 'non_renewing') {
        await q(sql`update subscriptions set status = 'cancelled', updated_at = now() where id = ${id}`);
        return { kind: 'cancelled' };
      }
      const termEnd = new Date(s.current_term_end);
      const [card] =
        s.status === 'active'
          ? await q<{ exp_month: number; exp_year: number }>(
              sql`select exp_month, exp_year from payment_sources where host_id = ${s.host_id}`,
            )
          : [];
      if (s.status === 'in_trial' || !cardValidAt(card, termEnd)) {
        await q(sql`update subscriptions set status = 'expired', updated_at = now() where id = ${id}`);
        return { kind: 'expired', hostId: s.host_id, planId: s.plan_id };
      }
      const [change] = await q<{ plan_id: string; coupon_code: string | null }>(
        sql`select c.plan_id, c.coupon_code from subscription_scheduled_changes c
              join subscriptions s on s.id = c.subscription_id
             where c.subscription_id = ${id} and c.effective_at <= ${now.toISOString()}
               and ${sql.raw(PENDING_CHANGE)}
             order by c.created_at desc limit 1`,
      );
      const plan = planById(change?.plan_id ?? s.plan_id) ?? planById(s.plan_id);
      if (!plan) return { kind: 'skipped' };
      // a change's coupon prices its first term; a plain renewal pays the plan's price
      const coupon = change?.coupon_code ? COUPONS.find((c) => c.code === change.coupon_code) : undefined;
      const amount = coupon ? discounted(plan.price, coupon.percentOff) : plan.price;
      const nextEnd = addMonths(termEnd, termMonths(plan));
      const [charge] = await q<{ invoice_number: string }>(
        sql`insert into subscription_charges
              (host_id, subscription_id, event_id, plan_id, amount, vat_amount, currency, invoice_number,
               period_start, period_end, charged_at)
            values (${s.host_id}, ${id}, ${`renewal:${id}:${termEnd.toISOString()}`}, ${plan.id}, ${amount},
                    ${vatOf(amount)}, ${plan.currency},
                    'INV-' || to_char(${now.toISOString()}::timestamptz, 'YYYY') || '-' || nextval('invoice_number_seq'),
                    ${termEnd.toISOString()}, ${nextEnd.toISOString()}, ${now.toISOString()})
            on conflict (event_id) do nothing
            returning invoice_number`,
      );
      if (!charge) return { kind: 'skipped' };
      await q(
        sql`update subscriptions set plan_id = ${plan.id}, current_term_start = ${termEnd.toISOString()},
              current_term_end = ${nextEnd.toISOString()}, updated_at = now() where id = ${id}`,
      );
      for (const [kind, quota] of Object.entries(plan.quotas)) {
        await q(
          sql`insert into subscription_credits (subscription_id, kind, quota, used) values (${id}, ${kind}, ${quota}, 0)
              on conflict (subscription_id, kind) do update set quota = excluded.quota, used = 0`,
        );
      }
      return {
        kind: 'renewed',
        hostId: s.host_id,
        invoiceNumber: charge.invoice_number,
        planId: plan.id,
        amount,
        changed: plan.id !== s.plan_id,
      };
    });
  }

  async function mail(outcome: Outcome) {
    if (!deps.mailer || (outcome.kind !== 'renewed' && outcome.kind !== 'expired')) return;
    const [host] = await database.query<HostRow>(
      `select email, locale, first_name, company_details->>'legalBusinessName' as company_name
         from users where id = $1`,
      [outcome.hostId],
    );
    if (!host) return;
    const locale: Locale = isLocale(host.locale) ? host.locale : 'en_US';
    const t = (key: string, vars: Record<string, string> = {}) =>
      translate(locale, key, { product: deps.productTitle, ...vars });
    const family = planById(outcome.planId)?.family;
    const plan = family ? translate(locale, `subscriptions.plan.${family}`) : outcome.planId;
    const vars: Record<string, string> =
      outcome.kind === 'renewed'
        ? { invoice: outcome.invoiceNumber, plan, amount: money(outcome.amount, locale) }
        : { plan };
    await deps.mailer.send({
      to: host.email,
      subject: t(`mail.subscriptions.${outcome.kind}.subject`, vars),
      text: [
        t('mail.guest.greeting', { name: host.first_name || host.company_name || host.email }),
        t(`mail.subscriptions.${outcome.kind}.intro`, vars),
        t('mail.subscriptions.link', { link: `${deps.publicUrl}/account/payment` }),
        t('mail.support.answer.signature'),
      ].join('\n\n'),
    });
  }

  return {
    /** One sweep: every subscription whose term or trial ended by `now`. Answers counts per outcome. */
    async sweep(now: Date = clock()) {
      const due = await database.query<{ id: string }>(
        `select id from subscriptions
          where (status in ('active', 'non_renewing') and current_term_end <= $1)
             or (status = 'in_trial' and coalesce(trial_end, current_term_end) <= $1)
          order by current_term_end limit 500`,
        [now.toISOString()],
      );
      const counts = { renewed: 0, changed: 0, expired: 0, cancelled: 0, mailFailed: 0 };
      for (const { id } of due) {
        const outcome = await settle(id, now);
        if (outcome.kind === 'skipped') continue;
        counts[outcome.kind]++;
        if (outcome.kind === 'renewed' && outcome.changed) counts.changed++;
        // the money moved and is recorded; a mail that fails is not worth undoing it
        await mail(outcome).catch(() => {
          counts.mailFailed++;
        });
      }
      return counts;
    },
  };
}
export type RenewalsService = ReturnType<typeof renewalsService>;
