import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import type { Config } from '../config.ts';
import { ensureSigningKeys, rotateSigningKeys } from '../identity/keys.ts';
import { testConfig } from '../identity/testing/identity-app.ts';
import { registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

async function probeApp(config: Config, database: TestDatabase) {
  const app = Fastify({ logger: false });
  registerErrorHandling(app);
  await registerAuth(app, { config, database });
  app.get('/whoami', { onRequest: app.authenticate }, async (request) => request.auth);
  app.get('/staff', { onRequest: [app.authenticate, app.requireStaff] }, async () => ({ ok: true }));
  app.get('/bare', async () => ({ ok: true }));
  await app.ready();
  return app;
}

async function sign(
  jwk: JWK,
  claims: Record<string, unknown>,
  opts: { iss: string; aud: string; exp?: string | number; typ?: string },
) {
  const key = await importJWK(jwk, 'RS256');
  return new SignJWT({ scope: 'api', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid!, typ: opts.typ ?? 'at+jwt' })
    .setIssuer(opts.iss)
    .setAudience(opts.aud)
    .setIssuedAt()
    .setExpirationTime(opts.exp ?? '15m')
    .sign(key);
}

describe('auth plugin with the embedded provider', () => {
  let database: TestDatabase;
  let config: Config;
  let app: FastifyInstance;
  let key: JWK;
  let hostId: string;
  let staffId: string;
  const call = (url: string, token?: string) =>
    app.inject({ url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const tokenFor = (
    sub: string,
    extra: Partial<Parameters<typeof sign>[2]> = {},
    claims: Record<string, unknown> = {},
  ) => sign(key, { sub, ...claims }, { iss: config.oidc.issuer, aud: config.oidc.audience, ...extra });

  beforeAll(async () => {
    database = await createTestDatabase();
    config = testConfig();
    key = (await ensureSigningKeys(database))[0]!;
    const rows = await database.query<{ id: string; role: string }>(
      `insert into users (subject, email, role) values ('tmp-h', 'auth-host@example.test', 'host'), ('tmp-s', 'auth-staff@example.test', 'staff')
       returning id, role`,
    );
    await database.query('update users set subject = id::text');
    hostId = rows.find((r) => r.role === 'host')!.id;
    staffId = rows.find((r) => r.role === 'staff')!.id;
    app = await probeApp(config, database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('answers 401 problem without a token', async () => {
    const res = await call('/whoami');
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({ code: 'unauthorized', status: 401 });
    expect(res.headers['www-authenticate']).toBe('Bearer');
    expect((await app.inject({ url: '/whoami', headers: { authorization: 'Basic abc' } })).statusCode).toBe(
      401,
    );
  });

  it('rejects a bad signature, a wrong audience or issuer, an expired token and an ID token', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const forged = await sign(
      { ...(await exportJWK(privateKey)), kid: key.kid },
      { sub: hostId },
      { iss: config.oidc.issuer, aud: config.oidc.audience },
    );
    const cases = [
      forged,
      await tokenFor(hostId, { aud: 'http://localhost:8080/other' }),
      await tokenFor(hostId, { iss: 'http://evil.test/oidc' }),
      await tokenFor(hostId, { exp: Math.floor(Date.now() / 1000) - 120 }),
      await tokenFor(hostId, { typ: 'JWT', aud: config.oidc.clientId }),
      'not.a.jwt',
    ];
    for (const token of cases) {
      const res = await call('/whoami', token);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    }
  });

  it('rejects a valid token for a user that does not exist', async () => {
    expect((await call('/whoami', await tokenFor('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(
      401,
    );
  });

  it('sets request.auth for a valid token', async () => {
    const res = await call('/whoami', await tokenFor(hostId, {}, { sid: 'session-1' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ userId: hostId, subject: hostId, role: 'host', sessionId: 'session-1' });
  });

  it('lets only staff through requireStaff', async () => {
    expect((await call('/staff', await tokenFor(hostId))).statusCode).toBe(403);
    expect((await call('/staff', await tokenFor(staffId))).statusCode).toBe(200);
  });

  it('picks up a key rotated by another process', async () => {
    await rotateSigningKeys(database);
    const { loadSigningKeys } = await import('../identity/keys.ts');
    const [current] = await loadSigningKeys(database);
    const token = await sign(
      current!,
      { sub: hostId },
      { iss: config.oidc.issuer, aud: config.oidc.audience },
    );
    await new Promise((r) => setTimeout(r, 5_100));
    expect((await call('/whoami', token)).statusCode).toBe(200);
    // tokens of the retired key still verify
    expect((await call('/whoami', await tokenFor(hostId))).statusCode).toBe(200);
  });
});

describe('auth plugin with an external issuer (OIDC_ISSUER)', () => {
  let server: Server;
  let issuer: string;
  let jwk: JWK;
  let database: TestDatabase;
  let app: FastifyInstance;
  let config: Config;

  beforeAll(async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    jwk = { ...(await exportJWK(privateKey)), kid: 'ext-1', alg: 'RS256' };
    const pub = { ...(await exportJWK(publicKey)), kid: 'ext-1', alg: 'RS256', use: 'sig' };
    server = createServer((req, res) => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/realms/x/.well-known/openid-configuration') {
        res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/certs` }));
      } else if (req.url === '/realms/x/certs') res.end(JSON.stringify({ keys: [pub] }));
      else res.writeHead(404).end('{}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/realms/x`;
    config = testConfig({ OIDC_ISSUER: issuer, OIDC_AUDIENCE: 'host-portal-api' });
    database = await createTestDatabase();
    app = await probeApp(config, database);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
    server?.close();
  });

  it('creates the user just in time from the token claims', async () => {
    const sub = `kc-${Date.now()}`;
    const token = await sign(
      jwk,
      { sub, email: 'ext.host@example.test', given_name: 'Eva', family_name: 'Ext' },
      { iss: issuer, aud: 'host-portal-api', typ: 'JWT' },
    );
    const res = await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    const [user] = await database.query<{ id: string; first_name: string; role: string }>(
      'select id, first_name, role from users where subject = $1',
      [sub],
    );
    expect(user).toMatchObject({ first_name: 'Eva', role: 'host' });
    expect(res.json()).toMatchObject({ userId: user!.id, subject: sub });
    const wrongAud = await sign(jwk, { sub }, { iss: issuer, aud: 'other', typ: 'JWT' });
    expect(
      (await app.inject({ url: '/whoami', headers: { authorization: `Bearer ${wrongAud}` } })).statusCode,
    ).toBe(401);
  });
});
