import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The browser tests' clock (TEST_CLOCK=true, only under NODE_ENV=test; config.ts refuses it
 * otherwise). Stays complete and reviews open days after a booking is made; a browser test cannot
 * wait for that, so the server's services read this clock, which the test moves forward, and the
 * test runs the reservations sweep job when it would have run at that time. Nothing else changes:
 * the job itself is the one the queue runs (jobs/job-queue.ts).
 */
export function createTestClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    setDays(days: number) {
      offsetMs = days * 86_400_000;
    },
  };
}
export type TestClock = ReturnType<typeof createTestClock>;

const clockBody = z.object({ days: z.number().int().min(0).max(3650) });

/**
 * POST /api/test/clock {days}: the clock is `days` ahead of real time; POST /api/test/sweep runs the
 * job; POST /api/test/webhooks runs the `webhook-deliveries` job (the queue does not run under test).
 */
export const testClockRoutes: FastifyPluginAsyncZod<{
  clock: TestClock;
  sweep: () => Promise<Record<string, number>>;
  webhooks: () => Promise<Record<string, number>>;
}> = async (app, { clock, sweep, webhooks }) => {
  app.post('/clock', { schema: { hide: true, body: clockBody } }, async (req) => {
    clock.setDays(req.body.days);
    return { now: clock.now().toISOString() };
  });
  app.post('/sweep', { schema: { hide: true } }, async () => sweep());
  app.post('/webhooks', { schema: { hide: true } }, async () => webhooks());
};
