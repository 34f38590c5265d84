import { type Locale, normaliseLocale } from '@host-portal/i18n';
import { normalisePhone, type SmsSender } from '../../identity/sms.ts';
import { reservationLink } from '../../lib/app-links.ts';
import type { NotificationHooks, StayFacts } from '../notifications/notifications.service.ts';
import { translate } from '../settings/translations.ts';
import type { DueText, Executor, SmsRepository } from './sms.repository.ts';

/** How texts are retried (ADR 0045): after each failure the next delay; then given up. */
export const SMS_RULES = {
  retryDelaysMs: [60_000, 5 * 60_000, 30 * 60_000],
  /** a text is meant to fit one SMS: names are shortened until it does (or cannot be shorter) */
  maxLength: 160,
  claimBatch: 20,
  lockMs: 60_000,
} as const;

const MIN_NAME = 10;

/** A name cut to `max` characters, with an ellipsis when cut. */
const cut = (text: string, max: number) =>
  text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;

/** `12–15 May` in the host's language (the nights' first and last day as dates, in UTC). */
export function stayDates(locale: Locale, checkIn: string, checkOut: string) {
  const format = new Intl.DateTimeFormat(locale.replace('_', '-'), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  return format.formatRange(new Date(`${checkIn}T00:00:00Z`), new Date(`${checkOut}T00:00:00Z`));
}

/**
 * The text of a new inquiry or booking request, in the host's language: who, which place, when,
 * and the absolute link that answers it. The place's and the guest's names are shortened (in that
 * order) while the text is longer than one SMS.
 */
export function stayText(
  locale: Locale,
  s: Pick<StayFacts, 'id' | 'kind' | 'guestName' | 'checkIn' | 'checkOut'>,
  unitName: string,
  publicUrl: string,
) {
  const key = s.kind === 'inquiry' ? 'sms.newInquiry' : 'sms.newBookingRequest';
  const vars = {
    guest: s.guestName.trim(),
    unit: unitName.trim(),
    dates: stayDates(locale, s.checkIn, s.checkOut),
    link: `${publicUrl}${reservationLink(s.kind, s.id)}`,
  };
  let text = translate(locale, key, vars);
  for (const name of ['unit', 'guest'] as const) {
    const excess = text.length - SMS_RULES.maxLength;
    if (excess <= 0) break;
    vars[name] = cut(vars[name], Math.max(MIN_NAME, vars[name].length - excess));
    text = translate(locale, key, vars);
  }
  return text;
}

/**
 * Texts to hosts (ADR 0045): the notification hook queues one for each new inquiry and booking
 * request of a host who asked for them (`sendInquirySms` and a `phoneForSms`), in the transaction
 * that stores the stay; the `sms-outbox` job sends them and retries after SMS_RULES.retryDelaysMs.
 */
export function smsService(
  repo: SmsRepository,
  deps: { sender?: SmsSender | undefined; publicUrl: string; now?: () => Date },
) {
  const now = deps.now ?? (() => new Date());
  let wake: (() => Promise<unknown>) | undefined;

  async function queue(s: StayFacts, ex: Executor | undefined, at: Date) {
    const host = await repo.textedHost(ex, s.hostId, s.unitId);
    if (!host) return false;
    const locale = normaliseLocale(host.locale) ?? 'en_US';
    const text = stayText(locale, s, host.title ?? '', deps.publicUrl);
    await repo.enqueue(ex, { hostId: s.hostId, to: normalisePhone(host.phone), text, at });
    return true;
  }

  async function attempt(row: DueText, at: Date) {
    let error: string | null = null;
    try {
      if (!deps.sender) throw new Error('No SMS sender');
      await deps.sender.send({ to: row.to, text: row.text });
    } catch (err) {
      error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'failed';
    }
    const attempts = row.attempts + 1;
    const delay = SMS_RULES.retryDelaysMs[attempts - 1];
    const next = error && delay !== undefined ? new Date(at.getTime() + delay) : null;
    await repo.recordAttempt(row.id, { attempts, error, at, next });
    return error === null;
  }

  return {
    /** The job queue hands in how to run the sender soon (a one-off job). */
    setWake(fn: () => Promise<unknown>) {
      wake = fn;
    },

    /** The notification feed's hook: a text for a new inquiry or booking request (never a booking). */
    hooks(): NotificationHooks {
      return {
        async happened(e, ctx) {
          if (e.what !== 'stayCreated' || e.stay.kind === 'booking') return;
          const queued = await queue(e.stay, ctx.tx, ctx.at ?? now());
          // sent a moment later, after the stay's transaction has committed
          if (queued) wake?.().catch(() => {});
        },
      };
    },

    /**
     * One run of the sender (the job): claims the due texts, sends each, and records the result:
     * sent, or the error and the next attempt (none after the last delay: given up, error kept).
     */
    async deliverDue(at = now()) {
      const counts = { sent: 0, failed: 0 };
      for (;;) {
        const claimed = await repo.claimDue(
          at,
          new Date(at.getTime() + SMS_RULES.lockMs),
          SMS_RULES.claimBatch,
        );
        for (const row of claimed) counts[(await attempt(row, at)) ? 'sent' : 'failed']++;
        if (claimed.length < SMS_RULES.claimBatch) break;
      }
      return counts;
    },
  };
}
export type SmsService = ReturnType<typeof smsService>;
