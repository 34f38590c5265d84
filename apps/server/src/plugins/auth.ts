import { normaliseLocale } from '@host-portal/i18n';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRemoteJWKSet,
  importJWK,
  type JWK,
  type JWSHeaderParameters,
  type JWTPayload,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { isGrantRevoked, onAccountRevoked, onGrantRevoked } from '../identity/revoked-grants.ts';
import { AppError } from '../lib/app-error.ts';
import { apiKeyAuthenticator, isApiKeyHeader } from '../modules/api-access/api-key-auth.ts';
import { impersonationAuthenticator } from '../modules/impersonation/impersonation-auth.ts';

export interface AuthContext {
  /** users.id */
  userId: string;
  /** The token's `sub`. */
  subject: string;
  role: 'host' | 'staff';
  /** The provider session (`sid` claim) when the token carries one. */
  sessionId: string | null;
  /** Set when the call was made with an API key (ADR 0042): which key, and what it may do. */
  apiKey?: { id: string; scopes: string[] };
  /** Set while staff act as this host (ADR 41): their session and who they are. */
  impersonation?: { sessionId: string; staffId: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext;
  }
  interface FastifyInstance {
    /** onRequest/preHandler hook: verifies the bearer token and sets `request.auth` (401 otherwise). */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Like authenticate, and the user must be staff (403 otherwise). */
    requireStaff: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const USER_TTL_MS = 30_000;
/**
 * How long a "grant not revoked" answer is trusted: a logout in another process sharing the
 * database stops that grant's access tokens here within this time (in this process: at once).
 */
export const REVOCATION_RECHECK_MS = 2_000;
const GRANT_CACHE_MAX = 10_000;
const TOKEN_CACHE_MAX = 10_000;
const USER_CACHE_MAX = 10_000;
const KEY_RELOAD_MIN_MS = 5_000;
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

type UserRef = Omit<AuthContext, 'sessionId'>;

/** The embedded provider's public keys straight from the database; unknown key ids trigger a reload. */
function localKeys(database: Database): JWTVerifyGetKey {
  let keys = new Map<string, CryptoKey | Uint8Array>();
  let loadedAt = 0;
  let loading: Promise<void> | undefined;
  const reload = () => {
    loading ??= (async () => {
      const rows = await database.query<{ kid: string; private_jwk: JWK | string }>(
        'select kid, private_jwk from oidc_signing_keys',
      );
      const next = new Map<string, CryptoKey | Uint8Array>();
      for (const row of rows) {
        const jwk =
          typeof row.private_jwk === 'string' ? (JSON.parse(row.private_jwk) as JWK) : row.private_jwk;
        const { d, p, q, dp, dq, qi, ...pub } = jwk;
        next.set(row.kid, await importJWK(pub, jwk.alg));
      }
      keys = next;
      loadedAt = Date.now();
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };
  return async (header: JWSHeaderParameters) => {
    const kid = header.kid ?? '';
    let key = keys.get(kid);
    if (!key && Date.now() - loadedAt > KEY_RELOAD_MIN_MS) {
      await reload();
      key = keys.get(kid);
    }
    if (!key) throw new Error('unknown signing key');
    return key;
  };
}

/** An external issuer's keys via its discovery document (fetched once, keys cached by jose). */
function remoteKeys(issuer: string): JWTVerifyGetKey {
  let jwks: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    if (!res.ok) throw new Error(`discovery document: HTTP ${res.status}`);
    const doc = (await res.json()) as { jwks_uri?: string };
    if (!doc.jwks_uri) throw new Error('discovery document without jwks_uri');
    return createRemoteJWKSet(new URL(doc.jwks_uri)) as JWTVerifyGetKey;
  };
  return async (header, token) => {
    jwks ??= load().catch((err: unknown) => {
      jwks = undefined;
      throw err;
    });
    return (await jwks)(header, token);
  };
}

/** Bounded map: oldest entries go first. */
function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number) {
  if (map.size >= max) map.delete(map.keys().next().value as K);
  map.set(key, value);
}

export async function registerAuth(app: FastifyInstance, opts: { config: Config; database: Database }) {
  const { config, database } = opts;
  const embedded = config.oidc.embedded;
  const authenticateApiKey = apiKeyAuthenticator(database);
  const impersonate = impersonationAuthenticator(database);
  const getKey = embedded ? localKeys(database) : remoteKeys(config.oidc.issuer);
  const verifyOptions = {
    issuer: config.oidc.issuer,
    audience: config.oidc.audience,
    algorithms: ALGORITHMS,
    ...(embedded ? { typ: 'at+jwt' } : {}),
  };
  // A verified token is remembered until it expires: repeated calls cost one map lookup.
  const tokens = new Map<string, { payload: JWTPayload; exp: number }>();
  const users = new Map<string, { user: UserRef; until: number }>();
  // grant id -> revoked, or not revoked until `until`
  const grants = new Map<string, { revoked: boolean; until: number }>();
  if (embedded) {
    const off = onGrantRevoked(database, (grantId) => {
      remember(grants, grantId, { revoked: true, until: Number.POSITIVE_INFINITY }, GRANT_CACHE_MAX);
    });
    app.addHook('onClose', async () => off());
  }
  // an account whose sessions all ended (erased, password reset) is looked up again
  const offAccount = onAccountRevoked(database, (subject) => users.delete(subject));
  app.addHook('onClose', async () => offAccount());

  /** Tokens of the embedded provider name their grant (`gid`); a logout revokes the grant. */
  async function grantRevoked(payload: JWTPayload): Promise<boolean> {
    if (!embedded || typeof payload.gid !== 'string') return false;
    const cached = grants.get(payload.gid);
    if (cached && (cached.revoked || cached.until > Date.now())) return cached.revoked;
    const revoked = await isGrantRevoked(database, payload.gid);
    remember(
      grants,
      payload.gid,
      { revoked, until: revoked ? Number.POSITIVE_INFINITY : Date.now() + REVOCATION_RECHECK_MS },
      GRANT_CACHE_MAX,
    );
    return revoked;
  }

  async function userFor(payload: JWTPayload): Promise<UserRef | undefined> {
    const subject = payload.sub!;
    const cached = users.get(subject);
    if (cached && cached.until > Date.now()) return cached.user;
    let rows = await database.query<{ id: string; role: 'host' | 'staff' }>(
      'select id, role from users where subject = $1',
      [subject],
    );
    if (!rows[0] && !embedded) rows = await provisionExternalUser(database, payload);
    if (!rows[0]) return undefined;
    const user = { userId: rows[0].id, subject, role: rows[0].role };
    remember(users, subject, { user, until: Date.now() + USER_TTL_MS }, USER_CACHE_MAX);
    return user;
  }

  async function verify(token: string): Promise<JWTPayload> {
    const now = Math.floor(Date.now() / 1000);
    const hit = tokens.get(token);
    if (hit && hit.exp > now) return hit.payload;
    const { payload } = await jwtVerify(token, getKey, verifyOptions);
    if (!payload.sub || typeof payload.exp !== 'number') throw new Error('token without sub or exp');
    remember(tokens, token, { payload, exp: payload.exp }, TOKEN_CACHE_MAX);
    return payload;
  }

  const unauthorized = (reply: FastifyReply, error?: string) => {
    reply.header('www-authenticate', error ? `Bearer error="${error}"` : 'Bearer');
    return new AppError('unauthorized', 'Authentication required');
  };

  async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const header = request.headers.authorization;
    if (!header || !/^Bearer\s+\S+$/i.test(header)) throw unauthorized(reply);
    // `Bearer hpk_…` is an API key (ADR 0042): the api-access module checks it and its scopes
    if (isApiKeyHeader(header)) {
      request.auth = await authenticateApiKey(request, reply);
      return;
    }
    let payload: JWTPayload;
    try {
      payload = await verify(header.slice(header.indexOf(' ') + 1).trim());
    } catch {
      throw unauthorized(reply, 'invalid_token');
    }
    if (await grantRevoked(payload)) throw unauthorized(reply, 'invalid_token');
    const user = await userFor(payload);
    if (!user) throw unauthorized(reply, 'invalid_token');
    request.auth = { ...user, sessionId: typeof payload.sid === 'string' ? payload.sid : null };
    // staff acting as a host name their session in `x-impersonation` (ADR 41)
    request.auth = await impersonate(request, request.auth);
  }

  app.decorateRequest('auth', null as unknown as AuthContext);
  app.decorate('authenticate', authenticate);
  app.decorate('requireStaff', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.auth) await authenticate(request, reply);
    if (request.auth.role !== 'staff') throw new AppError('forbidden', 'Staff only');
  });
}

/**
 * External issuer: the first call of a new subject creates its users row from the token's claims.
 * An existing row with the same e-mail is linked only when the issuer says the address is verified.
 */
async function provisionExternalUser(database: Database, payload: JWTPayload) {
  const email = typeof payload.email === 'string' ? payload.email : '';
  if (!email) return [];
  const str = (v: unknown) => (typeof v === 'string' ? v : '');
  const locale = normaliseLocale(str(payload.locale)) ?? 'en_US';
  const inserted = await database.query<{ id: string; role: 'host' | 'staff' }>(
    `insert into users (subject, email, first_name, last_name, locale, account_source)
     values ($1, $2, $3, $4, $5, 'external_oidc')
     on conflict do nothing returning id, role`,
    [payload.sub, email, str(payload.given_name), str(payload.family_name), locale],
  );
  if (inserted[0]) return inserted;
  if (payload.email_verified === true) {
    const linked = await database.query<{ id: string; role: 'host' | 'staff' }>(
      'update users set subject = $1, updated_at = now() where lower(email) = lower($2) returning id, role',
      [payload.sub, email],
    );
    if (linked[0]) return linked;
  }
  return database.query<{ id: string; role: 'host' | 'staff' }>(
    'select id, role from users where subject = $1',
    [payload.sub],
  );
}
