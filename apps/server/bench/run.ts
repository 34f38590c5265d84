/**
 * `npm run bench`: the authenticated, validated, DB-backed GET /api/app/properties against a bare
 * Fastify route serving the same query with the raw driver, on PGlite and on PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; skipped without one). Prints requests/s, p50, p99 and
 * the ratio. Then a property with 2,000 units (units list page p99) and the photo pipeline on a
 * 12-megapixel JPEG. Loopback only; each run is bounded in time.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { ensureSigningKeys } from '../src/identity/keys.ts';
import { benchInitialJs } from './initial-js.ts';
import { benchPhotoProcessing } from './photo-processing.ts';
import { benchUnitsList, seedLargeProperty } from './units-list.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PROPERTIES = 60;
const UNITS_PER_PROPERTY = 3;

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  // warm-up, then the measured run
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

async function seed(database: Database): Promise<string> {
  const [u] = await database.query<{ id: string }>(
    "insert into users (subject, email, first_name) values (gen_random_uuid()::text, $1, 'Bench') returning id",
    [`bench-${randomBytes(4).toString('hex')}@example.test`],
  );
  const hostId = u!.id;
  await database.query('update users set subject = id::text where id = $1', [hostId]);
  for (let i = 0; i < PROPERTIES; i++) {
    const [p] = await database.query<{ id: string }>(
      "insert into properties (host_id, property_type, title) values ($1, 'multi', $2) returning id",
      [hostId, `Bench property ${i}`],
    );
    for (let j = 0; j < UNITS_PER_PROPERTY; j++) {
      await database.query(
        'insert into units (property_id, host_id, title, position) values ($1, $2, $3, $4)',
        [p!.id, hostId, `Unit ${j}`, j],
      );
    }
  }
  return hostId;
}

/** The same two statements the repository runs, straight on the driver, no auth, no validation. */
function bareServer(database: Database, hostId: string) {
  const app = Fastify({ logger: false });
  app.get('/bare/properties', async () => {
    const rows = await database.query<{ id: string; total: number }>(
      `select id, property_type, title, updated_at, count(*) over () as total from properties
       where host_id = $1 order by updated_at desc, id desc limit 20 offset 0`,
      [hostId],
    );
    const units = await database.query(
      `select id, property_id, title, state, invalid_fields from units
       where host_id = $1 and property_id = any($2::uuid[]) order by position, created_at`,
      [hostId, rows.map((r) => r.id)],
    );
    return { rows, units };
  });
  return app;
}

async function benchDriver(label: string, database: Database, dataDir: string) {
  const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0' });
  const hostId = await seed(database);
  const [jwk] = await ensureSigningKeys(database);
  const token = await new SignJWT({ scope: 'openid api' })
    .setProtectedHeader({ alg: jwk!.alg ?? 'RS256', kid: jwk!.kid!, typ: 'at+jwt' })
    .setIssuer(config.oidc.issuer)
    .setAudience(config.oidc.audience)
    .setSubject(hostId)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(await importJWK(jwk!, jwk!.alg ?? 'RS256'));

  const app = await buildApp({ config, database, logger: false });
  const appUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const bare = bareServer(database, hostId);
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });

  const check = await fetch(`${appUrl}/api/app/properties`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!check.ok) throw new Error(`authenticated call failed: ${check.status} ${await check.text()}`);

  const api = await load(`${appUrl}/api/app/properties`, { authorization: `Bearer ${token}` });
  const raw = await load(`${bareUrl}/bare/properties`);
  const largeProperty = await seedLargeProperty(database, hostId);
  const units = await benchUnitsList(appUrl, token, largeProperty, Math.min(DURATION, 5));
  await app.close();
  await bare.close();
  const ratio = api.rps / raw.rps;
  console.log(`\n${label}`);
  console.log(
    `  GET /api/app/properties (auth + validation + service): ${api.rps} req/s  p50 ${api.p50} ms  p99 ${api.p99} ms  errors ${api.errors}`,
  );
  console.log(
    `  bare Fastify route, raw driver, same query:          ${raw.rps} req/s  p50 ${raw.p50} ms  p99 ${raw.p99} ms  errors ${raw.errors}`,
  );
  console.log(`  ratio: ${(ratio * 100).toFixed(1)}% (aim: 80% or more)`);
  console.log(units.line);
  return ratio;
}

async function main() {
  console.log(
    `bench: ${PROPERTIES} properties × ${UNITS_PER_PROPERTY} units, page of 20, ${CONNECTIONS} connections, ${DURATION} s per run`,
  );
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-bench-'));
  const lite = await openDatabase({ dataDir: dir });
  try {
    await benchDriver('PGlite (embedded)', lite, dir);
  } finally {
    await lite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }

  await benchPhotoProcessing(5);
  await benchInitialJs();

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.log('\nPostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
    return;
  }
  const name = `hp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.toString(), poolMax: 10 });
  try {
    await benchDriver('PostgreSQL server', server, dir);
  } finally {
    await server.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
