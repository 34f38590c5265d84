import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase, pgliteOf } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file. PGlite (default): an in-memory instance cloned
 * from a migrated template dumped once per worker. With TEST_DATABASE_URL: a new database created
 * on that server and dropped afterwards.
 */
export const usingPostgres = !!process.env.TEST_DATABASE_URL;

let template: Promise<Blob> | undefined;

async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const db = await openDatabase({});
    const dump = await pgliteOf(db)!.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return template;
}

export interface TestDatabase extends Database {
  drop(): Promise<void>;
  /** the database's address on the PostgreSQL server (absent on PGlite) */
  url?: string;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!usingPostgres) {
    const db = await openDatabase({ loadDataDir: await pgliteTemplate(), migrate: false });
    return Object.assign(db, { drop: () => db.close() });
  }
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `hp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), poolMax: 5 });
  return Object.assign(db, {
    url: url.toString(),
    async drop() {
      await db.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  });
}
