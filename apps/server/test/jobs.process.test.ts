import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobQueue, ensureQueue, QUEUES } from '../src/jobs/job-queue.ts';
import { unitIn } from './helpers/listing-fixtures.ts';
import { freePort, type ServerProcess, spawnServer, waitHealthy } from './helpers/server-process.ts';
import { createTestApp, type TestApp, type TestHost } from './helpers/test-app.ts';
import { usingPostgres } from './helpers/test-db.ts';

const driver = usingPostgres ? 'PostgreSQL' : 'PGlite';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const guest = { name: 'Jo Guest', email: 'jo@example.test', language: 'en' };

async function until(what: string, check: () => Promise<boolean>, ms = 60_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

let t: TestApp;
let host: TestHost;

/** A pending request of a published on-request unit whose answer time has already passed. */
async function overdueRequest(n: number) {
  const { unitId } = await unitIn(t, host, 'PUBLISHED');
  await t.app.inject({
    method: 'PATCH',
    url: `/api/app/property-unit/${unitId}`,
    headers: host.auth,
    payload: { bookingType: 'onRequest' },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/public/units/${unitId}/booking-requests`,
    payload: { checkIn: day(30 + n), checkOut: day(33 + n), guests: 2, guest },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().id as string;
  await t.database.query(`update reservations set respond_by = now() - interval '1 hour' where id = $1`, [
    id,
  ]);
  return id;
}
const statusOf = async (id: string) =>
  (await t.database.query<{ status: string }>('select status from reservations where id = $1', [id]))[0]!
    .status;

describe(`background jobs on the job queue (${driver})`, () => {
  beforeAll(async () => {
    t = await createTestApp({ JOBS_ENABLED: 'true' });
    host = await t.createHost();
  }, 120_000);
  afterAll(() => t?.close());

  it('runs the reservations sweep from the queue: an overdue request expires', async () => {
    const id = await overdueRequest(0);
    const sender = createJobQueue(t.database);
    await sender.start();
    try {
      expect(await sender.send(QUEUES.reservationsSweep, {})).toBeTruthy();
      await until('the request to expire', async () => (await statusOf(id)) === 'EXPIRED');
    } finally {
      await sender.stop({ graceful: false, wait: true });
    }
    const history = (
      await t.database.query<{ history: { status: string; by: string }[] }>(
        'select history from reservations where id = $1',
        [id],
      )
    )[0]!.history;
    expect(history.map((h) => `${h.status} by ${h.by}`)).toEqual(['REQUESTED by GUEST', 'EXPIRED by SYSTEM']);
  }, 90_000);
});

describe.runIf(usingPostgres)('two server processes on one PostgreSQL', () => {
  const servers: ServerProcess[] = [];
  let boss: PgBoss;
  beforeAll(async () => {
    // jobs off in this process: only the two servers work
    t = await createTestApp();
    host = await t.createHost();
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) s.child.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await boss?.stop({ graceful: false, wait: true });
    await t?.close();
  }, 60_000);

  it('creates a new queue once when several processes start at the same moment', async () => {
    const bosses = Array.from(
      { length: 4 },
      () =>
        new PgBoss({
          connectionString: t.database.url!,
          schema: 'pgboss',
          supervise: false,
          schedule: false,
        }),
    );
    await Promise.all(bosses.map((b) => b.start()));
    const names = Array.from({ length: 5 }, (_, n) => `race-${Date.now().toString(36)}-${n}`);
    try {
      for (const name of names) {
        // every process creates the same queue at once; none fails, one queue results
        await Promise.all(bosses.map((b) => ensureQueue(b, name)));
        expect(await bosses[0]!.getQueue(name)).toMatchObject({ name });
      }
    } finally {
      for (const name of names) await bosses[0]!.deleteQueue(name).catch(() => {});
      await Promise.all(bosses.map((b) => b.stop({ graceful: false, wait: true })));
    }
  }, 120_000);

  it('runs each job exactly once, including jobs sent while no process was running', async () => {
    const ids = [await overdueRequest(10), await overdueRequest(20)];
    boss = new PgBoss({
      connectionString: t.database.url!,
      schema: 'pgboss',
      supervise: false,
      schedule: false,
    });
    await boss.start();
    await boss.createQueue(QUEUES.reservationsSweep);
    // sent before any worker runs: the jobs wait in the database
    const jobs: string[] = [];
    for (let n = 0; n < 20; n++) jobs.push((await boss.send(QUEUES.reservationsSweep, { n }))!);
    for (let n = 0; n < 2; n++) {
      const port = String(await freePort());
      servers.push(
        spawnServer({
          PORT: port,
          PUBLIC_URL: `http://localhost:${port}`,
          DATABASE_URL: t.database.url!,
          JOBS_ENABLED: 'true',
          SEED_DEMO: 'false',
        }),
      );
    }
    await Promise.all(servers.map((s) => waitHealthy(s)));
    await until('every job to complete', async () => {
      const rows = await t.database.query<{ n: number }>(
        `select count(*)::int as n from pgboss.job where id = any($1::uuid[]) and state = 'completed'`,
        [jobs],
      );
      return rows[0]!.n === jobs.length;
    });
    const rows = await t.database.query<{ retry_count: number }>(
      'select retry_count from pgboss.job where id = any($1::uuid[])',
      [jobs],
    );
    expect(rows).toHaveLength(20);
    expect(rows.every((r) => r.retry_count === 0)).toBe(true);
    for (const id of ids) {
      const [row] = await t.database.query<{ status: string; history: { status: string }[] }>(
        'select status, history from reservations where id = $1',
        [id],
      );
      expect(row!.status).toBe('EXPIRED');
      // twenty sweeps in two processes, one expiry
      expect(row!.history.filter((h) => h.status === 'EXPIRED')).toHaveLength(1);
    }
  }, 240_000);
});
