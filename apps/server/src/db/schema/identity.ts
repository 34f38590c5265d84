import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Everything the embedded OpenID provider persists (sessions, grants, interactions, codes, refresh
 * tokens): one row per artefact, keyed by model and id, so a restart keeps people signed in.
 */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    model: text('model').notNull(),
    id: text('id').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.model, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId).where(sql`${t.grantId} is not null`),
    index('oidc_payloads_uid_idx').on(t.model, t.uid).where(sql`${t.uid} is not null`),
    index('oidc_payloads_user_code_idx').on(t.model, t.userCode).where(sql`${t.userCode} is not null`),
    index('oidc_payloads_expires_idx').on(t.expiresAt),
  ],
);

/** Token signing keys; the newest unretired key signs, retired ones stay published for verification. */
export const oidcSigningKeys = pgTable('oidc_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

/** Generated secrets the identity provider needs across restarts (cookie signing keys). */
export const identitySecrets = pgTable('identity_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const credentials = pgTable('credentials', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id PHC string. */
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    /** SHA-256 (hex) of the token sent by e-mail; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * Failed sign-ins per client (IP address, an IPv6 /64) and per e-mail address from that client.
 * `email` is the lower-cased address, or '' for the client's count over all addresses. A block
 * only ever applies to the client that earned it, so nobody can lock someone else out.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.client, t.email] }), index('login_throttle_email_idx').on(t.email)],
);

/**
 * Grants ended by a logout or a refresh-token revocation. The API verifies access tokens without
 * a call to the provider; a token whose `gid` is listed here is refused. Rows outlive the longest
 * access token by a margin, then the hourly prune removes them.
 */
export const oidcRevokedGrants = pgTable('oidc_revoked_grants', {
  grantId: text('grant_id').primaryKey(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
