import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { ensureSigningKeys } from '../../src/identity/keys.ts';
import { createTestDatabase, type TestDatabase } from './test-db.ts';

export interface TestHost {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

/**
 * The real app on a fresh database. Access tokens for API tests are signed with the embedded
 * provider's own signing key (the same key the provider issues tokens with); the OIDC flow itself
 * is covered by the identity tests and the browser tests.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  setup?: (app: Awaited<ReturnType<typeof buildApp>>) => void,
) {
  const database: TestDatabase = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hp-api-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://localhost:8080',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, database, logger: false });
  setup?.(app);
  await app.ready();
  let counter = 0;

  async function tokenFor(sub: string, claims: Record<string, unknown> = {}, expiresIn = '15m') {
    const [jwk] = await ensureSigningKeys(database);
    const key = await importJWK(jwk!, jwk!.alg ?? 'RS256');
    return new SignJWT({ scope: 'openid api', ...claims })
      .setProtectedHeader({ alg: jwk!.alg ?? 'RS256', kid: jwk!.kid!, typ: 'at+jwt' })
      .setIssuer(config.oidc.issuer)
      .setAudience(config.oidc.audience)
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(key);
  }

  async function createHost(
    opts: { company?: string; firstName?: string; email?: string } = {},
  ): Promise<TestHost> {
    counter += 1;
    const email = opts.email ?? `host${counter}-${Date.now()}@example.test`;
    const [row] = await database.query<{ id: string }>(
      `insert into users (subject, email, first_name, last_name, company_details)
       values (gen_random_uuid()::text, $1, $2, 'Tester', $3) returning id`,
      [
        email,
        opts.firstName ?? 'Hanna',
        opts.company ? JSON.stringify({ legalBusinessName: opts.company }) : null,
      ],
    );
    await database.query('update users set subject = id::text where id = $1', [row!.id]);
    const token = await tokenFor(row!.id);
    return { id: row!.id, email, token, auth: { authorization: `Bearer ${token}` } };
  }

  return {
    app,
    database,
    config,
    tokenFor,
    createHost,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
