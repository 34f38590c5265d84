import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, MIGRATIONS_DIR, openDatabase, pgliteOf } from '../../src/db/client.ts';

/**
 * A fresh, migrated database for one test file. PGlite (default): an in-memory instance cloned
 * from a migrated template. With TEST_DATABASE_URL: a new database created on that server and
 * dropped afterwards.
 */
export const usingPostgres = !!process.env.TEST_DATABASE_URL;

let template: Promise<Blob> | undefined;

/** Names the migrations' content, so a changed or added migration makes a new template. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_DIR, path.join(MIGRATIONS_DIR, 'meta')]) {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (!fs.statSync(file).isFile()) continue;
      hash.update(name).update(fs.readFileSync(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The migrated template, kept on disk beside the other temporary files: running the migrations
 * takes seconds on PGlite, and vitest evaluates this module afresh for every test file, so an
 * in-memory cache alone would migrate once per file. Written under a temporary name and renamed,
 * so a worker never reads half a file; two workers that both miss build the same thing.
 */
async function pgliteTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(os.tmpdir(), `host-portal-pglite-template-${migrationsHash()}.tar`);
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    const db = await openDatabase({});
    const dump = await pgliteOf(db)!.dumpDataDir('none');
    await db.close();
    const partial = `${file}.${process.pid}.partial`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
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
