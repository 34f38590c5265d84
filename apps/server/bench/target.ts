/**
 * The servers under load, in a process of their own so that the load generator (autocannon, in the
 * parent) does not share their event loop. Opens PGlite (BENCH_TARGET_DB=pglite) or the PostgreSQL
 * database named by the URL, seeds a host with 60 properties × 3 units and one property with 2,000
 * units (and, with BENCH_TARGET_RESERVATIONS=1, a host of 2,000 units and 200,000 bookings), and listens with the real app and with a bare Fastify route serving the same properties
 * query on the raw driver. Tells the parent the addresses and a bearer token over IPC, then waits
 * for "stop".
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { propertiesRepository } from '../src/modules/properties/properties.repository.ts';
import { type ReservationsSeed, seedReservations } from './reservations.ts';
import { signToken } from './sign-token.ts';
import { seedLargeProperty } from './units-list.ts';

export const PROPERTIES = 60;
export const UNITS_PER_PROPERTY = 3;

export interface TargetReady {
  appUrl: string;
  bareUrl: string;
  token: string;
  largePropertyId: string;
  largeHostToken: string;
  /** with BENCH_TARGET_RESERVATIONS=1: the host of 2,000 units and 200,000 bookings (bench/reservations.ts) */
  reservations?: ReservationsSeed & { token: string };
}

async function seed(database: Database, propertyCount: number): Promise<string> {
  const [u] = await database.query<{ id: string }>(
    "insert into users (subject, email, first_name) values (gen_random_uuid()::text, $1, 'Bench') returning id",
    [`bench-${randomBytes(4).toString('hex')}@example.test`],
  );
  const hostId = u!.id;
  await database.query('update users set subject = id::text where id = $1', [hostId]);
  await database.query(
    `with p as (
       insert into properties (host_id, property_type, title)
       select $1, 'multi', 'Bench property ' || g from generate_series(1, $2::int) g returning id
     )
     insert into units (property_id, host_id, title, position)
     select p.id, $1, 'Unit ' || j, j from p, generate_series(0, $3::int - 1) j`,
    [hostId, propertyCount, UNITS_PER_PROPERTY],
  );
  return hostId;
}

/**
 * The statement the properties repository runs (called through the repository, so it stays the same
 * SQL), on the raw driver: no auth, no validation, no service, no response schema.
 */
function bareServer(database: Database, hostId: string) {
  const app = Fastify({ logger: false });
  const repo = propertiesRepository(database);
  app.get('/bare/properties', async () => repo.list(hostId, '', 1, 20));
  return app;
}

async function main() {
  const target = process.env.BENCH_TARGET_DB ?? 'pglite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-'));
  const database =
    target === 'pglite'
      ? await openDatabase({ dataDir })
      : await openDatabase({ databaseUrl: target, poolMax: 10 });
  // the calendar bench imports a feed served on loopback
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: '0',
    FEEDS_ALLOW_PRIVATE: 'true',
  });
  const hostId = await seed(database, PROPERTIES);
  // the 2,000-unit property belongs to a host of its own: the properties page above stays 60 × 3
  const largeHostId = await seed(database, 0);
  const largePropertyId = await seedLargeProperty(database, largeHostId);
  let reservationsHost: { id: string; seed: ReservationsSeed } | undefined;
  if (process.env.BENCH_TARGET_RESERVATIONS === '1') {
    const id = await seed(database, 0);
    reservationsHost = { id, seed: await seedReservations(database, id) };
  }
  // a database in service is vacuumed by autovacuum: index-only scans then skip the table
  await database.query('vacuum analyze');
  // and the seed's writes are on disk: measure the steady state, not the checkpoint that follows a
  // bulk load (it takes CPU and I/O from the first seconds of measuring)
  await database.query('checkpoint').catch(() => {});
  const token = await signToken(database, config, hostId);
  const largeHostToken = await signToken(database, config, largeHostId);

  const app = await buildApp({ config, database, logger: false });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = bareServer(database, hostId);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const stop = async () => {
    await app.close();
    await bare.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m) => {
    if (m === 'stop') void stop();
  });
  process.on('disconnect', () => void stop());
  const ready: TargetReady = { appUrl, bareUrl, token, largePropertyId, largeHostToken };
  if (reservationsHost) {
    ready.reservations = {
      ...reservationsHost.seed,
      token: await signToken(database, config, reservationsHost.id),
    };
  }
  process.send?.(ready);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
