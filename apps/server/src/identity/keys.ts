import { randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Database } from '../db/client.ts';

export const SIGNING_ALG = 'RS256';
/** How many keys stay published: the current one and the one it replaced. */
const PUBLISHED_KEYS = 2;

interface KeyRow {
  kid: string;
  private_jwk: JWK | string;
  retired_at: Date | string | null;
}

async function generateSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const kid = await calculateJwkThumbprint(jwk);
  return { ...jwk, kid, alg: SIGNING_ALG, use: 'sig' };
}

const parse = (value: JWK | string): JWK => (typeof value === 'string' ? (JSON.parse(value) as JWK) : value);

/** Published private keys, the signing (newest unretired) key first. */
export async function loadSigningKeys(database: Database): Promise<JWK[]> {
  const rows = await database.query<KeyRow>(
    `select kid, private_jwk, retired_at from oidc_signing_keys
     order by (retired_at is null) desc, created_at desc, kid`,
  );
  return rows.map((r) => parse(r.private_jwk));
}

/** Creates the first key when none is active; returns the published private keys (signing key first). */
export async function ensureSigningKeys(database: Database): Promise<JWK[]> {
  const existing = await loadSigningKeys(database);
  if (existing.length > 0) return existing;
  const jwk = await generateSigningKey();
  await database.query(
    `insert into oidc_signing_keys (kid, private_jwk)
     select $1, $2::jsonb where not exists (select 1 from oidc_signing_keys where retired_at is null)`,
    [jwk.kid, JSON.stringify(jwk)],
  );
  return loadSigningKeys(database);
}

/**
 * Adds a new signing key and retires the current one, which stays published so that tokens it
 * signed still verify; keys older than the previous one are removed. Running servers sign with the
 * new key after their next start (verifiers pick up new key ids from the database on their own).
 */
export async function rotateSigningKeys(database: Database): Promise<{ kid: string; retired: string[] }> {
  const jwk = await generateSigningKey();
  const retired = await database.query<{ kid: string }>(
    'update oidc_signing_keys set retired_at = now() where retired_at is null returning kid',
  );
  await database.query('insert into oidc_signing_keys (kid, private_jwk) values ($1, $2::jsonb)', [
    jwk.kid,
    JSON.stringify(jwk),
  ]);
  await database.query(
    `delete from oidc_signing_keys where kid not in (
       select kid from oidc_signing_keys order by created_at desc, (retired_at is null) desc limit ${PUBLISHED_KEYS})`,
  );
  return { kid: jwk.kid as string, retired: retired.map((r) => r.kid) };
}

/** The public halves of the published keys (what the JWKS endpoint serves). */
export function toPublicJwk(jwk: JWK): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = jwk;
  return Object.fromEntries(
    Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v),
  ) as JWK;
}

/** Keys that sign the provider's cookies: OIDC_COOKIE_SECRET when set, otherwise generated once and stored. */
export async function cookieKeys(database: Database, configured: string | undefined): Promise<string[]> {
  if (configured) return [configured];
  await database.query(
    "insert into identity_secrets (name, value) values ('cookie_keys', $1) on conflict (name) do nothing",
    [JSON.stringify([randomBytes(32).toString('base64url')])],
  );
  const rows = await database.query<{ value: string }>(
    "select value from identity_secrets where name = 'cookie_keys'",
  );
  return JSON.parse(rows[0]!.value) as string[];
}
