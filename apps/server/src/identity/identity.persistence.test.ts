import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usingPostgres } from '../../test/helpers/test-db.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { loadSigningKeys, rotateSigningKeys } from './keys.ts';
import { buildIdentityApp, MemoryMailer, testConfig } from './testing/identity-app.ts';
import { signIn, spaClient, TestBrowser } from './testing/oidc-client.ts';

const config = testConfig();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-identity-db-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * "Restarting" the server: PGlite is closed and reopened from its data directory; on PostgreSQL
 * the app is rebuilt on the same database.
 */
let shared: (Database & { drop(): Promise<void> }) | undefined;
async function start() {
  let database: Database;
  if (usingPostgres) {
    shared ??= await createTestDatabase();
    database = shared;
  } else {
    database = await openDatabase({ dataDir });
  }
  const app = await buildIdentityApp({ config, database, mailer: new MemoryMailer() });
  return {
    app,
    database,
    async stop() {
      await app.close();
      if (!usingPostgres) await database.close();
    },
  };
}
cleanups.push(async () => {
  await shared?.drop();
});

const whoami = (app: Awaited<ReturnType<typeof start>>['app'], token: string) =>
  app.inject({ url: '/api/app/whoami', headers: { authorization: `Bearer ${token}` } });

// restarts real apps on the same data directory: slow on a busy 2-core machine
describe('persistence', { timeout: 120_000 }, () => {
  it('keeps users, sessions and refresh tokens across a restart', async () => {
    const first = await start();
    const browser = new TestBrowser(first.app, config);
    const email = `restart.${Date.now()}@example.test`;
    const tokens = await signIn(browser, {
      register: {
        hostType: 'individual',
        firstName: 'Kai',
        lastName: 'Lee',
        email,
        password: 'restart me 123',
      },
    });
    await first.stop();

    const second = await start();
    cleanups.push(() => second.stop());
    const moved = new TestBrowser(second.app, config);
    for (const [k, v] of browser.cookies) moved.cookies.set(k, v);
    // the access token still verifies, the refresh token still works
    expect((await whoami(second.app, tokens.access_token)).statusCode).toBe(200);
    const refreshed = await spaClient(moved).refresh(tokens.refresh_token!);
    expect(refreshed.status).toBe(200);
    // the browser session survived: a silent authorization (prompt=none) returns a code
    const client = spaClient(moved);
    const { location } = await moved.follow(
      await moved.get(client.authorizeUrl({ prompt: 'none' })),
      client.redirectUri,
    );
    expect(new URL(location!).searchParams.get('code')).toBeTruthy();
    expect((await client.exchange(client.codeFrom(location!))).status).toBe(200);
    await second.stop();
    cleanups.pop();
  });

  it('rotates signing keys: old tokens stay valid, new ones use the new key', async () => {
    const first = await start();
    const email = `rotate.${Date.now()}@example.test`;
    const before = await signIn(new TestBrowser(first.app, config), {
      register: {
        hostType: 'individual',
        firstName: 'Rui',
        lastName: 'Sá',
        email,
        password: 'rotate me 123',
      },
    });
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const { kid: newKid, retired } = await rotateSigningKeys(first.database);
    expect(retired).toContain(oldKid);
    expect((await loadSigningKeys(first.database)).map((k) => k.kid)).toEqual([newKid, oldKid]);
    await first.stop();

    const second = await start();
    cleanups.push(() => second.stop());
    expect((await whoami(second.app, before.access_token)).statusCode).toBe(200);
    const after = await signIn(new TestBrowser(second.app, config), { email, password: 'rotate me 123' });
    expect(decodeProtectedHeader(after.access_token).kid).toBe(newKid);
    expect(decodeJwt(after.access_token).sub).toBe(decodeJwt(before.access_token).sub);
    expect((await whoami(second.app, after.access_token)).statusCode).toBe(200);
    const jwks = (await second.app.inject({ url: '/oidc/jwks', headers: { host: 'localhost:8080' } })).json();
    expect(jwks.keys.map((k: { kid: string }) => k.kid)).toEqual([newKid, oldKid]);

    // a third rotation drops the oldest key
    await rotateSigningKeys(second.database);
    expect((await loadSigningKeys(second.database)).map((k) => k.kid)).not.toContain(oldKid);
  });
});
