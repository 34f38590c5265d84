/**
 * `npm run bench`: the budgets of issue 6, each printed with PASS or FAIL (README, "Benchmarks").
 *
 * 1. Initial JS (gzip) of the app pages and of the sign-in page at most 1.3x a minimal Vite + React
 *    + router + TanStack Query app built here with the same Vite.
 * 2. GET /api/app/properties at least 80% of a bare Fastify route's requests/s serving the same
 *    repository statement on the raw driver, on PGlite and on PostgreSQL: short rounds of both sides
 *    interleaved, median ratio. The servers run in a child process (bench/target.ts), autocannon here.
 * 3. Units list of a 2,000-unit property: p99 at most 30 ms on PostgreSQL (PGlite shown too).
 * 4. Lighthouse mobile performance at least 90 on the sign-in page and on /properties signed in,
 *    against the production build served by the built server.
 * 5. Reservations (issue 7) of a host with 2,000 units and 200,000 bookings on PostgreSQL: every tab
 *    (bookings upcoming/current/completed/cancelled/all, pending requests, open and archived
 *    inquiries) at page 1 and a deep page, and the pending-requests count: p99 at most 50 ms; then
 *    500 concurrent confirms of requests over 50 contested ranges: one through per range, the rest
 *    409, no 5xx, no overlapping occupying rows (bench/reservations.ts).
 * 6. Calendar (issue 8) on the same host, PostgreSQL: one unit's unavailabilities for the month
 *    view's window (aim p99 <= 20 ms), the timeline for 50 units × 60 nights (aim p99 <= 50 ms;
 *    pages cycled, so warm in the per-unit cache of ADR 33; a cold figure beside it, every unit a
 *    miss), a bulk block of 500 units × 7 nights and its undo (timed), the import of a 5,000-event
 *    iCal feed (timed) (bench/calendar.ts).
 * 7. Messaging (issue 9), PostgreSQL with two server processes: delivery latency of a message to
 *    1,000 sockets on one process and split over two, and messages per second one process takes
 *    through the send call (bench/messaging.ts). Figures, no budget.
 *
 * It builds the app first (`npm run build`; BENCH_SKIP_BUILD=1 skips that). PostgreSQL comes from
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a database is created and dropped for the run); without
 * one, the PostgreSQL budgets print SKIP. Loopback only; every run is bounded in time.
 */
import { execFileSync, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { interleavedRatio, median, THROUGHPUT_BUDGET } from './api-throughput.ts';
import {
  BULK_NIGHTS,
  BULK_UNITS,
  benchCalendar,
  FEED_EVENTS,
  TIMELINE_P99_AIM_MS,
  UNIT_CALENDAR_P99_AIM_MS,
} from './calendar.ts';
import { benchTimelineBrowser } from './calendar-browser.ts';
import { benchInitialJs, INITIAL_JS_BUDGET } from './initial-js.ts';
import { benchInsights, INSIGHTS_P99_BUDGET_MS, seedInsights } from './insights.ts';
import { benchLighthouse, LIGHTHOUSE_BUDGET } from './lighthouse.ts';
import { benchMessaging } from './messaging.ts';
import { benchPhotoProcessing } from './photo-processing.ts';
import {
  BOOKINGS,
  benchReservationLists,
  confirmRace,
  RACE_REQUESTS_PER_UNIT,
  RACE_UNITS,
  RESERVATION_UNITS,
  RESERVATIONS_P99_BUDGET_MS,
} from './reservations.ts';
import type { TargetReady } from './target.ts';
import { benchUnitsList, UNITS_IN_PROPERTY, UNITS_P99_BUDGET_MS } from './units-list.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
const ROUND_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const UNITS_SECONDS = Number(process.env.BENCH_UNITS_SECONDS ?? 8);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const RESERVATIONS_SECONDS = Number(process.env.BENCH_RESERVATIONS_SECONDS ?? 3);
/** The reservations figures on PGlite too (informational, slower to seed): BENCH_RESERVATIONS_PGLITE=1. */
const RESERVATIONS_PGLITE = process.env.BENCH_RESERVATIONS_PGLITE === '1';
/** Comma-separated subset: js, api, units, reservations, calendar, insights, messaging, lighthouse, photos (default: all). */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'js,api,units,reservations,calendar,insights,messaging,lighthouse,photos').split(
    ',',
  ),
);

const here = path.dirname(new URL(import.meta.url).pathname);
const repoRoot = path.resolve(here, '../../..');

const verdicts: string[] = [];
function verdict(pass: boolean | null, line: string) {
  const v = `${pass === null ? 'SKIP' : pass ? 'PASS' : 'FAIL'}  ${line}`;
  verdicts.push(v);
  console.log(v);
}

interface Target extends TargetReady {
  stop: () => Promise<void>;
}

/** bench/target.ts in a child process (tsx loader), seeded on the given database. */
function startTarget(db: string, reservations: boolean): Promise<Target> {
  const child = fork(path.join(here, 'target.ts'), [], {
    env: { ...process.env, BENCH_TARGET_DB: db, BENCH_TARGET_RESERVATIONS: reservations ? '1' : '0' },
    // BENCH_TARGET_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server under load
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_TARGET_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench target exited with ${code}`)));
    child.once('message', (m) => {
      const stop = () =>
        new Promise<void>((done) => {
          child.removeAllListeners('exit');
          child.once('exit', () => done());
          child.send('stop');
        });
      resolve({ ...(m as TargetReady), stop });
    });
  });
}

async function benchReservations(label: string, target: Target, db: pg.Client | undefined) {
  const seeded = target.reservations;
  if (!seeded) throw new Error('the bench target did not seed the reservations');
  const postgres = label.startsWith('PostgreSQL');
  const counts = Object.entries(seeded.counts)
    .map(([status, n]) => `${status} ${n}`)
    .join(', ');
  console.log(
    `  reservations: ${RESERVATION_UNITS} units, ${BOOKINGS} bookings, seeded in ${(seeded.seedMs / 1000).toFixed(1)} s (${counts})`,
  );
  if (ONLY.has('calendar')) await benchCalendarOf(label, target);
  if (ONLY.has('insights') && db) await benchInsightsOf(label, target, db);
  if (!ONLY.has('reservations')) return;
  const { lists, pendingCount } = await benchReservationLists(
    target.appUrl,
    seeded.token,
    RESERVATIONS_SECONDS,
    CONNECTIONS,
  );
  for (const f of [...lists, pendingCount]) {
    const rows = 'count' in f ? `count ${f.count}` : `${f.total} rows`;
    const line = `${label}: ${f.name} (${rows}), ${CONNECTIONS} connections: p99 ${f.p99} ms (p50 ${f.p50} ms, ${f.rps} req/s, errors ${f.errors})`;
    if (postgres) {
      verdict(
        f.p99 <= RESERVATIONS_P99_BUDGET_MS && f.errors === 0,
        `${line} budget <= ${RESERVATIONS_P99_BUDGET_MS} ms`,
      );
    } else {
      console.log(`  ${line} (the budget applies to PostgreSQL)`);
    }
  }
  if (!db) return;
  const race = await confirmRace(target.appUrl, seeded.token, seeded.contested, async (text, params) => {
    const res = await db.query(text, params as unknown[]);
    return res.rows as Record<string, unknown>[];
  });
  const answers = Object.entries(race.statuses)
    .map(([status, n]) => `${status} × ${n}`)
    .join(', ');
  verdict(
    race.pass,
    `${label}: confirm race, ${race.requests} concurrent confirms over ${race.ranges} contested ranges (${RACE_REQUESTS_PER_UNIT} requests each) in ${race.ms} ms: answers ${answers}; ranges without exactly one 2xx: ${race.badRanges}; bookings made ${race.bookingsMade}/${RACE_UNITS}; overlapping occupying rows ${race.overlaps} (budget: one 2xx per range, the rest 409, no 5xx, no overlaps)`,
  );
}

/** Issue 13: the insights calls on the reservations host (PostgreSQL; seeded with views and reviews). */
async function benchInsightsOf(label: string, target: Target, db: pg.Client) {
  const seeded = target.reservations!;
  const query = async (text: string, params?: unknown[]) => (await db.query(text, params)).rows;
  const seed = await seedInsights(query, seeded.propertyId);
  console.log(`  insights: seeded in ${(seed.ms / 1000).toFixed(1)} s (${JSON.stringify(seed.counts)})`);
  const [unit] = await query('select id from units where property_id = $1 order by position limit 1', [
    seeded.propertyId,
  ]);
  const figures = await benchInsights(
    target.appUrl,
    seeded.token,
    String(unit?.id),
    RESERVATIONS_SECONDS,
    CONNECTIONS,
  );
  for (const f of figures) {
    verdict(
      f.p99 <= INSIGHTS_P99_BUDGET_MS && f.errors === 0,
      `${label}: insights ${f.name}, ${CONNECTIONS} connections: p99 ${f.p99} ms (p50 ${f.p50} ms, ${f.rps} req/s, errors ${f.errors}) budget <= ${INSIGHTS_P99_BUDGET_MS} ms`,
    );
  }
}

async function benchCalendarOf(label: string, target: Target) {
  const seeded = target.reservations!;
  const postgres = label.startsWith('PostgreSQL');
  const c = await benchCalendar(
    target.appUrl,
    seeded.token,
    seeded.propertyId,
    RESERVATIONS_SECONDS,
    CONNECTIONS,
  );
  for (const [f, aim] of [
    [c.unit, UNIT_CALENDAR_P99_AIM_MS],
    [c.timeline, TIMELINE_P99_AIM_MS],
  ] as const) {
    const line = `${label}: calendar, ${f.name}, ${CONNECTIONS} connections: p99 ${f.p99} ms (p50 ${f.p50} ms, ${f.rps} req/s, errors ${f.errors})`;
    if (postgres) verdict(f.p99 <= aim && f.errors === 0, `${line} aim <= ${aim} ms`);
    else console.log(`  ${line} (the aim applies to PostgreSQL)`);
  }
  const alone = c.timelineAlone;
  console.log(
    `  ${label}: calendar, ${alone.name}, 1 connection (one host scrolling): p99 ${alone.p99} ms (p50 ${alone.p50} ms, ${alone.rps} req/s)`,
  );
  // beside the warm figure: the same call when no unit's calendar is cached (no aim of its own)
  for (const [f, conns] of [
    [c.timelineCold, CONNECTIONS],
    [c.timelineColdAlone, 1],
  ] as const) {
    console.log(
      `  ${label}: calendar, ${f.name}, ${conns} connection${conns > 1 ? 's' : ''}: p99 ${f.p99} ms (p50 ${f.p50} ms, ${f.rps} req/s, errors ${f.errors})`,
    );
  }
  const b = c.bulk;
  console.log(
    `  ${label}: calendar, bulk block of ${BULK_UNITS} units × ${BULK_NIGHTS} nights: preview ${b.previewMs} ms, apply ${b.bulkMs} ms (${b.applied.nightsChanged} nights changed), undo ${b.undoMs} ms`,
  );
  console.log(
    `  ${label}: calendar, iCal import of a ${FEED_EVENTS}-event feed (${Math.round(c.feed.bytes / 1024)} KB): first read ${c.feed.importMs} ms (${c.feed.events} events, health ${c.feed.health}), read again ${c.feed.resyncMs} ms`,
  );
}

async function benchDriver(label: string, db: string) {
  console.log(`\n${label}`);
  const postgres = label.startsWith('PostgreSQL');
  const reservations =
    (ONLY.has('reservations') || ONLY.has('calendar') || ONLY.has('insights')) &&
    (postgres || RESERVATIONS_PGLITE);
  const target = await startTarget(db, reservations);
  try {
    if (ONLY.has('api')) {
      const { rounds, median: m } = await interleavedRatio({
        apiUrl: `${target.appUrl}/api/app/properties`,
        bareUrl: `${target.bareUrl}/bare/properties`,
        token: target.token,
        rounds: ROUNDS,
        seconds: ROUND_SECONDS,
        connections: CONNECTIONS,
      });
      for (const [i, r] of rounds.entries()) {
        console.log(
          `  round ${i + 1}: app ${Math.round(r.api)} req/s, bare ${Math.round(r.bare)} req/s, ${(r.ratio * 100).toFixed(1)}%`,
        );
      }
      verdict(
        m >= THROUGHPUT_BUDGET,
        `${label}: GET /api/app/properties ${(m * 100).toFixed(1)}% of the bare route (median of ${rounds.length} interleaved rounds; app median ${Math.round(median(rounds.map((r) => r.api)))} req/s, bare ${Math.round(median(rounds.map((r) => r.bare)))} req/s) budget >= ${THROUGHPUT_BUDGET * 100}%`,
      );
    }
    if (ONLY.has('units')) {
      const u = await benchUnitsList(
        target.appUrl,
        target.largeHostToken,
        target.largePropertyId,
        UNITS_SECONDS,
      );
      const line = `${label}: units list of a ${UNITS_IN_PROPERTY}-unit property, ${CONNECTIONS} connections: p99 ${u.p99} ms (p50 ${u.p50} ms, ${u.rps} req/s, errors ${u.errors})`;
      if (label.startsWith('PostgreSQL')) {
        verdict(
          u.p99 <= UNITS_P99_BUDGET_MS && u.errors === 0,
          `${line} budget <= ${UNITS_P99_BUDGET_MS} ms`,
        );
      } else {
        console.log(`  ${line} (the budget applies to PostgreSQL)`);
      }
    }
    if (reservations) {
      const client = postgres ? new pg.Client({ connectionString: db }) : undefined;
      await client?.connect();
      try {
        await benchReservations(label, target, client);
      } finally {
        await client?.end();
      }
    }
  } finally {
    await target.stop();
  }
}

async function benchPostgres(serverUrl: string | undefined) {
  if (!serverUrl) {
    if (ONLY.has('api'))
      verdict(null, 'PostgreSQL: properties throughput (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    if (ONLY.has('units'))
      verdict(null, 'PostgreSQL: units list p99 (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    if (ONLY.has('reservations'))
      verdict(
        null,
        'PostgreSQL: reservations lists p99 and confirm race (set BENCH_DATABASE_URL or TEST_DATABASE_URL)',
      );
    return;
  }
  const name = `hp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchDriver('PostgreSQL server', url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function messagingFigures(serverUrl: string | undefined) {
  console.log('\nMessaging (PostgreSQL, server processes from src/main.ts)');
  if (!serverUrl) {
    verdict(null, 'PostgreSQL: messaging fan-out (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `hp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const m = await benchMessaging(url.toString());
    for (const f of m.fanout) {
      console.log(
        `  fan-out: a message to ${f.clients} sockets on ${f.processes} process${f.processes > 1 ? 'es' : ''}: delivery p50 ${f.p50} ms, p99 ${f.p99} ms, max ${f.max} ms (${f.deliveries} deliveries)`,
      );
    }
    console.log(
      `  send call, 10 connections over 100 conversations: ${m.send.rps} messages/s (p99 ${m.send.p99} ms, errors ${m.send.errors})`,
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** Timings on a shared machine are noisy: say how busy it was next to them. */
const machine = () =>
  `${os.availableParallelism()} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`;

async function main() {
  console.log(`machine: ${machine()}`);
  if (process.env.BENCH_SKIP_BUILD !== '1' && ['js', 'lighthouse', 'calendar'].some((b) => ONLY.has(b))) {
    console.log('building the web app and the server (npm run build)…');
    try {
      execFileSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
    } catch (err) {
      const e = err as { stdout?: Buffer; stderr?: Buffer };
      console.error(`${e.stdout?.toString() ?? ''}${e.stderr?.toString() ?? ''}`);
      throw new Error('npm run build failed');
    }
  }

  if (ONLY.has('js')) {
    const { minimal, app, login } = await benchInitialJs();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`\nInitial JS (gzip of the scripts the HTML loads); minimal app: ${kb(minimal)}`);
    for (const [page, size] of [
      ['app pages (index.html)', app],
      ['sign-in page (login.html)', login],
    ] as const) {
      verdict(
        size / minimal <= INITIAL_JS_BUDGET,
        `initial JS, ${page}: ${kb(size)} = ${(size / minimal).toFixed(2)}x the minimal app (${kb(minimal)}) budget <= ${INITIAL_JS_BUDGET}x`,
      );
    }
  }

  if (['api', 'units', 'reservations', 'calendar', 'insights'].some((b) => ONLY.has(b))) {
    console.log(
      `\nLoad: ${CONNECTIONS} connections; properties: ${ROUNDS} interleaved rounds of ${ROUND_SECONDS} s per side; reservations: ${RESERVATIONS_SECONDS} s per list and page`,
    );
    if (ONLY.has('api') || ONLY.has('units') || RESERVATIONS_PGLITE) {
      await benchDriver('PGlite (embedded)', 'pglite');
    }
    await benchPostgres(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  }

  const browserDb = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (ONLY.has('calendar') && browserDb) {
    console.log('\nCalendar timeline in Chromium (the built app, 1280 × 800, PostgreSQL)');
    const f = await benchTimelineBrowser(browserDb);
    console.log(`  ${f.units} units: first night with data after ${f.firstRenderMs} ms`);
    for (const r of f.scrolls) {
      console.log(
        `  ${r.name} scrolling, ${r.frames} frames: ${r.over25} over 25 ms, ${r.over50} over 50 ms, longest ${r.longestFrameMs} ms, median ${r.medianFrameMs} ms, ${r.longTasks} long tasks; ${r.mountedCells} cells mounted`,
      );
    }
  }

  if (ONLY.has('messaging')) await messagingFigures(browserDb);

  if (ONLY.has('lighthouse')) {
    console.log(`\nLighthouse (mobile, ${LIGHTHOUSE_RUNS} runs per page, median)`);
    const { results, outDir } = await benchLighthouse(LIGHTHOUSE_RUNS);
    for (const r of results) {
      for (const run of r.runs) {
        const m = Object.entries(run.metrics)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ');
        console.log(`  ${r.path}: ${run.score} (${m})`);
      }
      const score = median(r.scores);
      verdict(
        score >= LIGHTHOUSE_BUDGET,
        `Lighthouse mobile performance ${r.path}: ${score} (runs: ${r.scores.join(', ')}) budget >= ${LIGHTHOUSE_BUDGET}`,
      );
    }
    console.log(`  reports: ${outDir}`);
  }

  if (ONLY.has('photos')) await benchPhotoProcessing(5);

  console.log(`\nSummary (machine at the end: ${machine()})\n${verdicts.map((v) => `  ${v}`).join('\n')}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
