import PgBoss from 'pg-boss';
import { type Database, pgliteOf } from '../db/client.ts';
import type { Services } from '../services.ts';

/** Every background job of the portal, by queue name (ADR 0016). */
export const QUEUES = {
  /** the reservations' time-driven transitions (expiry, action needed, completion, reviews) */
  reservationsSweep: 'reservations-sweep',
  /** iCal import: reads the feeds whose poll period has passed (issue 8) */
  calendarFeeds: 'calendar-feeds',
  /** issue 9: one e-mail about messages left unread */
  unreadMail: 'messaging-unread-mail',
  /** issue 12: subscription renewals with the stored card, and expiries (ADR 38) */
  subscriptionsSweep: 'subscriptions-sweep',
  /** issue 13: webhook deliveries due (every minute, and a few seconds after each new event) */
  webhookDeliveries: 'webhook-deliveries',
  /** texts to hosts due (every minute, and a few seconds after each new one; ADR 0045) */
  smsOutbox: 'sms-outbox',
} as const;

/** How often the sweep runs: every minute (pg-boss's cron has minute resolution). */
export const SWEEP_CRON = '* * * * *';

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * pg-boss on the portal's own database: on PostgreSQL through the app's pool, on the embedded
 * database through PGlite itself (statements without parameters may be several, as pg-boss's
 * migrations are, so they go through `exec`). Jobs live in the `pgboss` schema, so they survive a
 * restart; workers fetch with SKIP LOCKED, so with several processes on one PostgreSQL each job is
 * run by one of them.
 */
export function createJobQueue(database: Database) {
  const pglite = pgliteOf(database);
  const db = {
    async executeSql(text: string, values?: unknown[]) {
      if (pglite && (!values || values.length === 0)) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return { rows: await database.query(text, values ?? []) };
    },
  };
  return new PgBoss({ db: db as PgBoss.Db, schema: 'pgboss', supervise: true, schedule: true });
}

/** PostgreSQL's codes for a deadlock and a unique violation. */
const RACE_CODES = new Set(['40P01', '23505']);

/**
 * Creates a queue unless it exists. Several processes starting at once on one PostgreSQL each
 * create the same queues; pg-boss's create_queue (a row and a partition table) can then deadlock
 * or hit the other's row. Such a loser waits a moment and looks again: the queue is there, or it
 * tries once more. Any other error is the caller's.
 */
export async function ensureQueue(boss: PgBoss, name: string, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await boss.getQueue(name)) return;
    try {
      await boss.createQueue(name);
      return;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !RACE_CODES.has(code) || attempt >= attempts) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * attempt));
    }
  }
}

/**
 * Starts the queue and its workers: the reservations sweep, the calendar feeds' reads and the unread-message e-mails, each on
 * a cron schedule. Returns stop(). A failed run is retried by pg-boss and logged; the next
 * minute's run picks up what is left (a feed is read again once its poll period has passed).
 */
/** One run of the reservations sweep job: what changed, per transition. */
export async function reservationsSweep(services: Services) {
  const counts = await services.reservations.sweep();
  // guests' sessions past their time, and login links long dead (issue 9)
  await services.guestAuth.forgetExpired();
  // hosts hear before the reply window of an unanswered review closes (issue 10)
  counts.reviewReplyReminders = await services.reviews.remindReplies();
  // accounts whose erasure grace period is over (issue 11)
  counts.accountsErased = await services.privacy.eraseDue();
  // web vitals samples older than the staff's table reads (issue 13)
  counts.webVitalsPruned = await services.webVitals.prune();
  return counts;
}

export async function startJobs(deps: { database: Database; services: Services; log: Logger }) {
  const boss = createJobQueue(deps.database);
  boss.on('error', (err) => deps.log.error({ err }, 'job queue error'));
  await boss.start();
  await ensureQueue(boss, QUEUES.reservationsSweep);
  await boss.schedule(QUEUES.reservationsSweep, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.reservationsSweep, { pollingIntervalSeconds: 2 }, async () => {
    const counts = await reservationsSweep(deps.services);
    if (Object.values(counts).some((n) => n > 0)) deps.log.info({ counts }, 'reservations sweep');
    return counts;
  });
  await ensureQueue(boss, QUEUES.calendarFeeds);
  await boss.schedule(QUEUES.calendarFeeds, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.calendarFeeds, { pollingIntervalSeconds: 2 }, async () => {
    const read = await deps.services.calendar.syncDueFeeds();
    if (read > 0) deps.log.info({ read }, 'calendar feeds read');
    return { read };
  });
  await ensureQueue(boss, QUEUES.unreadMail);
  await boss.schedule(QUEUES.unreadMail, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.unreadMail, { pollingIntervalSeconds: 2 }, async () => {
    const sent = await deps.services.unreadMail();
    if (sent > 0) deps.log.info({ sent }, 'unread message e-mails sent');
    return { sent };
  });
  await ensureQueue(boss, QUEUES.subscriptionsSweep);
  await boss.schedule(QUEUES.subscriptionsSweep, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.subscriptionsSweep, { pollingIntervalSeconds: 2 }, async () => {
    const counts = await deps.services.renewals.sweep();
    if (Object.values(counts).some((n) => n > 0)) deps.log.info({ counts }, 'subscriptions sweep');
    return counts;
  });
  await ensureQueue(boss, QUEUES.webhookDeliveries);
  await boss.schedule(QUEUES.webhookDeliveries, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.webhookDeliveries, { pollingIntervalSeconds: 2 }, async () => {
    const counts = await deps.services.webhooks.deliverDue();
    if (counts.delivered + counts.failed > 0) deps.log.info({ counts }, 'webhook deliveries');
    return counts;
  });
  // a new event (or a replay) asks for a run in a moment, after its transaction has committed;
  // runs asked for within the same two seconds are one
  deps.services.webhooks.setWake(() =>
    boss.send(QUEUES.webhookDeliveries, {}, { startAfter: 2, singletonSeconds: 2 }),
  );
  await ensureQueue(boss, QUEUES.smsOutbox);
  await boss.schedule(QUEUES.smsOutbox, SWEEP_CRON, {}, { tz: 'UTC' });
  await boss.work(QUEUES.smsOutbox, { pollingIntervalSeconds: 2 }, async () => {
    const counts = await deps.services.sms.deliverDue();
    if (counts.sent + counts.failed > 0) deps.log.info({ counts }, 'texts sent');
    return counts;
  });
  deps.services.sms.setWake(() => boss.send(QUEUES.smsOutbox, {}, { startAfter: 2, singletonSeconds: 2 }));
  return {
    boss,
    stop: () => boss.stop({ graceful: true, timeout: 10_000, wait: true }),
  };
}
