import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { acquireDataDirLock } from './lock.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers expose the same query builder; repositories see one type. */
export type Db = NodePgDatabase<Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'pg';
  /**
   * Raw parameterised query on the underlying driver (hot reads, benchmarks, health check, tests).
   * With a `name`, PostgreSQL keeps it as a prepared statement per connection (parsed and planned
   * once); PGlite runs it as it is.
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY's payload (sent by any process on this
   * database, delivered when its transaction commits). On PostgreSQL one dedicated connection per
   * call listens and reconnects when lost, then calls `onReconnect` (notifications sent meanwhile
   * are gone: the listener must catch up). Returns a function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(new URL('./migrations', import.meta.url).pathname);

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  poolMax?: number;
  /** An in-memory PGlite seeded from a dump (tests). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const database = opts.databaseUrl
    ? await openPg(opts.databaseUrl, opts.poolMax ?? 10)
    : await openPglite(opts);
  if (opts.migrate !== false) await runMigrations(database);
  return database;
}

async function openPg(url: string, max: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it
  });
  const db = drizzlePg(pool, { schema });
  return {
    db,
    driver: 'pg',
    async query(text, params, name) {
      const values = params as unknown[];
      const res = await (name ? pool.query({ name, text, values }) : pool.query(text, values));
      return res.rows;
    },
    listen: (channel, onPayload, onReconnect) => listenPg(url, channel, onPayload, onReconnect),
    close: () => pool.end(),
  };
}

/** One connection that LISTENs, reconnecting with backoff when the server or network drops it. */
async function listenPg(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (delayMs: number, isReconnect: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload !== undefined) onPayload(msg.payload);
    });
    c.on('error', () => {
      if (stopped || client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      const next = Math.min(delayMs * 2, 10_000);
      retry = setTimeout(() => connect(next, true).catch(() => {}), delayMs);
      retry.unref();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (err) {
      c.end().catch(() => {});
      if (!isReconnect) throw err;
      if (stopped) return;
      retry = setTimeout(() => connect(Math.min(delayMs * 2, 10_000), true).catch(() => {}), delayMs);
      retry.unref();
      return;
    }
    if (stopped) {
      await c.end().catch(() => {});
      return;
    }
    client = c;
    if (isReconnect) onReconnect?.();
  };
  await connect(250, false);
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = undefined;
    await c?.end().catch(() => {});
  };
}

async function openPglite(opts: OpenOptions): Promise<Database> {
  const release = opts.dataDir ? acquireDataDirLock(opts.dataDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(opts.dataDir ? { dataDir: path.join(opts.dataDir, 'pgdata') } : {}),
      ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
      extensions: { btree_gist },
    });
  } catch (err) {
    release();
    throw err;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    async query(text, params) {
      const res = await client.query(text, params as unknown[]);
      return res.rows as never[];
    },
    async listen(channel, onPayload) {
      return client.listen(channel, onPayload);
    },
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
    // exposed for the test template
    ...({ pglite: client } as object),
  };
}

export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (database.driver === 'pg') await migratePg(database.db, config);
  else await migratePglite(database.db as never, config);
}

export function pgliteOf(database: Database): PGlite | undefined {
  return (database as unknown as { pglite?: PGlite }).pglite;
}
